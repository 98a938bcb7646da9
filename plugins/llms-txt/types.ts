/**
 * Types shared by the plugin (Node) and its theme components (browser).
 */

export interface LlmsTxtOptions {
  /** Sections listed in llms.txt and llms-full.txt, in this order. */
  sections: {id: string; label: string}[];
  /** Docs instances whose pages get a `.md` route but are not listed (fragments such as snippets). */
  markdownOnlySections: string[];
  /** One-line summary under the title of llms.txt; defaults to the site's tagline. */
  summary?: string;
}

/** Global data, read by the page controls with `usePluginData('llms-txt')`. */
export interface LlmsTxtGlobalData {
  /** Docs instances whose pages have a `.md` route. */
  instances: string[];
}
