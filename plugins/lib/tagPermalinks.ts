/**
 * Site-wide tag permalinks (`/tags/<slug>` for the tags of every docs instance), and the loaded
 * docs read with them. Browser-safe (no Node imports): used at build time by tags-index (its
 * plugin and docs plugin wrapper) and status-page, and by the tag pages.
 */
import type {TaggableDocsInstance} from './siteTags';

/** Route of the site-wide tags list, below the site's base URL. */
export const siteTagsRoute = '/tags';

/** `/tags/<slug>` for a slug, below the site's base URL. */
export function siteTagRoute(slug: string): string {
  return `${siteTagsRoute}/${slug}`;
}

/**
 * The slug of a docs instance's tag permalink: the part after that instance's tags path
 * (`/cloud/tags/graph-ql` with tags path `/cloud/tags` → `graph-ql`). Null when the permalink
 * is not below the tags path.
 */
export function tagSlugFromPermalink(permalink: string, instanceTagsPath: string): string | null {
  const base = instanceTagsPath.replace(/\/+$/, '');
  if (!permalink.startsWith(`${base}/`)) return null;
  const slug = permalink.slice(base.length + 1).replace(/\/+$/, '');
  return slug === '' ? null : slug;
}

/**
 * Maps a per-instance tag permalink (`/cloud/tags/graph-ql`) to the site-wide one
 * (`/tags/graph-ql`), given the tags paths of every docs instance. Any other permalink,
 * including one that is already site-wide, is returned unchanged.
 */
export function toSiteTagPermalink(
  permalink: string,
  instanceTagsPaths: readonly string[],
  baseUrl = '/',
): string {
  for (const tagsPath of instanceTagsPaths) {
    const slug = tagSlugFromPermalink(permalink, tagsPath);
    if (slug !== null) return joinBaseUrl(baseUrl, siteTagRoute(slug));
  }
  return permalink;
}

/** `baseUrl` + an absolute route, without doubled slashes. */
export function joinBaseUrl(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${route}`;
}

interface TagLike {
  permalink: string;
}

interface DocLike {
  tags: readonly TagLike[];
}

export interface VersionLike<Doc extends DocLike> {
  tagsPath: string;
  docs: Doc[];
  drafts?: Doc[];
}

/** The loaded docs with each tag's permalink moved from `/<instance>/tags/<slug>` to `/tags/<slug>`. */
export function withSiteTagPermalinks<Doc extends DocLike, Version extends VersionLike<Doc>>(
  content: {loadedVersions: Version[]},
  baseUrl: string,
): {loadedVersions: Version[]} {
  const moveTags =
    (tagsPath: string) =>
    (doc: Doc): Doc => ({
      ...doc,
      tags: doc.tags.map((tag) => ({
        ...tag,
        permalink: toSiteTagPermalink(tag.permalink, [tagsPath], baseUrl),
      })),
    });
  return {
    ...content,
    loadedVersions: content.loadedVersions.map((version) => ({
      ...version,
      docs: version.docs.map(moveTags(version.tagsPath)),
      ...(version.drafts ? {drafts: version.drafts.map(moveTags(version.tagsPath))} : {}),
    })),
  };
}

/**
 * The instances to aggregate, from loaded docs versions: tag permalinks made site-wide (a no-op
 * when docs-plugin.ts already did it), so every instance shares the tags path `/tags`.
 */
export function taggableDocsInstances<Doc extends DocLike & TaggableDocsInstance['docs'][number]>(
  instances: ReadonlyArray<{id: string; label: string; versions: ReadonlyArray<VersionLike<Doc>>}>,
  baseUrl: string,
): TaggableDocsInstance[] {
  const siteTagsPath = joinBaseUrl(baseUrl, siteTagsRoute);
  return instances.flatMap((instance) =>
    withSiteTagPermalinks({loadedVersions: [...instance.versions]}, baseUrl).loadedVersions.map(
      (version) => ({
        id: instance.id,
        label: instance.label,
        tagsPath: siteTagsPath,
        docs: version.docs,
      }),
    ),
  );
}
