#!/usr/bin/env node
/**
 * `npm run screenshots`: takes the admin-panel screenshots of the docs from the real Strapi
 * 5.0.0 example project, started in development mode (`start --develop` of
 * scripts/example-project.mjs: the Content-type Builder edits only there). Logs in as the seeded
 * admin user and, for each shot of `shots` below, in the light and the dark admin theme, writes
 * to static/img/example-project/:
 *
 * - `<name>-<theme>.webp`: the part of the screen the step is about (the shot's `region`), at
 *   most about 900 admin pixels wide, so that the docs' 703 px column draws the admin's text at
 *   11 px or more;
 * - `<name>-<theme>-full.webp`: the whole screen, which the image zoom opens (left out when the
 *   region is the whole screen).
 *
 * both captured at device scale 2 and kept under 150 KB each. It records each crop's size and
 * where it sits in its screen in src/components/Screenshot/screenshots.json, which
 * `<Screenshot name="…" />` reads.
 *
 *   npm run screenshots                      every shot
 *   npm run screenshots -- admin-home media-library   only the named shots
 *
 * Not part of `npm test`: the committed images are its output.
 */
import {spawnSync} from 'node:child_process';
import {mkdirSync, readFileSync, statSync, writeFileSync, existsSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.EXAMPLE_PROJECT_PORT ?? 1337);
const baseUrl = `http://127.0.0.1:${port}`;
const outDir = path.join(root, 'static', 'img', 'example-project');
const manifestFile = path.join(root, 'src', 'components', 'Screenshot', 'screenshots.json');
const defaultViewport = {width: 1280, height: 800};
// Captured at twice the admin's pixels: sharp on high-density screens, and when the docs' column
// draws a crop smaller or the zoom draws a screen larger than the admin's own size.
const pixelRatio = 2;
const maxBytes = 150 * 1024;
// The admin's layout: its content column has 56 px of padding on each side.
const contentPadding = 56;
// Space kept around a region, so a crop does not end on the edge of a control (and no more: the
// admin's floating help button sits 6 px right of the content column).
const regionMargin = 4;
// sharp comes with the example project (Strapi's upload plugin uses it): no extra site dependency.
const sharp = createRequire(path.join(root, 'example-project', 'package.json'))('sharp');
// The seeded admin user (example-project/scripts/seed-data.js).
const admin = {email: 'admin@example.com', password: 'ExampleProject1'};
const restaurantUid = 'api::restaurant.restaurant';

/**
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{x: number, y: number, width: number, height: number}} Box
 * @typedef {Box & {margin?: number}} RegionBox a region, with the space to keep around it
 * @typedef {(page: Page, viewport: {width: number, height: number}) => Promise<RegionBox>} Region
 */

/**
 * The box of the first visible element matching `selector`, or an error naming the shot's
 * selector (thrown to the shot's failure report).
 * @param {Page} page
 * @param {string} selector
 * @returns {Promise<Box>}
 */
async function boxOf(page, selector) {
  const element = page.locator(selector).filter({visible: true}).first();
  await element.waitFor({timeout: 15_000});
  const box = await element.boundingBox();
  if (!box) throw new Error(`the region's element ${selector} has no box`);
  return box;
}

/**
 * The regions a shot can show. Each returns a box in the admin's pixels, which `cropBox` then
 * widens by the margin and clamps to the screen.
 */
