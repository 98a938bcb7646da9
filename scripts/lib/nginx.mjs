// @ts-check
/**
 * Debian's nginx as the hosting tests run it (tests/e2e/nginx-server.ts) and as
 * scripts/ensure-nginx.mjs installs it.
 */

/** The nginx binary: Debian's package, or NGINX_PATH. */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian bookworm's package of it (nginx-light there only adds the echo module to it). */
export const nginxPackage = 'nginx';
