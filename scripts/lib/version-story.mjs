// @ts-check
/**
 * One version story: the site documents Strapi 5.0.0, a stable release, and its examples are
 * verified on 5.0.0. A page must not install a pre-release (`create-strapi-app@rc`,
 * `@strapi/plugin-graphql@5.0.0-rc.6`, `npx @strapi/upgrade to 5.0.0-rc.6`) nor tell readers that
 * Strapi 5 is a release candidate, a beta, or not stable yet. The site's own version label
 * (package.json, 5.0.0-rc) is not a page and is not checked.
 *
 * Historical facts stay allowed: "the release candidates published before 5.0.0", "during the
 * Strapi 5 beta", "the `rc` dist-tag" describe what was, not what Strapi 5 is.
 */

/** Pre-release dist-tags and version suffixes of npm. */
const preRelease = String.raw`(?:rc|beta|alpha|next)`;

/**
 * Packages that install or scaffold Strapi: the project creation packages (also as
 * `yarn create strapi-app`) and every `@strapi/*` package.
 */
const strapiPackage = String.raw`(?:\bcreate-strapi(?:-app)?|(?<![\w/-])strapi-app|@strapi\/[a-z0-9][a-z0-9._-]*)`;

/** `<package>@rc`, `<package>@beta`, `<package>@5.0.0-rc.6`… */
const preReleaseInstall = new RegExp(
  String.raw`${strapiPackage}@(?:${preRelease}\b|\d+\.\d+\.\d+-${preRelease}\b[\w.]*)`,
  'gi',
);

/** `npx @strapi/upgrade to 5.0.0-rc.6` (with or without options in between). */
const preReleaseUpgrade = new RegExp(
  String.raw`@strapi\/upgrade(?:@\S+)?(?:\s+-{1,2}[\w-]+(?:\s+[^\s-]\S*)?)*\s+to\s+\d+\.\d+\.\d+-${preRelease}\b[\w.]*`,
  'gi',
);

/** "Strapi 5", "Strapi v5", "Strapi 5.0.0". */
const strapi5 = String.raw`Strapi\s+v?5(?:\.0(?:\.0)?)?\b`;
const candidate = String.raw`(?:(?:a|an|the)\s+)?(?:release[\s-]candidates?|RCs?|betas?|pre-?releases?)\b`;

/** Prose that presents Strapi 5 as a pre-release or as not stable yet. */
const preReleaseProse = [
  // "Strapi 5 is a release candidate", "Strapi 5 is still published as an RC", "Strapi 5 is in beta".
  new RegExp(
    String.raw`${strapi5}\s+(?:is|remains)\s+(?:still\s+|only\s+)*(?:(?:published|available|released|distributed)\s+as\s+|in\s+)?${candidate}`,
    'gi',
  ),
  // "while Strapi 5 is…", "once Strapi 5 is stable", "until Strapi 5 is released".
  new RegExp(
    String.raw`\b(?:while|until|once|before|when)\s+${strapi5}\s+(?:is|becomes|gets)\s+(?:(?:still|only|not\s+yet|officially)\s+)*(?:stable|released|out|published|${candidate})`,
    'gi',
  ),
  // "Strapi 5 is not stable yet", "Strapi 5 isn't ready for production".
  new RegExp(
    String.raw`${strapi5}\s+(?:is\s+(?:still\s+)?not|isn't)\s+(?:yet\s+)?(?:stable|released|(?:ready|recommended|supported)\s+(?:for|in)\s+production)\b`,
    'gi',
  ),
  // "the upcoming Strapi 5", "the Strapi 5 release candidate" (one, the current one: "the Strapi 5
  // beta" and "the release candidates" name the past), "Strapi 5.0.0-rc".
  new RegExp(String.raw`\bupcoming\s+${strapi5}`, 'gi'),
  new RegExp(String.raw`\bthe\s+${strapi5}\s+(?:release[\s-]candidate|RC)\b(?!s)`, 'gi'),
  new RegExp(String.raw`\bStrapi\s+v?5\.0\.0-${preRelease}\b`, 'gi'),
];

/**
 * The fixed command for a pre-release install: the same package at 5.0.0, or `@strapi/upgrade`
 * without the tag. The project creation package the docs verify is `create-strapi-app` 5.0.0, so a
 * `create-strapi` command is fixed to that one, and `yarn create strapi-app` to `npx`, since Yarn 1
 * cannot run a pinned `yarn create` (it looks for a command named `create-strapi-app@5.0.0`).
 * @param {string} found
 */
function pinned(found) {
  const name = found.slice(0, found.lastIndexOf('@')).toLowerCase();
  if (name === '@strapi/upgrade') return found.slice(0, name.length);
  if (name === 'create-strapi' || name === 'create-strapi-app') return 'create-strapi-app@5.0.0';
  if (name === 'strapi-app') return 'npx create-strapi-app@5.0.0';
  return `${found.slice(0, name.length)}@5.0.0`;
}

/** Fenced code opens or closes on a line that starts with ``` or ~~~. */
const fence = /^\s*(```|~~~)/;

/**
 * One problem per pre-release install command (in prose or code) and per sentence of prose that
 * presents Strapi 5 as a release candidate, a beta or not yet stable, each naming the file, the
 * line (of `source`, front matter included) and the fix.
 *
 * @param {string} file path shown in the messages
 * @param {string} source the whole Markdown file
 * @returns {string[]}
 */
export function versionStoryProblems(file, source) {
  /** @type {string[]} */
  const problems = [];
  let inCode = false;
  source.split('\n').forEach((line, index) => {
    const where = `${file}:${index + 1}`;
    if (fence.test(line)) {
      inCode = !inCode;
      return;
    }
    for (const match of line.matchAll(preReleaseInstall)) {
      problems.push(
        `${where}: "${match[0]}" installs a Strapi pre-release; the docs describe Strapi 5.0.0 (stable) and verify their examples on it: write "${pinned(match[0])}".`,
      );
    }
    for (const match of line.matchAll(preReleaseUpgrade)) {
      problems.push(
        `${where}: "${match[0]}" upgrades to a Strapi pre-release; the docs describe Strapi 5.0.0 (stable): upgrade to 5.0.0 (for example "npx @strapi/upgrade to 5.0.0").`,
      );
    }
    if (inCode) return;
    // The patterns overlap ("While Strapi 5 is a release candidate" matches two): one problem
    // per stretch of text.
    const matches = preReleaseProse
      .flatMap((pattern) => [...line.matchAll(pattern)])
      .sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    let end = -1;
    for (const match of matches) {
      const start = match.index ?? 0;
      if (start < end) continue;
      end = start + match[0].length;
      problems.push(
        `${where}: "${match[0]}" presents Strapi 5 as a release candidate or not yet stable; Strapi 5.0.0 is a stable release, the version these docs describe: state what is true of 5.0.0 (a past pre-release may be named as history, e.g. "the release candidates published before 5.0.0").`,
      );
    }
  });
  return problems;
}
