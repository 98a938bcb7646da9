/**
 * The security-headers plugin on the guard fixture site: content the site's
 * Content-Security-Policy would block or must never allow fails the build, naming the page and
 * the cause, and an origin declared in the plugin's options is allowed instead. The faults are
 * detected independently, page by page, so one build carries them all and each message must
 * still be there, distinct.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it, onTestFinished} from 'vitest';

import {createGuardSite, page, type GuardSite} from '../lib/guardSite';

const pluginEntry = path.resolve(__dirname, '../../plugins/security-headers/index.ts');

/** A fresh fixture copy whose config adds security-headers with these options. */
function siteWithSecurityHeaders(options: object): {site: GuardSite; config: string} {
  const site = createGuardSite();
  onTestFinished(site.remove);
  site.inject(
    'security.config.ts',
    "import config from './docusaurus.config';\n\n" +
      `export default {...config, plugins: [...config.plugins, [${JSON.stringify(pluginEntry)}, ${JSON.stringify(options)}]]};\n`,
  );
  return {site, config: 'security.config.ts'};
}

/** A page with an image from images.example.com and one with a frame from video.example.org. */
function injectExternalEmbeds(site: GuardSite): void {
  site.inject(
    'docs/cloud/external-image.md',
    page('title: An external image', '![A chart](https://images.example.com/chart.png)'),
  );
  site.inject(
    'docs/user-docs/external-frame.mdx',
    page(
      'title: An external frame',
      '<iframe title="Video" src="https://video.example.org/embed/1"></iframe>',
    ),
  );
}

describe('security headers guards', {timeout: 180_000}, () => {
  it('fails on scripts written in pages and on images and frames from other origins, naming each', () => {
    const {site, config} = siteWithSecurityHeaders({});
    site.inject(
      'docs/dev-docs/body-script.mdx',
      page(
        'title: A script in the body',
        'Text.\n\n<script>{`window.bodyScriptRan = true`}</script>',
      ),
    );
    site.inject(
      'docs/dev-docs/head-script.mdx',
      page(
        'title: A script in the head',
        '<head>\n  <script>{`window.headScriptRan = true`}</script>\n</head>\n\nText.',
      ),
    );
    injectExternalEmbeds(site);
    // Script-like text in an attribute (the description meta) is not a script.
    site.inject(
      'docs/dev-docs/script-in-description.md',
      page(
        'title: Script text in the description\ndescription: "Explains <script>alert(1)</script> tags"',
        'Text.',
      ),
    );
    const {ok, output} = site.build(config);
    expect(ok).toBe(false);
    expect(output).toMatch(/2 page\(s\) hold an inline <script> the site did not emit/);
    expect(output).toContain('dev-docs/body-script/index.html: <script>window.bodyScriptRan');
    expect(output).toContain('dev-docs/head-script/index.html: <script>window.headScriptRan');
    expect(output).toContain(
      'cloud/external-image/index.html: <img> from https://images.example.com (img-src)',
    );
    expect(output).toContain(
      'user-docs/external-frame/index.html: <iframe> from https://video.example.org (frame-src)',
    );
    expect(output).not.toContain('script-in-description');
  });

  it('allows an image or frame origin declared in the options, and adds it to the policy', () => {
    const {site, config} = siteWithSecurityHeaders({
      imageOrigins: ['https://images.example.com'],
      frameOrigins: ['https://video.example.org'],
    });
    injectExternalEmbeds(site);
    const {ok, output} = site.build(config);
    expect(output).toContain('Generated static files');
    expect(ok).toBe(true);
    const headers = readFileSync(path.join(site.siteDir, 'build/_headers'), 'utf8');
    expect(headers).toMatch(/img-src 'self' data: https:\/\/images\.example\.com;/);
    expect(headers).toMatch(/frame-src 'self' https:\/\/video\.example\.org;/);
  });
});
