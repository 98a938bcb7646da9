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
  /**
   * Label of the llms.txt section listing the pages outside the docs instances: the Markdown pages
   * of `src/pages` (twins written by this plugin) and `otherPages`.
   */
  otherPagesLabel: string;
  /** Pages outside the docs instances whose `.md` twin another plugin writes (`/status`). */
  otherPages: OtherPage[];
  /**
   * Routes of React pages (`/`, the landing page) whose twin is written from their built HTML
   * (lib/htmlPage.ts), listed in the same section.
   */
  htmlPages: string[];
}

/** Global data, read by the page controls with `usePluginData('llms-txt')`. */
export interface LlmsTxtGlobalData {
  /** Docs instances whose pages have a `.md` route. */
  instances: string[];
  /** Routes of the other pages that have a `.md` route (Markdown pages, `otherPages`, `htmlPages`). */
  pages: string[];
}

/** A page outside the docs instances whose twin another plugin writes (`/status.md`). */
export interface OtherPage {
  /** Route, without the base URL (`/status`). */
  route: string;
  title: string;
  description: string;
}

/**
 * The loaded content of a plugin that gives the Markdown twins of some docs (plugins/
 * openapi-reference for the API reference): each replaces the conversion of that doc's source.
 */
export interface MarkdownTwinsContent {
  markdownTwins: {
    /** Id of the docs instance the docs belong to. */
    docsPluginId: string;
    /** The twins' bodies (no front matter, no title), by doc id in that instance. */
    twins: {docId: string; markdown: string; description?: string}[];
  };
}
