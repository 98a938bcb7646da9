/**
 * What the sources say, read independently of the plugins under test: the declared tags of
 * docs/tags.yml and the tags each published doc carries in its front matter.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {getTagsFile} from '@docusaurus/utils-validation';

import {docsInstances} from '../../config/site';
import {markdownFiles} from '../../scripts/lib/docs-tree.mjs';

export const siteDir = path.resolve(__dirname, '../..');
export const buildDir = path.join(siteDir, 'build');

export interface SourceDoc {
  /** Id of the doc's docs instance: `dev-docs`. */
  instance: string;
  file: string;
  /** Doc id: the file's path below its docs instance, without extension (what sidebars list). */
  id: string;
  /** Route: the file path below its docs instance, or the `slug` of the front matter when it has one. */
  route: string;
  tags: string[];
}

/** Published (not draft, not unlisted) docs of every docs instance, with their tags. */
export async function sourceDocs(): Promise<SourceDoc[]> {
  const docs: SourceDoc[] = [];
  for (const instance of docsInstances) {
    const instanceDir = path.join(siteDir, 'docs', instance.id);
    for (const file of markdownFiles(instanceDir, {partials: false})) {
      const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({
        filePath: file,
        fileContent: readFileSync(file, 'utf8'),
      });
      if (frontMatter.draft === true || frontMatter.unlisted === true) continue;
      const relative = path
        .relative(instanceDir, file)
        .replace(/\.mdx?$/, '')
        .split(path.sep)
        .join('/');
      // A slug starting with "/" is relative to the docs instance's base route, any other to the file's folder.
      const slug = typeof frontMatter.slug === 'string' ? frontMatter.slug : undefined;
      const route = !slug
        ? `/${instance.id}/${relative}`
        : slug.startsWith('/')
          ? `/${instance.id}${slug}`
          : path.posix.join(`/${instance.id}`, path.posix.dirname(relative), slug);
      docs.push({
        instance: instance.id,
        file,
        id: relative,
        route,
        tags: Array.isArray(frontMatter.tags) ? frontMatter.tags.map(String) : [],
      });
    }
  }
  return docs;
}

/** Declared tags: key → label. */
export async function declaredTags(): Promise<Map<string, string>> {
  const tags = await declaredTagEntries();
  return new Map([...tags].map(([key, tag]) => [key, tag.label]));
}

/** Tag key → its label and one-line description, as `docs/tags.yml` declares them. */
export async function declaredTagEntries(): Promise<
  Map<string, {label: string; description: string | undefined}>
> {
  const docsDir = path.join(siteDir, 'docs');
  const file = await getTagsFile({
    tags: 'tags.yml',
    contentPaths: {contentPath: docsDir, contentPathLocalized: docsDir},
  });
  return new Map(
    Object.entries(file ?? {}).map(([key, tag]) => [
      key,
      {label: tag.label, description: tag.description},
    ]),
  );
}

/** Tag key → docs carrying it. */
export function docsByTag(docs: readonly SourceDoc[]): Map<string, SourceDoc[]> {
  const byTag = new Map<string, SourceDoc[]>();
  for (const doc of docs) {
    for (const tag of new Set(doc.tags)) byTag.set(tag, [...(byTag.get(tag) ?? []), doc]);
  }
  return byTag;
}
