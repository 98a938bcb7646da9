/**
 * Every environment variable the site reads, in one place, each with what it switches and what it
 * accepts. The config modules and the fixture sites import these values instead of reading
 * `process.env` themselves. Unset (or empty) means the documented default: nothing optional is
 * switched on.
 *
 * `readSiteEnvironment` checks every variable at once when the config is loaded: a bad value stops
 * the build with one message that names each bad variable, the value it got and what it accepts,
 * before any plugin reads it (a malformed URL otherwise surfaced as 1,842 broken links, an empty
 * branch as broken edit links, `FASTER=false` as the fast toolchain, silently).
 */
import type {OptInScriptsOptions} from '../plugins/opt-in-scripts';
import {optInScriptsSchema} from '../plugins/opt-in-scripts/lib/options';

export interface SiteEnvironment {
  /** SITE_URL: the origin the site is deployed at (canonical links, sitemap, robots.txt, llms.txt). */
  siteUrl: string;
  /**
   * PREVIEW_DEPLOYMENT=1: a preview deployment, whose robots.txt and headers ask crawlers to stay
   * away. `'1'`, `'0'` or undefined (plugins/robots-txt reads the same values).
   */
  previewDeployment: string | undefined;
  /** REPOSITORY_URL: repository that holds this site's sources; edit links point into it. */
  repositoryUrl: string;
  /** REPOSITORY_BRANCH: branch that edit links target. */
  repositoryBranch: string;
  /** FASTER=0 builds with the classic webpack/Babel/Terser toolchain instead of Rspack and SWC. */
  useFasterToolchain: boolean;
  /**
   * The opt-in scripts, as their raw values (plugins/opt-in-scripts normalizes them):
   * HEATMAP_SITE_ID, the heatmap tracker's (Hotjar) site id; GTM_CONTAINER_ID, a Google Tag
   * Manager container id (GTM-…); VISUAL_EFFECTS=1, the click effect (never under reduced motion).
   */
  optInScripts: OptInScriptsOptions;
  /**
   * Generated answers in the Ask mode: AI_ANSWER_ENDPOINT, an OpenAI-compatible chat-completions
   * URL (your proxy), and AI_ANSWER_MODEL, the model name it requires. Unset: offline answers only.
   */
  aiAnswer: {endpoint: string | undefined; model: string | undefined};
  /**
   * FEEDBACK_ENDPOINT: a URL that receives the readers' votes and comments as JSON POSTs (the
   * schema is in src/components/Feedback/README.md). Unset: nothing is sent anywhere, and readers
   * can still open a pre-filled GitHub issue.
   */
  feedbackEndpoint: string | null;
}

type Environment = Readonly<Record<string, string | undefined>>;

export const defaultSiteUrl = 'https://docs-next.strapi.io';
export const defaultRepositoryUrl = 'https://github.com/strapi/documentation';
export const defaultRepositoryBranch = 'main';

/** A variable's value; unset and empty both mean "use the default". */
function valueOf(env: Environment, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

/** One bad variable: its name, the value it got (quoted, control characters escaped), what it takes. */
export function badValueMessage(name: string, value: string, accepts: string): string {
  return `${name}=${JSON.stringify(value)}: ${name} takes ${accepts}.`;
}

/** `value` as an http(s) URL without credentials, query or fragment; null when it is not one. */
function parseWebUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  const plain =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    !url.username &&
    !url.password &&
    !url.search &&
    !url.hash;
  return plain ? url : null;
}

const siteUrlAccepts =
  'the origin the site is served at: an http(s) URL without a path, query or fragment, such as ' +
  `${defaultSiteUrl} (the site is built for the root of its host, baseUrl "/"; a sub-path is not supported)`;

function checkSiteUrl(value: string | undefined, problems: string[]): string {
  if (value === undefined) return defaultSiteUrl;
  const url = parseWebUrl(value);
  if (url && url.pathname === '/') return url.origin;
  problems.push(badValueMessage('SITE_URL', value, siteUrlAccepts));
  return defaultSiteUrl;
}

const repositoryUrlAccepts =
  "the web address of the repository that holds the site's sources, an http(s) URL with its path " +
  `and nothing after it, such as ${defaultRepositoryUrl} (edit links are <url>/edit/<branch>/<file>)`;

function checkRepositoryUrl(value: string | undefined, problems: string[]): string {
  if (value === undefined) return defaultRepositoryUrl;
  const url = parseWebUrl(value);
  const repositoryPath = url?.pathname.replace(/\/+$/, '') ?? '';
  if (url && repositoryPath) return `${url.origin}${repositoryPath}`;
  problems.push(badValueMessage('REPOSITORY_URL', value, repositoryUrlAccepts));
  return defaultRepositoryUrl;
}

/**
 * A branch name git accepts and an edit link can carry as it is: letters, digits, `.`, `_`, `-`
 * and `/`; no `..`, `//` or `@{`; not starting with `-`, `.` or `/`; not ending with `/`, `.` or
 * `.lock`.
 */
const branchName = /^(?![-./])(?!.*(?:\.\.|\/\/|\/\.))(?!.*(?:[/.]|\.lock)$)[A-Za-z0-9._/-]+$/;

