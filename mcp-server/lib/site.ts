/**
 * The build folder the server reads: recognised by the search index the build writes
 * (`search-index/index.json`) and the `llms.txt` of plugins/llms-txt, loaded once and again
 * whenever a new build replaces the index. Every file is read through `resolveInside`.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {BreakingChangesData} from '../../plugins/breaking-changes/types';
import type {answerQuestion} from '../../plugins/search-index/lib/answer';
import type {SearchEngine} from '../../plugins/search-index/lib/engine';
import type {
  assertBodyShard,
  assertIndexData,
  IndexedPage,
  mergeBodies,
  SearchIndexData,
} from '../../plugins/search-index/lib/indexData';
import {DocsInputError, resolveInside} from './paths';

/** The parts of plugins/search-index/lib the server uses (loaded as `npm run search` loads them). */
export interface SearchLib {
  SearchEngine: typeof SearchEngine;
  answerQuestion: typeof answerQuestion;
  assertIndexData: typeof assertIndexData;
  assertBodyShard: typeof assertBodyShard;
  mergeBodies: typeof mergeBodies;
}

export const indexFile = 'search-index/index.json';
const llmsFile = 'llms.txt';
const breakingChangesFile = 'breaking-changes.json';

export interface DocsSite {
  root: string;
  /** The public origin the build was made for ("https://docs-next.strapi.io"). */
  origin: string;
  engine: SearchEngine;
  /** The complete index (bodies merged). */
  index: SearchIndexData;
  /** Indexed pages by route. */
  pages: Map<string, IndexedPage>;
  breakingChanges: BreakingChangesData | null;
}

const howToBuild =
  'run `npm run build` first, or start the server with --site <the build folder of this site>';

function readJson(root: string, relative: string): unknown {
  const text = readFileSync(resolveInside(root, relative), 'utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new DocsInputError(`${path.join(root, relative)} is not valid JSON: ${howToBuild}`);
  }
}

/** Why `root` cannot be served, or null when it looks like a build of this site. */
export function buildFolderProblem(root: string): string | null {
  if (!existsSync(root)) return `the build folder ${root} does not exist: ${howToBuild}`;
  if (!statSync(root).isDirectory()) return `${root} is not a folder: ${howToBuild}`;
  const missing = [indexFile, llmsFile].filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0)
    return `${root} is not a build of the Strapi docs (no ${missing.join(' nor ')}): ${howToBuild}`;
  return null;
}

/** The origin the sitemap's first URL names, else `fallback`. */
export function originOfSitemap(sitemap: string | null, fallback: string): string {
  const first = sitemap ? /<loc>\s*(https?:\/\/[^<\s]+)/.exec(sitemap)?.[1] : undefined;
  if (!first) return fallback;
  try {
    return new URL(first).origin;
  } catch {
    return fallback;
  }
}

function readOptional(root: string, relative: string): string | null {
  const file = resolveInside(root, relative);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** Loads the build at `root`; throws a DocsInputError that says what to pass when it cannot. */
export function loadSite(root: string, lib: SearchLib, fallbackOrigin: string): DocsSite {
  const problem = buildFolderProblem(root);
  if (problem) throw new DocsInputError(problem);
  const head = readJson(root, indexFile);
  try {
    lib.assertIndexData(head, path.join(root, indexFile));
  } catch (error) {
    throw new DocsInputError(
      `${path.join(root, indexFile)} is not this site's search index (${(error as Error).message}): ${howToBuild}`,
    );
  }
  const shards = (head.bodies ?? []).map((name) => {
    const shard = readJson(root, path.posix.join(path.posix.dirname(indexFile), name));
    lib.assertBodyShard(shard, name);
    return shard;
  });
  const index = shards.length > 0 ? lib.mergeBodies(head, shards) : head;
  const breakingText = readOptional(root, breakingChangesFile);
  return {
    root,
    origin: originOfSitemap(readOptional(root, 'sitemap.xml'), fallbackOrigin),
    engine: new lib.SearchEngine(index),
    index,
    pages: new Map(index.pages.map((page) => [page.url, page])),
    breakingChanges: breakingText ? (JSON.parse(breakingText) as BreakingChangesData) : null,
  };
}

/**
 * The site, loaded on first use and again when the build's index file changes (a new build while
 * the server runs). A failure is not kept: the next call tries again.
 */
export class SiteHolder {
  private loaded: {site: DocsSite; stamp: number} | null = null;

  constructor(
    readonly root: string,
    readonly lib: SearchLib,
    private readonly fallbackOrigin: string,
  ) {}

  get(): DocsSite {
    let stamp = -1;
    try {
      stamp = statSync(path.join(this.root, indexFile)).mtimeMs;
    } catch {
      this.loaded = null;
    }
    if (this.loaded && this.loaded.stamp === stamp) return this.loaded.site;
    const site = loadSite(this.root, this.lib, this.fallbackOrigin);
    this.loaded = {site, stamp};
    return site;
  }
}
