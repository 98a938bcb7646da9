#!/usr/bin/env node
/**
 * Makes sure Debian's nginx is installed for the hosting tests, which serve the build with the
 * project's nginx site (hosting/nginx/strapi-docs.conf) on the real server. The tests start their
 * own nginx with their own configuration; the system service is not used.
 */
import {ensureDebianPackage} from './lib/debian-package.mjs';
import {nginxPackage, nginxPath} from './lib/nginx.mjs';

ensureDebianPackage({
  tool: 'ensure-nginx',
  binary: nginxPath,
  debianPackage: nginxPackage,
  pathVariable: 'NGINX_PATH',
});
