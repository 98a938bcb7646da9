/**
 * What the sources say, read independently of the plugins under test: the declared tags of
 * docs/tags.yml and the tags each published doc carries in its front matter.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {getTagsFile} from '@docusaurus/utils-validation';

import {docsSections} from '../../config/site';

export const siteDir = path.resolve(__dirname, '../..');
export const buildDir = path.join(siteDir, 'build');

export interface SourceDoc {
  section: string;
  file: string;
  /** Route, assuming the file path is the route (the project's convention; no slugs). */
  route: string;
  tags: string[];
}

function* markdownFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* markdownFiles(full);
    else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) yield full;
  }
}

/** Published (not draft, not unlisted) docs of every section, with their tags. */
export async function sourceDocs(): Promise<SourceDoc[]> {
  const docs: SourceDoc[] = [];
  for (const section of docsSections) {
    const sectionDir = path.join(siteDir, 'docs', section.id);
    for (const file of markdownFiles(sectionDir)) {
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: readFileSync(file, 'utf8')});
      if (frontMatter.draft === true || frontMatter.unlisted === true) continue;
      const relative = path.relative(sectionDir, file).replace(/\.mdx?$/, '').split(path.sep).join('/');
      docs.push({
        section: section.id,
        file,
        route: `/${section.id}/${relative}`,
        tags: Array.isArray(frontMatter.tags) ? frontMatter.tags.map(String) : [],
      });
    }
  }
  return docs;
}

/** Declared tags: key → label. */
export async function declaredTags(): Promise<Map<string, string>> {
  const docsDir = path.join(siteDir, 'docs');
  const file = await getTagsFile({tags: 'tags.yml', contentPaths: {contentPath: docsDir, contentPathLocalized: docsDir}});
  return new Map(Object.entries(file ?? {}).map(([key, tag]) => [key, tag.label]));
}

/** Tag key → docs carrying it. */
export function docsByTag(docs: readonly SourceDoc[]): Map<string, SourceDoc[]> {
  const byTag = new Map<string, SourceDoc[]>();
  for (const doc of docs) {
    for (const tag of new Set(doc.tags)) byTag.set(tag, [...(byTag.get(tag) ?? []), doc]);
  }
  return byTag;
}
