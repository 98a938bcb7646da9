/**
 * The `api` docs instance's global data without its list of pages. Global data is in the bundle
 * every page of the site downloads, and the list (one `{id, path, sidebar}` per generated page)
 * is only read by navbar doc items and the page controls of llms-txt, neither of which points at
 * the API reference. The instance's path, versions and sidebars stay, so the theme still
 * recognises an API page as belonging to this instance and version.
 */
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

export function withoutDocsList(data: GlobalPluginData): GlobalPluginData {
  return {...data, versions: data.versions.map((version) => ({...version, docs: []}))};
}
