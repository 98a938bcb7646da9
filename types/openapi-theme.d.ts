/**
 * The part of the OpenAPI theme's store that our wrappers read (docusaurus-theme-openapi-docs
 * ships no declarations for its `@theme/` aliases).
 */
declare module '@theme/ApiItem/hooks' {
  interface ResponseState {
    /** The response body, or the theme's message while fetching or after a failure. */
    value?: string;
    /** The HTTP status of the last response; absent when no response arrived. */
    code?: string;
  }
  export function useTypedSelector<T>(selector: (state: {response: ResponseState}) => T): T;
}