const regions = {
  /**
   * The page's content column: from the page title's left edge to the right padding of the
   * content, from the top of the screen to the end of the page's content (or of the screen).
   * @type {Region}
   */
  column: async (page, viewport) => {
    const title = await boxOf(page, 'h1');
    const main = page.locator('main').filter({visible: true}).first();
    const mainBox = (await main.count()) ? await main.boundingBox() : null;
    const bottom = mainBox
      ? Math.min(viewport.height, mainBox.y + mainBox.height)
      : viewport.height;
    const right = viewport.width - contentPadding;
    return {x: title.x, y: 0, width: right - title.x, height: bottom};
  },
  /**
   * The open dialog, to its edges.
   * @type {Region}
   */
  dialog: async (page) => ({...(await boxOf(page, '[role="dialog"]')), margin: 0}),
  /**
   * The content column, from `above` pixels over the first of `selectors` to `below` pixels
   * under the last: a field and what opens from it.
   * @param {string[]} selectors
   * @param {{above: number, below: number}} space
   * @returns {Region}
   */
  around:
    (selectors, {above, below}) =>
    async (page, viewport) => {
      const column = await regions.column(page, viewport);
      const boxes = await Promise.all(selectors.map((selector) => boxOf(page, selector)));
      const top = Math.max(0, Math.min(...boxes.map((box) => box.y)) - above);
      const bottom = Math.min(
        viewport.height,
        Math.max(...boxes.map((box) => box.y + box.height)) + below,
      );
      return {x: column.x, y: top, width: column.width, height: bottom - top};
    },
  /**
   * The section navigation (the sub navigation beside the main one) and the start of the page
   * beside it, `width` pixels wide from the section navigation's left edge.
   * @param {number} width
   * @returns {Region}
   */
  sectionNavigation: (width) => async (page, viewport) => {
    const navigation = await boxOf(page, 'nav >> nth=1');
    return {x: navigation.x, y: 0, width, height: viewport.height};
  },
  /**
   * The whole screen (for a shot about the layout itself, taken at a narrower window).
   * @type {Region}
   */
  screen: async (_page, viewport) => ({x: 0, y: 0, ...viewport}),
};

/**
 * The shots. `path` is opened after login; `ready` is text that must be visible before the
 * shot; `act`, when present, clicks or types on the page first (a Playwright `page`); `region`
 * is the part of the screen the docs' step is about (the crop, see `regions`); `viewport`, when
 * present, replaces the 1280×800 window, for pages whose content spans the whole width.
 * @type {Array<{name: string, path: string, ready: string, region: Region, viewport?: {width: number, height: number}, act?: (page: Page) => Promise<void>}>}
 */
