/**
 * Wrapper of the OpenAPI theme's buildPostmanRequest (the request the samples show and the panel
 * sends): nested deepObject parameters such as Strapi's `filters` are flattened into bracket
 * notation first, since the original serialises one level only.
 */
import buildPostmanRequest from '@theme-init/ApiExplorer/buildPostmanRequest';
import {flattenDeepObjectParams, type QueryParam} from '../../client/deepObjectParams';

export default function buildPostmanRequestWithNestedParams(
  postman: unknown,
  options: {queryParams: QueryParam[]} & Record<string, unknown>,
): unknown {
  return buildPostmanRequest(postman, {
    ...options,
    queryParams: flattenDeepObjectParams(options.queryParams),
  });
}
