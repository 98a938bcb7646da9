/**
 * Types shared by the plugin (Node) and its theme components (browser).
 */

export interface LlmsTxtOptions {
  /** Docs instances listed in llms.txt and llms-full.txt (one `##` section each), in this order. */
  docsInstances: {id: string; label: string}[];
  /** Docs instances whose pages get a `.md` route but are not listed (fragments such as snippets). */
  markdownOnlyInstances: string[];
  /** One-line summary under the title of llms.txt; defaults to the site's tagline. */
  summary?: string;
}

/** Global data, read by the page controls with `usePluginData('llms-txt')`. */
export interface LlmsTxtGlobalData {
  /** Docs instances whose pages have a `.md` route. */
  instances: string[];
}
