/**
 * Names available inside ```jsx live code blocks: React (from the original scope) plus `qs`,
 * so live examples can build Strapi REST query strings the way readers' code does.
 */
import qs from 'qs';
import OriginalScope from '@theme-original/ReactLiveScope';

export default {
  ...OriginalScope,
  qs,
};
