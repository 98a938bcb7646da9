/**
 * Copies a fixture site of tests/fixtures to a fresh temporary folder, so a test can change it
 * and build it without writing into the repository: an interrupted run leaves its copy in the
 * system's temporary folder, never in the tree.
 *
 * The copy sits at the same depth below a temporary root as the fixture does below the
 * repository, and the root links back to the folders a fixture imports from (`config/`,
 * `plugins/`, …) and to `node_modules/`, so the fixture's relative imports and Docusaurus's
 * package resolution work unchanged.
 */
import {cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../..');

/** Repository entries a fixture site may reach through `../../../`. */
const linkedEntries = [
  'node_modules',
  'config',
  'plugins',
  'sidebars',
  'src',
  'static',
  'package.json',
];

export interface FixtureCopy {
  /** The copied site folder, to build and to change. */
  siteDir: string;
  /** Removes the whole temporary root. */
  remove: () => void;
}

export function copyFixtureSite(name: string): FixtureCopy {
  const root = mkdtempSync(path.join(tmpdir(), `${name}-`));
  for (const entry of linkedEntries) {
    symlinkSync(path.join(repoRoot, entry), path.join(root, entry));
  }
  const relativeSite = path.join('tests', 'fixtures', name);
  const siteDir = path.join(root, relativeSite);
  mkdirSync(path.dirname(siteDir), {recursive: true});
  cpSync(path.join(repoRoot, relativeSite), siteDir, {recursive: true});
  return {siteDir, remove: () => rmSync(root, {recursive: true, force: true})};
}
