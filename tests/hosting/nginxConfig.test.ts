import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

import {mainConfig, siteForTest} from './nginxConfig';

const siteFile = path.join(__dirname, '../../hosting/nginx/strapi-docs.conf');
const site = readFileSync(siteFile, 'utf8');
const options = {port: 3242, root: '/work/site/build'};

describe('siteForTest', () => {
  it('sets only the listen and root lines of the site file, keeping its lines in place', () => {
    const tested = siteForTest(site, siteFile, options);
    const changed = tested.split('\n').filter((line, index) => line !== site.split('\n')[index]);
    expect(changed.map((line) => line.trim())).toEqual([
      'listen 127.0.0.1:3242;',
      'root "/work/site/build";',
    ]);
    expect(tested.split('\n')).toHaveLength(site.split('\n').length);
  });

  it('names the file and the directive when the site has not exactly one of it', () => {
    expect(() => siteForTest(site.replace(/^\s*listen .*$/m, ''), siteFile, options)).toThrow(
      `${siteFile}: expected one \`listen\` directive`,
    );
    expect(() =>
      siteForTest(`${site}\nserver {\n    root /srv/other;\n}\n`, siteFile, options),
    ).toThrow(/expected one `root` directive .* found 2/);
  });

  it('refuses a build folder nginx would read as a variable', () => {
    expect(() => siteForTest(site, siteFile, {...options, root: '/tmp/$build'})).toThrow(
      /build folder "\/tmp\/\$build"/,
    );
  });
});

describe('mainConfig', () => {
  it('keeps every file nginx writes in its folder and includes the site', () => {
    const conf = mainConfig({dir: '/tmp/n', site: '/tmp/n/site.conf'});
    const paths = [...conf.matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect(paths.length).toBeGreaterThan(5);
    for (const written of paths) expect(written).toMatch(/^\/tmp\/n\//);
    expect(conf).toContain('daemon off;');
    expect(conf).toContain('keepalive_timeout 0;');
    expect(conf).toContain('include "/tmp/n/site.conf";');
    expect(conf).not.toContain('user ');
    expect(mainConfig({dir: '/tmp/n', site: '/tmp/n/site.conf', rootUser: 'root'})).toContain(
      'user root;',
    );
  });
});
