/**
 * Aggregates the tags of every docs instance into one site-wide index: one entry per tag slug,
 * listing the pages of all instances that carry it.
 */
import type {Applicability} from './applicability';
import {joinBaseUrl, siteTagRoute, tagSlugFromPermalink} from './tagPermalinks';

/** The part of a docs plugin tag this index needs. */
export interface DocTag {
  label: string;
  permalink: string;
  description?: string | undefined;
}

/** The part of a doc's metadata this index needs. */
export interface TaggableDoc {
  title: string;
  description: string;
  permalink: string;
  unlisted: boolean;
  tags: readonly DocTag[];
  /** `applicability` is checked at build (plugins/lib/applicability.ts); its badges are shown. */
  frontMatter?: {[key: string]: unknown};
}

export interface TaggableDocsInstance {
  id: string;
  label: string;
  /** The instance's own tags path, e.g. `/cloud/tags`. */
  tagsPath: string;
  docs: readonly TaggableDoc[];
}

export interface TaggedPage {
  title: string;
  description: string;
  permalink: string;
  instanceId: string;
  instanceLabel: string;
  applicability?: Applicability;
}

export interface SiteTag {
  slug: string;
  label: string;
  description: string | undefined;
  /** Site-wide route, with the base URL: `/tags/<slug>` when the base URL is `/`. */
  permalink: string;
  count: number;
  pages: TaggedPage[];
}

const collator = new Intl.Collator('en', {sensitivity: 'base', numeric: true});

/**
 * Every tag used by at least one listed page, sorted by label; each tag's pages sorted by title.
 * Unlisted pages are left out, and a tag that only unlisted pages carry gets no entry.
 */
export function aggregateSiteTags(
  instances: readonly TaggableDocsInstance[],
  baseUrl = '/',
): SiteTag[] {
  const bySlug = new Map<string, SiteTag>();
  for (const instance of instances) {
    for (const doc of instance.docs) {
      if (doc.unlisted) continue;
      for (const tag of doc.tags) {
        const slug = tagSlugFromPermalink(tag.permalink, instance.tagsPath);
        if (slug === null) {
          throw new Error(
            `[tags-index] the tag "${tag.label}" of ${doc.permalink} has the permalink ${tag.permalink}, ` +
              `which is not below its instance's tags path ${instance.tagsPath}.`,
          );
        }
        let entry = bySlug.get(slug);
        if (!entry) {
          entry = {
            slug,
            label: tag.label,
            description: tag.description,
            permalink: joinBaseUrl(baseUrl, siteTagRoute(slug)),
            count: 0,
            pages: [],
          };
          bySlug.set(slug, entry);
        }
        entry.description ??= tag.description;
        if (entry.pages.some((page) => page.permalink === doc.permalink)) continue;
        entry.pages.push({
          title: doc.title,
          description: doc.description,
          permalink: doc.permalink,
          instanceId: instance.id,
          instanceLabel: instance.label,
          ...(doc.frontMatter?.applicability !== undefined && {
            applicability: doc.frontMatter.applicability as Applicability,
          }),
        });
      }
    }
  }
  return [...bySlug.values()]
    .map((tag) => ({
      ...tag,
      count: tag.pages.length,
      pages: tag.pages.sort(
        (a, b) => collator.compare(a.title, b.title) || a.permalink.localeCompare(b.permalink),
      ),
    }))
    .sort((a, b) => collator.compare(a.label, b.label) || a.slug.localeCompare(b.slug));
}
