/**
 * The one data module behind every site-wide tag page: each page once, each tag with the indexes
 * of its pages. Every tag route loads this same module, so a tag adds a route but no data chunk of
 * its own to the client's route registry (which ships with every page). Browser-safe.
 */
import type {Applicability} from '../../lib/applicability';
import type {SiteTag, TaggedPage} from '../../lib/siteTags';
import {joinBaseUrl, siteTagsRoute, tagSlugFromPermalink} from '../../lib/tagPermalinks';

export interface SiteTagsIndex {
  instances: Array<{id: string; label: string}>;
  pages: Array<{
    title: string;
    description: string;
    permalink: string;
    instance: number;
    applicability?: Applicability;
  }>;
  /** Sorted by label; each tag's pages sorted by title. */
  tags: Array<{
    slug: string;
    label: string;
    description: string | undefined;
    permalink: string;
    pages: number[];
  }>;
}

/** What the `/tags` page shows about each tag (the props of the theme's TagsListByLetter). */
export interface SiteTagsListItem {
  label: string;
  permalink: string;
  description: string | undefined;
  count: number;
}

export function buildSiteTagsIndex(tags: readonly SiteTag[]): SiteTagsIndex {
  const instances: SiteTagsIndex['instances'] = [];
  const pages: SiteTagsIndex['pages'] = [];
  const pageIndex = new Map<string, number>();
  const instanceIndex = (page: TaggedPage): number => {
    let index = instances.findIndex((instance) => instance.id === page.instanceId);
    if (index === -1) index = instances.push({id: page.instanceId, label: page.instanceLabel}) - 1;
    return index;
  };
  const indexOf = (page: TaggedPage): number => {
    let index = pageIndex.get(page.permalink);
    if (index === undefined) {
      index =
        pages.push({
          title: page.title,
          description: page.description,
          permalink: page.permalink,
          instance: instanceIndex(page),
          ...(page.applicability && {applicability: page.applicability}),
        }) - 1;
      pageIndex.set(page.permalink, index);
    }
    return index;
  };
  return {
    instances,
    pages,
    tags: tags.map((tag) => ({
      slug: tag.slug,
      label: tag.label,
      description: tag.description,
      permalink: tag.permalink,
      pages: tag.pages.map(indexOf),
    })),
  };
}

export function tagsListItems(index: SiteTagsIndex): SiteTagsListItem[] {
  return index.tags.map(({label, permalink, description, pages}) => ({
    label,
    permalink,
    description,
    count: pages.length,
  }));
}

/** The tag whose page is at `pathname` (`/tags/<slug>`, below the base URL), with its pages. */
export function tagAtPath(
  index: SiteTagsIndex,
  pathname: string,
  baseUrl = '/',
): SiteTag | undefined {
  const slug = tagSlugFromPermalink(
    pathname.replace(/\/index\.html$|\.html$/, ''),
    joinBaseUrl(baseUrl, siteTagsRoute),
  );
  const tag = index.tags.find((candidate) => candidate.slug === slug);
  if (!tag) return undefined;
  const pages = tag.pages.map((pageIndex) => {
    const page = index.pages[pageIndex]!;
    const instance = index.instances[page.instance]!;
    return {
      title: page.title,
      description: page.description,
      permalink: page.permalink,
      instanceId: instance.id,
      instanceLabel: instance.label,
      ...(page.applicability && {applicability: page.applicability}),
    };
  });
  return {
    slug: tag.slug,
    label: tag.label,
    description: tag.description,
    permalink: tag.permalink,
    count: pages.length,
    pages,
  };
}
