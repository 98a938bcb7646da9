/**
 * Facts about the site shared by the config, the theme and the local plugins.
 * Kept in one typed module so that no component parses them back out of strings.
 */
import examplePackageJson from '../example-project/package.json';
import packageJson from '../package.json';

/**
 * The site's own version label (package.json's `5.0.0-rc`), shown in the navbar and on
 * /status. It is not the Strapi version the pages describe: see `documentedStrapiVersion`.
 */
export const siteVersion: string = packageJson.version;

/**
 * The Strapi version the pages describe and verify their examples on: the `@strapi/strapi`
 * version of the example project, a stable release.
 */
export const documentedStrapiVersion: string = examplePackageJson.dependencies['@strapi/strapi'];

/** Label of the single docs version of every instance. */
export const docsVersionLabel = 'Next';

export {repositoryBranch, repositoryUrl} from './env';

/** Where the stable v4 documentation lives (announcement bar, footer). */
export const v4DocsUrl = 'https://docs-v4.strapi.io';

export {docsInstances, type DocsInstanceId} from './docs-instances';
