/**
 * Docusaurus reports broken links, then broken anchors, each with its own setting; with both set
 * to `throw`, the first report throws, so the broken anchors of a build only appeared once its
 * broken links were fixed: two rounds of builds for what one could show.
 *
 * No setting changes that, so the build-guards plugin wraps Docusaurus's `handleBrokenLinks`
 * (the function its build calls through the module's exports) with `bothReports`: it runs the
 * check once for the links and once for the anchors, each with its own setting, and throws one
 * error holding both reports. The wrap is guarded: if Docusaurus no longer calls the function
 * this way, the build fails saying what changed, instead of silently losing the anchors again.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

type Severity = 'ignore' | 'log' | 'warn' | 'throw';

export interface BrokenLinksParams {
  onBrokenLinks: Severity;
  onBrokenAnchors: Severity;
}

type HandleBrokenLinks<P extends BrokenLinksParams> = (params: P) => Promise<void>;

const wrapped = Symbol.for('build-guards.bothBrokenLinkReports');

/** `handle`, reporting broken links and broken anchors in the same build. */
export function bothReports<P extends BrokenLinksParams>(
  handle: HandleBrokenLinks<P>,
): HandleBrokenLinks<P> {
  const both = async (params: P): Promise<void> => {
    const reports: string[] = [];
    const report = async (overrides: Partial<BrokenLinksParams>): Promise<void> => {
      try {
        await handle({...params, ...overrides});
      } catch (error) {
        reports.push(error instanceof Error ? error.message : String(error));
      }
    };
    await report({onBrokenAnchors: 'ignore'});
    await report({onBrokenLinks: 'ignore'});
    if (reports.length > 0) throw new Error(reports.join('\n\n'));
  };
  return Object.assign(both, {[wrapped]: true});
}

/** The part of Docusaurus's build that must call the check through the module's exports. */
const expectedCall = 'brokenLinks_1.handleBrokenLinks)(';

/** The `lib` folder of the `@docusaurus/core` that builds the site in `siteDir`. */
export function coreLibDirOf(siteDir: string): string {
  const corePackage = createRequire(path.join(siteDir, 'package.json')).resolve(
    '@docusaurus/core/package.json',
  );
  return path.join(path.dirname(corePackage), 'lib');
}

/**
 * Wraps `handleBrokenLinks` in the module of the installed `@docusaurus/core` (once per process).
 * Throws, naming the file, when the module or its caller no longer has the expected shape.
 */
export function reportBrokenLinksAndAnchorsTogether(coreLibDir: string): void {
  const modulePath = path.join(coreLibDir, 'server/brokenLinks.js');
  const callerPath = path.join(coreLibDir, 'commands/build/buildLocale.js');
  // Node's own require, so this is the very module object (one cache) that the build calls.
  const brokenLinksModule = createRequire(modulePath)(modulePath) as {
    handleBrokenLinks?: HandleBrokenLinks<BrokenLinksParams> & {[wrapped]?: boolean};
  };
  const original = brokenLinksModule.handleBrokenLinks;
  if (typeof original !== 'function' || !readFileSync(callerPath, 'utf8').includes(expectedCall)) {
    throw new Error(
      `[build-guards] ${modulePath} no longer exports handleBrokenLinks as ${callerPath} calls it: ` +
        'broken anchors would again be reported only once broken links are fixed. ' +
        'Fix: update plugins/build-guards/lib/brokenLinks.ts to the installed Docusaurus.',
    );
  }
  if (original[wrapped]) return;
  brokenLinksModule.handleBrokenLinks = bothReports(original);
}
