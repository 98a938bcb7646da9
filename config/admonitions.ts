/**
 * The admonitions Markdown accepts, each keyword with its default title and, for ours, its icon:
 * the one list read by the docs instances (keywords), the theme (src/theme/Admonition/Types.tsx)
 * and llms-txt (titles in the Markdown twins). Browser-safe: no Node import.
 */
export const admonitions = {
  note: {title: 'Note'},
  tip: {title: 'Tip'},
  info: {title: 'Info'},
  caution: {title: 'Caution'},
  danger: {title: 'Danger'},
  warning: {title: 'Warning'},
  callout: {title: 'Good to know', icon: '📣'},
  prerequisites: {title: 'Prerequisites', icon: '☑️'},
  strapi: {title: 'Strapi', icon: '🚀'},
} as const satisfies Record<string, {title: string; icon?: string}>;

export type AdmonitionKeyword = keyof typeof admonitions;

/** Our admonitions, beyond the Docusaurus defaults: they carry their own icon. */
export type CustomAdmonitionKeyword = {
  [K in AdmonitionKeyword]: (typeof admonitions)[K] extends {icon: string} ? K : never;
}[AdmonitionKeyword];

export const admonitionKeywords = Object.keys(admonitions) as AdmonitionKeyword[];

export const customAdmonitionKeywords = admonitionKeywords.filter(
  (keyword): keyword is CustomAdmonitionKeyword => 'icon' in admonitions[keyword],
);
