/**
 * Origins the policy allows beyond the site, each only when the variable that turns its
 * feature on is set: the heatmap tracker, the tag manager, the answer service of Ask mode and the
 * feedback endpoint.
 */
import type {PolicyInputs} from './headers';

export interface ThirdPartyOptions {
  heatmap: boolean;
  tagManager: boolean;
  /** AI_ANSWER_ENDPOINT, when set. */
  answerEndpoint: string | null;
  /** FEEDBACK_ENDPOINT, when set. */
  feedbackEndpoint?: string | null;
}

export function thirdPartySources({
  heatmap,
  tagManager,
  answerEndpoint,
  feedbackEndpoint,
}: ThirdPartyOptions): PolicyInputs['thirdParty'] {
  const sources = {
    scriptSrc: [] as string[],
    connectSrc: [] as string[],
    imgSrc: [] as string[],
    frameSrc: [] as string[],
    styleSrc: [] as string[],
    fontSrc: [] as string[],
  };
  if (heatmap) {
    // The tracker's documented hosts: loader and script, its API and websocket, its assets.
    sources.scriptSrc.push('https://static.hotjar.com', 'https://script.hotjar.com');
    sources.connectSrc.push('https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com');
    sources.imgSrc.push('https://*.hotjar.com');
    sources.styleSrc.push('https://static.hotjar.com');
    sources.fontSrc.push('https://script.hotjar.com');
    sources.frameSrc.push('https://vars.hotjar.com');
  }
  if (tagManager) {
    sources.scriptSrc.push('https://www.googletagmanager.com');
    sources.imgSrc.push('https://www.googletagmanager.com');
    sources.connectSrc.push('https://www.googletagmanager.com');
    // The no-script frame of the container.
    sources.frameSrc.push('https://www.googletagmanager.com');
  }
  if (answerEndpoint) sources.connectSrc.push(new URL(answerEndpoint).origin);
  if (feedbackEndpoint) sources.connectSrc.push(new URL(feedbackEndpoint).origin);
  return sources;
}
