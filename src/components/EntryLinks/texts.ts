/**
 * What the home and 404 pages say about each entry link of config/entry-links.ts, translated.
 * Which links exist, their order and their routes come from the config; the type makes a link
 * without texts a compile error.
 */
import {translate} from '@docusaurus/Translate';

import {entryLinkPath, entryLinks, type EntryLink} from '@site/config/entry-links';

export interface EntryLinkTexts {
  /** The link's label, as the navbar shows it. */
  label: string;
  /** One sentence: what the reader finds there. */
  text: string;
}

function textsById(): Record<EntryLink['id'], EntryLinkTexts> {
  return {
    'quick-start': {
      label: translate({id: 'entryLinks.quickStart.label', message: 'Quick Start Guide'}),
      text: translate({
        id: 'entryLinks.quickStart.text',
        message: 'Create and run a Strapi 5 project in minutes.',
      }),
    },
    'user-docs': {
      label: translate({id: 'entryLinks.userDocs.label', message: 'User Guide'}),
      text: translate({
        id: 'entryLinks.userDocs.text',
        message: 'Use the admin panel to model, write and publish content.',
      }),
    },
    'dev-docs': {
      label: translate({id: 'entryLinks.devDocs.label', message: 'Developer Docs'}),
      text: translate({
        id: 'entryLinks.devDocs.text',
        message: 'Install, configure, customize and query Strapi.',
      }),
    },
    cloud: {
      label: translate({id: 'entryLinks.cloud.label', message: 'Cloud Documentation'}),
      text: translate({
        id: 'entryLinks.cloud.text',
        message: 'Deploy and run projects on Strapi Cloud.',
      }),
    },
  };
}

/** The entry links in navbar order, each with its route and translated texts. */
export function entryLinksWithTexts(): Array<EntryLink & EntryLinkTexts & {to: string}> {
  const texts = textsById();
  return entryLinks.map((link) => ({
    ...link,
    ...texts[link.id],
    to: entryLinkPath(link),
  }));
}
