/**
 * What tags-index changes in the docs plugin (see docs-plugin.ts), and how both tags-index and
 * status-page read the docs' tags: as site-wide permalinks (`/tags/<slug>`).
 */
import type {RouteConfig} from '@docusaurus/types';

import type {TaggableDocsInstance} from './aggregate';
import {joinBaseUrl, siteTagsRoute, toSiteTagPermalink} from './permalinks';

interface TagLike {
  permalink: string;
}

interface DocLike {
  tags: readonly TagLike[];
}

interface VersionLike<Doc extends DocLike> {
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

/** `route` without the routes (at any depth) that `drop` selects; null when `route` itself is dropped. */
export function withoutRoutes(
  route: RouteConfig,
  drop: (route: RouteConfig) => boolean,
): RouteConfig | null {
  if (drop(route)) return null;
  if (!route.routes) return route;
  return {
    ...route,
    routes: route.routes
      .map((child) => withoutRoutes(child, drop))
      .filter((child): child is RouteConfig => child !== null),
  };
}

/**
 * `route` with the docs of its `version` prop (the docs version's root route) listed without their
 * descriptions, at any depth. Every doc page downloads that prop, and only doc cards (`DocCardList`, which the
 * content lint keeps out of the pages) read a description from it: for the Developer Docs the
 * descriptions are half of it (about 11 of 22 KB gzip). Everything else is kept as it is.
 */
export function withoutVersionDocDescriptions(route: RouteConfig): RouteConfig {
  const routes = route.routes?.map(withoutVersionDocDescriptions);
  const version = route.props?.version;
  if (!isVersionProp(version)) return routes ? {...route, routes} : route;
  const docs = Object.fromEntries(
    Object.entries(version.docs).map(([id, {description: _description, ...doc}]) => [id, doc]),
  );
  return {
    ...route,
    ...(routes ? {routes} : {}),
    props: {...route.props, version: {...version, docs}},
  };
}

function isVersionProp(
  value: unknown,
): value is {docs: Record<string, {description?: string; [key: string]: unknown}>} {
  if (typeof value !== 'object' || value === null || !('docs' in value)) return false;
  const {docs} = value;
  return typeof docs === 'object' && docs !== null;
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
