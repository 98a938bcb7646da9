/**
 * What the widget receives from the plugin (written with `createData`, imported by the widget's
 * lazy chunk only, so none of it is in a page's initial JavaScript).
 */
export interface ClientConfig {
  projectName: string;
  maxResults: number;
  /** Site-relative path of the index file, with a version query that changes when the docs change. */
  indexPath: string;
  /** Generated answers, when the build was given an endpoint and a model. */
  answer: {endpoint: string; model: string} | null;
}

/**
 * Runtime override of the answer service, read from `window.askAiSearchConfig` when the widget
 * opens: lets one build talk to another proxy (a staging deployment, a test server) without a
 * rebuild. Only the page's own scripts can set it; it carries no secret.
 */
export interface RuntimeAnswerOverride {
  answerEndpoint?: string;
  answerModel?: string;
}

/** The answer service to use: the runtime override when it is complete and valid, else the build's. */
export function resolveAnswerService(
  config: ClientConfig,
  override: RuntimeAnswerOverride | undefined,
): {endpoint: string; model: string} | null {
  if (
    override &&
    typeof override.answerEndpoint === 'string' &&
    /^https?:\/\//.test(override.answerEndpoint)
  ) {
    const model =
      typeof override.answerModel === 'string' && override.answerModel
        ? override.answerModel
        : config.answer?.model;
    if (model) return {endpoint: override.answerEndpoint, model};
  }
  return config.answer;
}
