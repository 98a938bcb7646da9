/**
 * Every environment variable the site reads, in one place, each with what it switches. The
 * config modules and the fixture sites import these values instead of reading `process.env`
 * themselves. Unset means the documented default: nothing optional is switched on.
 */
import type {OptInScriptsOptions} from '../plugins/opt-in-scripts';

/** Public URL the site is deployed at (canonical links, sitemap, robots.txt, llms.txt); empty is unset. */
export const siteUrl = process.env.SITE_URL || 'https://docs-next.strapi.io';

/**
 * PREVIEW_DEPLOYMENT=1: a preview deployment, whose robots.txt and headers ask crawlers to stay
 * away. The raw value, validated by plugins/robots-txt.
 */
export const previewDeployment = process.env.PREVIEW_DEPLOYMENT;

/** Repository that holds this site's sources; edit links point into it. */
export const repositoryUrl =
  process.env.REPOSITORY_URL ?? 'https://github.com/strapi/documentation';

/** Branch that edit links target. */
export const repositoryBranch = process.env.REPOSITORY_BRANCH ?? 'main';

/** FASTER=0 builds with the classic webpack/Babel/Terser toolchain instead of Rspack and SWC. */
export const useFasterToolchain = process.env.FASTER !== '0';

/**
 * The opt-in scripts, as their raw values (validated by plugins/opt-in-scripts):
 * HEATMAP_SITE_ID, the heatmap tracker's (Hotjar) site id; GTM_CONTAINER_ID, a Google Tag
 * Manager container id (GTM-…); VISUAL_EFFECTS=1, the click effect (never under reduced motion).
 */
export const optInScripts: OptInScriptsOptions = {
  heatmapSiteId: process.env.HEATMAP_SITE_ID,
  gtmContainerId: process.env.GTM_CONTAINER_ID,
  visualEffects: process.env.VISUAL_EFFECTS,
};

/**
 * Generated answers in the Ask mode: AI_ANSWER_ENDPOINT, an OpenAI-compatible chat-completions URL
 * (your proxy), and AI_ANSWER_MODEL, the model name it requires. Unset: offline answers only.
 */
export const aiAnswer = {
  endpoint: process.env.AI_ANSWER_ENDPOINT,
  model: process.env.AI_ANSWER_MODEL,
};

/**
 * FEEDBACK_ENDPOINT: a URL that receives the readers' votes and comments as JSON POSTs (the
 * schema is in src/components/Feedback/README.md). Unset or empty: nothing is sent anywhere, and
 * readers can still open a pre-filled GitHub issue. Anything but an http(s) URL fails the build.
 */
export const feedbackEndpoint = httpUrlOrNull('FEEDBACK_ENDPOINT', process.env.FEEDBACK_ENDPOINT);

/** The value of an optional URL variable, checked: null when unset or empty. */
export function httpUrlOrNull(name: string, value: string | undefined): string | null {
  if (!value) return null;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new Error(
      `${name} must be an http(s) URL, such as https://feedback.example.com/collect; got "${value}". Unset it to switch the feature off.`,
    );
  return value;
}
