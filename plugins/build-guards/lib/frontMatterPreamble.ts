/**
 * Docusaurus prints "Error while parsing Markdown front matter. This can happen if you use special
 * characters in front matter values (try using double quotes around that value)." before any
 * error thrown while a page's front matter is read, whatever its cause: before a missing
 * breaking-change fact, before a file's own error, once per file (2,160 times for a folder link
 * loop). The site's front-matter reader (config/build.ts) already words each error with the
 * file, the line and the fix (quoting included, for YAML: plugins/lib/yamlError.ts), so the
 * build-guards plugin leaves that preamble out of Docusaurus's logger; every other line stays.
 * If Docusaurus rewords it, the filter no longer matches and the preamble simply reappears.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

type LogError = (message: unknown, ...values: unknown[]) => void;

const filtered = Symbol.for('build-guards.frontMatterPreamble');

/** Docusaurus's preamble (`parseMarkdownFile` in @docusaurus/utils), and only it. */
export function isFrontMatterPreamble(message: unknown): boolean {
  return (
    typeof message === 'string' &&
    message.startsWith('Error while parsing Markdown front matter.') &&
    message.includes('special characters in front matter values')
  );
}

/** `logError` without the preamble. */
export function withoutFrontMatterPreamble(logError: LogError): LogError {
  const log: LogError = (message, ...values) => {
    if (values.length === 0 && isFrontMatterPreamble(message)) return;
    logError(message, ...values);
  };
  return Object.assign(log, {[filtered]: true});
}

/**
 * Filters the logger that the site's `@docusaurus/utils` prints the preamble with (Node's own
 * module cache, so the very object it calls), once per process.
 */
export function dropFrontMatterPreamble(siteDir: string): void {
  const utilsPackage = createRequire(path.join(siteDir, 'package.json')).resolve(
    '@docusaurus/utils/package.json',
  );
  const {default: logger} = createRequire(utilsPackage)('@docusaurus/logger') as {
    default: {error: LogError & {[filtered]?: boolean}};
  };
  if (!logger.error[filtered]) logger.error = withoutFrontMatterPreamble(logger.error);
}
