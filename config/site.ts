/**
 * Facts about the site shared by the config, the theme and the local plugins.
 * Kept in one typed module so that no component parses them back out of strings.
 */
import packageJson from '../package.json';

/** Version of the documented product, shown to readers in the navbar and on /status. */
export const siteVersion: string = packageJson.version;

/** Label of the single docs version of every instance. */
export const docsVersionLabel = 'Next';

export {repositoryBranch, repositoryUrl} from './env';

/** Where the stable v4 documentation lives (announcement bar, footer). */
export const v4DocsUrl = 'https://docs-v4.strapi.io';

export {docsInstances, type DocsInstanceId} from './docs-instances';