const branchAccepts =
  'a git branch name such as main or release/5.x: letters, digits, ".", "_", "-" and "/", ' +
  'not starting with "-", "." or "/", without ".." or "//", not ending with "/", "." or ".lock"';

function checkRepositoryBranch(value: string | undefined, problems: string[]): string {
  if (value === undefined) return defaultRepositoryBranch;
  if (branchName.test(value)) return value;
  problems.push(badValueMessage('REPOSITORY_BRANCH', value, branchAccepts));
  return defaultRepositoryBranch;
}

/** A 0/1 switch; undefined when unset, or (with a problem) when it is neither. */
function checkSwitch(
  name: string,
  value: string | undefined,
  meanings: {on: string; off: string},
  problems: string[],
): '1' | '0' | undefined {
  if (value === undefined || value === '1' || value === '0') return value;
  problems.push(badValueMessage(name, value, `1 (${meanings.on}) or 0 (${meanings.off})`));
  return undefined;
}

function checkOptInScripts(env: Environment, problems: string[]): OptInScriptsOptions {
  const optInScripts = {
    heatmapSiteId: valueOf(env, 'HEATMAP_SITE_ID'),
    gtmContainerId: valueOf(env, 'GTM_CONTAINER_ID'),
    visualEffects: valueOf(env, 'VISUAL_EFFECTS'),
  };
  // The plugin's own schema, so the rules and their messages (which name the variable, the value
  // and what it takes) are written once.
  const {error} = optInScriptsSchema.validate(optInScripts, {abortEarly: false});
  problems.push(...(error?.details.map((detail) => detail.message) ?? []));
  return optInScripts;
}

const endpointAccepts =
  'the http(s) URL of an OpenAI-compatible chat-completions endpoint, such as ' +
  'https://example.com/v1/chat/completions';

function checkAiAnswer(env: Environment, problems: string[]): SiteEnvironment['aiAnswer'] {
  const endpoint = valueOf(env, 'AI_ANSWER_ENDPOINT');
  const model = valueOf(env, 'AI_ANSWER_MODEL');
  if (endpoint !== undefined && !parseWebUrl(endpoint)) {
    problems.push(badValueMessage('AI_ANSWER_ENDPOINT', endpoint, endpointAccepts));
  }
  if ((endpoint === undefined) !== (model === undefined)) {
    const [set, unset] =
      endpoint === undefined
        ? ['AI_ANSWER_MODEL', 'AI_ANSWER_ENDPOINT']
        : ['AI_ANSWER_ENDPOINT', 'AI_ANSWER_MODEL'];
    problems.push(
      `${set} is set but ${unset} is not: AI_ANSWER_ENDPOINT and AI_ANSWER_MODEL go together ` +
        '(set both for generated answers, or neither for offline answers only).',
    );
  }
  return {endpoint, model};
}

const feedbackEndpointAccepts =
  "the http(s) URL that receives the readers' feedback as JSON POSTs, such as " +
  'https://feedback.example.com/collect (unset: nothing is sent anywhere)';

function checkFeedbackEndpoint(value: string | undefined, problems: string[]): string | null {
  if (value === undefined) return null;
  if (parseWebUrl(value)) return value;
  problems.push(badValueMessage('FEEDBACK_ENDPOINT', value, feedbackEndpointAccepts));
  return null;
}

/**
 * The site's settings from `env` (pure: pass `process.env` or a test's object). Throws one error
 * naming every bad variable, the value it got and what it accepts.
 */
export function readSiteEnvironment(env: Environment): SiteEnvironment {
  const problems: string[] = [];
  const previewDeployment = checkSwitch(
    'PREVIEW_DEPLOYMENT',
    valueOf(env, 'PREVIEW_DEPLOYMENT'),
    {on: 'a preview deployment: crawlers are asked to stay away', off: 'production, the default'},
    problems,
  );
  const faster = checkSwitch(
    'FASTER',
    valueOf(env, 'FASTER'),
    {on: 'Rspack and SWC, the default', off: 'the classic webpack/Babel/Terser toolchain'},
    problems,
  );
  const environment: SiteEnvironment = {
    siteUrl: checkSiteUrl(valueOf(env, 'SITE_URL'), problems),
    previewDeployment,
    repositoryUrl: checkRepositoryUrl(valueOf(env, 'REPOSITORY_URL'), problems),
    repositoryBranch: checkRepositoryBranch(valueOf(env, 'REPOSITORY_BRANCH'), problems),
    useFasterToolchain: faster !== '0',
    optInScripts: checkOptInScripts(env, problems),
    aiAnswer: checkAiAnswer(env, problems),
    feedbackEndpoint: checkFeedbackEndpoint(valueOf(env, 'FEEDBACK_ENDPOINT'), problems),
  };
  if (problems.length > 0) {
    throw new Error(
      `[config/env.ts] ${problems.length === 1 ? 'An environment variable has' : `${problems.length} environment variables have`} a value the site cannot use:\n` +
        problems.map((problem) => `  - ${problem}`).join('\n') +
        '\nFix: set each to a value it takes, or unset it for its default (README.md, "Environment variables").',
    );
  }
  return environment;
}

export const {
  siteUrl,
  previewDeployment,
  repositoryUrl,
  repositoryBranch,
  useFasterToolchain,
  optInScripts,
  aiAnswer,
  feedbackEndpoint,
} = readSiteEnvironment(process.env);
