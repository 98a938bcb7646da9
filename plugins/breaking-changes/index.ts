import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsLoadedContent} from '@docusaurus/plugin-content-docs';

import {collectBreakingChanges, groupBreakingChanges, type BreakingChangeGroup} from './lib/groups';

export interface BreakingChangesData {
  groups: BreakingChangeGroup[];
}

/**
 * Collects the facts of every breaking-change page of the dev-docs instance and writes them to
 * `@generated/breaking-changes/default/breaking-changes.json`, from which `<BreakingChangesIndex />`
 * renders the index tables. A data file rather than global data: only the index page needs it.
 */
export default function breakingChangesPlugin(context: LoadContext): Plugin {
  return {
    name: 'breaking-changes',
    async allContentLoaded({allContent, actions}) {
      const devDocs = allContent['docusaurus-plugin-content-docs']?.['dev-docs'] as DocsLoadedContent | undefined;
      if (!devDocs) throw new Error('[breaking-changes] the dev-docs docs instance was not loaded.');
      const docs = devDocs.loadedVersions.flatMap((version) => version.docs);
      const data: BreakingChangesData = {groups: groupBreakingChanges(collectBreakingChanges(docs, context.siteDir))};
      await actions.createData('breaking-changes.json', JSON.stringify(data));
    },
  };
}
