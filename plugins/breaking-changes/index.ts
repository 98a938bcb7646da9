import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loadedDocsInstance} from '../lib/docsContent';

import {collectBreakingChanges, groupBreakingChanges} from '../lib/breakingChanges/groups';
import type {BreakingChangesData} from './types';

export type {BreakingChangesData} from './types';

/**
 * Collects the facts of every breaking-change page of the dev-docs instance and writes them to
 * `@generated/breaking-changes/default/breaking-changes.json`, from which `<BreakingChangesIndex />`
 * renders the index tables. A data file rather than global data: only the index page needs it.
 */
export default function breakingChangesPlugin(): Plugin {
  return {
    name: 'breaking-changes',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    async allContentLoaded({allContent, actions}) {
      const docs = loadedDocsInstance(
        allContent,
        'dev-docs',
        'breaking-changes',
      ).loadedVersions.flatMap((version) => version.docs);
      const data: BreakingChangesData = {
        groups: groupBreakingChanges(collectBreakingChanges(docs)),
      };
      await actions.createData('breaking-changes.json', JSON.stringify(data));
    },
  };
}
