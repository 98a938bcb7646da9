import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {loadedDocsInstance} from '../lib/docsContent';

import {collectBreakingChanges, groupBreakingChanges} from '../lib/breakingChanges/groups';
import type {BreakingChangesData} from './types';

export type {BreakingChangesData} from './types';

/** The index as a file of the build (`build/breaking-changes.json`), for tools that read the build. */
export const breakingChangesFile = 'breaking-changes.json';

/**
 * Collects the facts of every breaking-change page of the dev-docs instance and writes them to
 * `@generated/breaking-changes/default/breaking-changes.json`, from which `<BreakingChangesIndex />`
 * renders the index tables. A data file rather than global data: only the index page needs it.
 * The same data goes to `build/breaking-changes.json` after the build, for the docs MCP server.
 */
export default function breakingChangesPlugin(): Plugin {
  let data: BreakingChangesData | undefined;
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
      data = {groups: groupBreakingChanges(collectBreakingChanges(docs))};
      await actions.createData('breaking-changes.json', JSON.stringify(data));
    },
    async postBuild({outDir}) {
      if (data) await writeFile(path.join(outDir, breakingChangesFile), JSON.stringify(data));
    },
  };
}