const shots = [
  // The whole layout: main navigation and home page, in a window as wide as a legible crop.
  {
    name: 'admin-home',
    path: '/admin',
    ready: 'Welcome',
    region: regions.screen,
    viewport: {width: 896, height: 720},
  },
  {
    name: 'content-manager-list',
    path: `/admin/content-manager/collection-types/${restaurantUid}`,
    ready: 'Trattoria Lucca',
    region: regions.column,
  },
  {
    name: 'content-manager-edit',
    path: `/admin/content-manager/collection-types/${restaurantUid}/znrlzntu9ei5onjvwfaalu2v`,
    ready: 'Modified',
    region: regions.column,
  },
  {
    name: 'content-type-builder',
    path: `/admin/plugins/content-type-builder/content-types/${restaurantUid}`,
    ready: 'categories',
    region: regions.column,
    act: expectContentTypeBuilderEditable,
  },
  {
    name: 'content-type-builder-navigation',
    path: `/admin/plugins/content-type-builder/content-types/${restaurantUid}`,
    ready: 'categories',
    region: regions.sectionNavigation(720),
    act: expectContentTypeBuilderEditable,
  },
  {
    name: 'media-library',
    path: '/admin/plugins/upload',
    ready: 'terrace',
    region: regions.column,
    viewport: {width: 1048, height: 800},
  },
  {
    name: 'settings',
    path: '/admin/settings/application-infos',
    ready: 'Strapi version',
    region: regions.sectionNavigation(720),
  },
  {
    name: 'settings-overview',
    path: '/admin/settings/application-infos',
    ready: 'Strapi version',
    region: regions.column,
  },
  // User Guide shots (docs/user-docs).
  {
    name: 'profile',
    path: '/admin/me',
    ready: 'Experience',
    region: regions.column,
    // Tall enough for the page's three sections.
    viewport: {width: 1048, height: 1100},
  },
  {
    name: 'cm-configure-list-view',
    path: `/admin/content-manager/collection-types/${restaurantUid}/configurations/list`,
    ready: 'Enable search',
    region: regions.column,
  },
  {
    name: 'cm-configure-edit-view',
    path: `/admin/content-manager/collection-types/${restaurantUid}/configurations/edit`,
    ready: 'Entry title',
    region: regions.column,
  },
  {
    name: 'cm-relations',
    path: `/admin/content-manager/collection-types/${restaurantUid}/znrlzntu9ei5onjvwfaalu2v`,
    ready: 'Modified',
    // The field's label above the combobox, and the field after the list.
    region: regions.around(['role=combobox[name=/categories/i]', '[role="listbox"]'], {
      above: 64,
      below: 40,
    }),
    act: async (page) => {
      const input = page.getByRole('combobox', {name: /categories/i}).first();
      await input.scrollIntoViewIfNeeded();
      await input.click();
      await page.getByRole('option').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'cm-locale-picker',
    path: `/admin/content-manager/collection-types/${restaurantUid}/znrlzntu9ei5onjvwfaalu2v`,
    ready: 'Modified',
    region: regions.column,
    act: async (page) => {
      await page
        .getByRole('combobox', {name: /locales/i})
        .first()
        .click();
      await page.getByRole('option').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'cm-bulk-actions',
    path: `/admin/content-manager/collection-types/${restaurantUid}`,
    ready: 'Trattoria Lucca',
    region: regions.column,
    act: async (page) => {
      // check() clicks until the box is checked (a click before the table settles is lost).
      await page
        .getByRole('checkbox', {name: /select all/i})
        .first()
        .check();
      await page
        .getByRole('button', {name: 'Publish', exact: true})
        .filter({visible: true})
        .first()
        .waitFor({timeout: 15_000});
    },
  },
  {
    name: 'ml-upload',
    path: '/admin/plugins/upload',
    ready: 'terrace',
    region: regions.dialog,
    act: async (page) => {
      await page.getByRole('button', {name: 'Add new assets'}).first().click();
      await page.getByText('Browse files').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'ml-asset-details',
    path: '/admin/plugins/upload',
    ready: 'terrace',
    region: regions.dialog,
    act: async (page) => {
      await page
        .getByRole('button', {name: /^edit$/i})
        .first()
        .click();
      await page.getByText('Alternative text').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'ml-new-folder',
    path: '/admin/plugins/upload',
    ready: 'terrace',
    region: regions.dialog,
    act: async (page) => {
      await page.getByRole('button', {name: 'Add new folder'}).first().click();
      await page.getByText('Location').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'ml-settings',
    path: '/admin/settings/media-library',
    ready: 'Responsive friendly upload',
    region: regions.column,
  },
  {name: 'admin-roles', path: '/admin/settings/roles', ready: 'Editor', region: regions.column},
  {
    name: 'admin-role-edit',
    path: '/admin/settings/roles',
    ready: 'Editor',
    region: regions.column,
    act: async (page) => {
      await page.getByText('Editor', {exact: true}).first().click();
      await page.getByText('Restaurant', {exact: true}).first().click();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'admin-users',
    path: '/admin/settings/users?pageSize=10&page=1&sort=firstname',
    ready: 'admin@example.com',
    region: regions.column,
  },
  {
    name: 'admin-invite-user',
    path: '/admin/settings/users?pageSize=10&page=1&sort=firstname',
    ready: 'admin@example.com',
    region: regions.dialog,
    act: async (page) => {
      await page.getByRole('button', {name: 'Invite new user'}).first().click();
      await page.getByText('User details').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'up-roles',
    path: '/admin/settings/users-permissions/roles',
    ready: 'Authenticated',
    region: regions.column,
  },
  {
    name: 'up-role-edit',
    path: '/admin/settings/users-permissions/roles',
    ready: 'Authenticated',
    region: regions.column,
    act: async (page) => {
      await page.getByText('Public', {exact: true}).first().click();
      await page.getByText('Restaurant', {exact: true}).first().click();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'end-users',
    path: '/admin/content-manager/collection-types/plugin::users-permissions.user',
    ready: 'kai@example.com',
    region: regions.column,
  },
  {
    name: 'up-providers',
    path: '/admin/settings/users-permissions/providers',
    ready: 'github',
    region: regions.column,
  },
  {
    name: 'up-email-templates',
    path: '/admin/settings/users-permissions/email-templates',
    ready: 'Email address confirmation',
    region: regions.column,
  },
  {
    name: 'up-advanced-settings',
    path: '/admin/settings/users-permissions/advanced-settings',
    ready: 'Enable sign-ups',
    region: regions.column,
  },
  {
    name: 'plugins-list',
    path: '/admin/settings/list-plugins',
    ready: 'List of the installed plugins',
    region: regions.column,
  },
  {
    name: 'api-tokens',
    path: '/admin/settings/api-tokens?sort=name:ASC',
    ready: 'API Tokens',
    region: regions.column,
  },
  {
    name: 'api-token-create',
    path: '/admin/settings/api-tokens/create',
    ready: 'Token duration',
    region: regions.column,
  },
  {
    name: 'transfer-tokens',
    path: '/admin/settings/transfer-tokens?sort=name:ASC',
    ready: 'Transfer Tokens',
    region: regions.column,
  },
  {
    name: 'transfer-token-create',
    path: '/admin/settings/transfer-tokens/create',
    ready: 'Token duration',
    region: regions.column,
  },
  {
    name: 'i18n-locales',
    path: '/admin/settings/internationalization',
    ready: 'Add new locale',
    region: regions.column,
  },
  {
    name: 'i18n-add-locale',
    path: '/admin/settings/internationalization',
    ready: 'Add new locale',
    region: regions.dialog,
    act: async (page) => {
      await page.getByRole('button', {name: 'Add new locale'}).first().click();
      await page.getByText('Locale display name').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'email-settings',
    path: '/admin/settings/email',
    ready: 'Send test email',
    region: regions.column,
  },
  {name: 'webhooks', path: '/admin/settings/webhooks', ready: 'Webhooks', region: regions.column},
];

/**
 * The Content-type Builder's shots show it as a developer uses it: in development mode, with
 * its editing buttons and without the "production mode" notice.
 * @param {Page} page
 */
async function expectContentTypeBuilderEditable(page) {
  await page.getByRole('button', {name: 'Add another field'}).first().waitFor({timeout: 15_000});
}

/** @param {string} message */
function log(message) {
  console.log(`[screenshots] ${message}`);
}

async function isUp() {
  try {
    return (await fetch(`${baseUrl}/_health`)).ok;
  } catch {
    return false;
  }
}

/** @param {string[]} args */
function exampleProject(args) {
  const result = spawnSync(process.execPath, ['scripts/example-project.mjs', ...args], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @param {Page} page */
async function logIn(page) {
  await page.goto(`${baseUrl}/admin/auth/login`);
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', {name: 'Login'}).click();
  await page.waitForURL((url) => !url.pathname.includes('/auth/'), {timeout: 30_000});
}

/**
 * PNG → WebP, lowering the quality until the file fits the size budget.
 * @param {Buffer} png
 * @param {string} what the file, for the error
 * @returns {Promise<Buffer>}
 */
async function toWebp(png, what) {
  for (let quality = 82; quality >= 40; quality -= 6) {
    const webp = await sharp(png).webp({quality}).toBuffer();
    if (webp.length <= maxBytes) return webp;
  }
  throw new Error(`${what}: cannot fit the shot under ${maxBytes} bytes; choose a smaller region`);
}

/**
 * The region widened by its margin, in whole pixels, inside the screen.
 * @param {RegionBox} region
 * @param {{width: number, height: number}} viewport
 * @returns {Box}
 */
function cropBox(region, viewport) {
  const margin = region.margin ?? regionMargin;
  const left = Math.max(0, Math.floor(region.x - margin));
  const top = Math.max(0, Math.floor(region.y - margin));
  const right = Math.min(viewport.width, Math.ceil(region.x + region.width + margin));
  const bottom = Math.min(viewport.height, Math.ceil(region.y + region.height + margin));
  return {x: left, y: top, width: right - left, height: bottom - top};
}

/**
 * Waits for the page's loaders to finish, then fails when a notification is over the page (such
 * as the Content-type Builder's "production mode" notice): the shot would not be in the state
 * the docs describe. Loaders and notifications are both `role="alert"`; only boxes a reader
 * can see count (a loader also announces itself in a visually hidden 1 px box).
 * @param {Page} page
 * @param {string} name
 */
async function expectNoNotification(page, name) {
  const pending = await page.waitForFunction(
    () => {
      const alerts = Array.from(document.querySelectorAll('[role="alert"]'))
        .filter((alert) => {
          const box = alert.getBoundingClientRect();
          return box.width > 40 && box.height > 16;
        })
        .map((alert) => (alert.textContent ?? '').trim());
      // Still loading: not yet (an empty list is truthy and ends the wait).
      return alerts.some((text) => /^Loading/.test(text)) ? false : alerts;
    },
    undefined,
    {timeout: 30_000},
  );
  const notices = /** @type {string[]} */ (await pending.jsonValue());
  if (notices.length > 0) throw new Error(`${name}: a notification is shown: "${notices[0]}"`);
}

/**
 * Opens the shot's page and brings it to the state the docs describe. The admin panel renders
 * some pages twice while their data arrives (an element found in the first render is gone in the
 * second), so a failed attempt is retried from the start; after the last one, what the page
 * looked like is kept in example-project/.tmp/ and named in the error.
 * @param {Page} page
 * @param {(typeof shots)[number]} shot
 */
async function prepare(page, shot) {
  const attempts = 3;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.goto(`${baseUrl}${shot.path}`);
      await page.getByText(shot.ready, {exact: false}).first().waitFor({timeout: 30_000});
      await page.waitForLoadState('networkidle');
      if (shot.act) await shot.act(page);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await expectNoNotification(page, shot.name);
      return;
    } catch (error) {
      if (attempt < attempts) {
        log(`${shot.name}: attempt ${attempt} failed (${String(error).split('\n')[0]}), retrying`);
        continue;
      }
      const failure = path.join(
        root,
        'example-project',
        '.tmp',
        `screenshot-failure-${shot.name}.png`,
      );
      await page.screenshot({path: failure});
      throw new Error(`${shot.name} (${shot.path}) failed; the page as it was: ${failure}`, {
        cause: error,
      });
    }
  }
}

/**
 * @param {string} file
 * @param {Buffer} webp
 * @param {{width: number, height: number}} size
 */
function write(file, webp, size) {
  writeFileSync(file, webp);
  log(
    `${path.relative(root, file)} ${size.width}×${size.height} ${(statSync(file).size / 1024).toFixed(0)} KB`,
  );
}

/**
 * Takes one shot in one theme: the crop and the full screen. The crop's box is measured in the
 * first theme and reused in the second, so both variants have the same size.
 * @param {Page} page
 * @param {(typeof shots)[number]} shot
 * @param {'light' | 'dark'} theme
 * @param {Box | undefined} knownBox
 * @returns {Promise<Box>}
 */
async function takeShot(page, shot, theme, knownBox) {
  const viewport = shot.viewport ?? defaultViewport;
  await page.setViewportSize(viewport);
  await prepare(page, shot);
  const box = knownBox ?? cropBox(await shot.region(page, viewport), viewport);
  const png = await page.screenshot({type: 'png'});
  const scaled = (/** @type {number} */ value) => value * pixelRatio;
  const crop = await sharp(png)
    .extract({
      left: scaled(box.x),
      top: scaled(box.y),
      width: scaled(box.width),
      height: scaled(box.height),
    })
    .png()
    .toBuffer();
  const cropFile = path.join(outDir, `${shot.name}-${theme}.webp`);
  write(cropFile, await toWebp(crop, cropFile), {
    width: scaled(box.width),
    height: scaled(box.height),
  });
  const fullFile = path.join(outDir, `${shot.name}-${theme}-full.webp`);
  if (isWholeScreen(box, viewport)) {
    rmSync(fullFile, {force: true});
  } else {
    write(fullFile, await toWebp(png, fullFile), {
      width: scaled(viewport.width),
      height: scaled(viewport.height),
    });
  }
  return box;
}

/**
 * @param {Box} box
 * @param {{width: number, height: number}} viewport
 */
function isWholeScreen(box, viewport) {
  return box.width === viewport.width && box.height === viewport.height;
}

/**
 * The manifest entry of a shot: the crop's size in the admin's pixels, its pixel ratio, and,
 * when it is part of the screen, the full screen's size and where the crop sits in it.
 * @param {(typeof shots)[number]} shot
 * @param {Box} box
 */
function manifestEntry(shot, box) {
  const viewport = shot.viewport ?? defaultViewport;
  return {
    width: box.width,
    height: box.height,
    pixelRatio,
    full: isWholeScreen(box, viewport)
      ? null
      : {width: viewport.width, height: viewport.height, region: box},
  };
}

/** @param {typeof shots} selected */
async function takeShots(selected) {
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  /** @type {Map<string, Box>} */
  const boxes = new Map();
  try {
    for (const theme of /** @type {const} */ (['light', 'dark'])) {
      const context = await browser.newContext({
        viewport: defaultViewport,
        deviceScaleFactor: pixelRatio,
        locale: 'en-US',
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      // The admin panel reads its theme from localStorage before it renders; the guided tour
      // (a dialog over the first pages in development mode) is marked as skipped.
      await context.addInitScript((value) => {
        window.localStorage.setItem('STRAPI_THEME', value);
        window.localStorage.setItem('GUIDED_TOUR_SKIPPED', 'true');
      }, theme);
      const page = await context.newPage();
      await logIn(page);
      for (const shot of selected) {
        boxes.set(shot.name, await takeShot(page, shot, theme, boxes.get(shot.name)));
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return boxes;
}

/** @param {Map<string, Box>} boxes */
function writeManifest(boxes) {
  /** @type {Record<string, unknown>} */
  const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  for (const shot of shots) {
    const box = boxes.get(shot.name);
    if (box) manifest[shot.name] = manifestEntry(shot, box);
  }
  const known = new Set(shots.map((shot) => shot.name));
  const sorted = Object.fromEntries(
    Object.entries(manifest)
      .filter(([name]) => known.has(name))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  mkdirSync(path.dirname(manifestFile), {recursive: true});
  writeFileSync(manifestFile, `${JSON.stringify(sorted, null, 2)}\n`);
  log(`${path.relative(root, manifestFile)}: ${Object.keys(sorted).length} shots`);
}

const names = process.argv.slice(2);
const selected = names.length ? shots.filter((shot) => names.includes(shot.name)) : shots;
if (selected.length !== (names.length || shots.length)) {
  console.error(
    `[screenshots] unknown shot name; known: ${shots.map((shot) => shot.name).join(', ')}`,
  );
  process.exit(1);
}
mkdirSync(outDir, {recursive: true});
const startedHere = !(await isUp());
if (startedHere) exampleProject(['start', '--develop']);
else log(`using the instance already running on ${baseUrl} (started with \`start --develop\`?)`);
try {
  writeManifest(await takeShots(selected));
} finally {
  if (startedHere) exampleProject(['stop']);
}
