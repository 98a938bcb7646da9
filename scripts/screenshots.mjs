#!/usr/bin/env node
/**
 * `npm run screenshots`: takes the admin-panel screenshots of the docs from the real Strapi
 * 5.0.0 example project. Starts the seeded project (unless this script's own instance is
 * already running on EXAMPLE_PROJECT_PORT), logs in as the seeded admin user, and writes each
 * shot of `shots` below in the light and the dark admin theme to
 * static/img/example-project/<name>-<theme>.webp (1280×800, at most 150 KB each).
 *
 *   npm run screenshots                      every shot
 *   npm run screenshots -- home media-library   only the named shots
 *
 * Not part of `npm test`: the committed images are its output.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {chromiumArgs, chromiumPath} from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.EXAMPLE_PROJECT_PORT ?? 1337);
const baseUrl = `http://127.0.0.1:${port}`;
const outDir = path.join(root, 'static', 'img', 'example-project');
const viewport = {width: 1280, height: 800};
const maxBytes = 150 * 1024;
// sharp comes with the example project (Strapi's upload plugin uses it): no extra site dependency.
const sharp = createRequire(path.join(root, 'example-project', 'package.json'))('sharp');
// The seeded admin user (example-project/scripts/seed-data.js).
const admin = {email: 'admin@example.com', password: 'ExampleProject1'};
const restaurantUid = 'api::restaurant.restaurant';

/**
 * The shots. `path` is opened after login; `ready` is text that must be visible before the
 * shot; `act`, when present, clicks or types on the page first (a Playwright `page`).
 * @type {Array<{name: string, path: string, ready: string, act?: (page: import('playwright-core').Page) => Promise<void>}>}
 */
const shots = [
  {name: 'admin-home', path: '/admin', ready: 'Welcome'},
  {
    name: 'content-manager-list',
    path: `/admin/content-manager/collection-types/${restaurantUid}`,
    ready: 'Trattoria Lucca',
  },
  {
    name: 'content-manager-edit',
    path: `/admin/content-manager/collection-types/${restaurantUid}/znrlzntu9ei5onjvwfaalu2v`,
    ready: 'Modified',
  },
  {
    name: 'content-type-builder',
    path: `/admin/plugins/content-type-builder/content-types/${restaurantUid}`,
    ready: 'categories',
  },
  {name: 'media-library', path: '/admin/plugins/upload', ready: 'terrace'},
  {name: 'settings', path: '/admin/settings/application-infos', ready: 'Strapi version'},
  // User Guide shots (docs/user-docs).
  {name: 'profile', path: '/admin/me', ready: 'Experience'},
  {
    name: 'cm-configure-list-view',
    path: `/admin/content-manager/collection-types/${restaurantUid}/configurations/list`,
    ready: 'Enable search',
  },
  {
    name: 'cm-configure-edit-view',
    path: `/admin/content-manager/collection-types/${restaurantUid}/configurations/edit`,
    ready: 'Entry title',
  },
  {
    name: 'cm-relations',
    path: `/admin/content-manager/collection-types/${restaurantUid}/znrlzntu9ei5onjvwfaalu2v`,
    ready: 'Modified',
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
    act: async (page) => {
      await page
        .getByRole('checkbox', {name: /select all/i})
        .first()
        .click();
      await page.getByRole('button', {name: 'Publish'}).first().waitFor({timeout: 15_000});
    },
  },

  {
    name: 'ml-upload',
    path: '/admin/plugins/upload',
    ready: 'terrace',
    act: async (page) => {
      await page.getByRole('button', {name: 'Add new assets'}).first().click();
      await page.getByText('Browse files').first().waitFor({timeout: 15_000});
    },
  },
  {
    name: 'ml-asset-details',
    path: '/admin/plugins/upload',
    ready: 'terrace',
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
    act: async (page) => {
      await page.getByRole('button', {name: 'Add new folder'}).first().click();
      await page.getByText('Location').first().waitFor({timeout: 15_000});
    },
  },
  {name: 'ml-settings', path: '/admin/settings/media-library', ready: 'Responsive friendly upload'},
  {name: 'admin-roles', path: '/admin/settings/roles', ready: 'Editor'},
  {
    name: 'admin-role-edit',
    path: '/admin/settings/roles',
    ready: 'Editor',
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
  },
  {
    name: 'admin-invite-user',
    path: '/admin/settings/users?pageSize=10&page=1&sort=firstname',
    ready: 'admin@example.com',
    act: async (page) => {
      await page.getByRole('button', {name: 'Invite new user'}).first().click();
      await page.getByText('User details').first().waitFor({timeout: 15_000});
    },
  },
  {name: 'up-roles', path: '/admin/settings/users-permissions/roles', ready: 'Authenticated'},
  {
    name: 'up-role-edit',
    path: '/admin/settings/users-permissions/roles',
    ready: 'Authenticated',
    act: async (page) => {
      await page.getByText('Public', {exact: true}).first().click();
      await page.getByText('Restaurant', {exact: true}).first().click();
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'end-users',
    path: '/admin/content-manager/collection-types/plugin::users-permissions.user',
    ready: 'User',
  },
  {name: 'up-providers', path: '/admin/settings/users-permissions/providers', ready: 'github'},
  {
    name: 'up-email-templates',
    path: '/admin/settings/users-permissions/email-templates',
    ready: 'Email address confirmation',
  },
  {
    name: 'up-advanced-settings',
    path: '/admin/settings/users-permissions/advanced-settings',
    ready: 'Enable sign-ups',
  },
  {
    name: 'plugins-list',
    path: '/admin/settings/list-plugins',
    ready: 'List of the installed plugins',
  },
  {name: 'marketplace', path: '/admin/marketplace', ready: 'Marketplace'},
  {name: 'api-tokens', path: '/admin/settings/api-tokens?sort=name:ASC', ready: 'API Tokens'},
  {name: 'api-token-create', path: '/admin/settings/api-tokens/create', ready: 'Token duration'},
  {
    name: 'transfer-tokens',
    path: '/admin/settings/transfer-tokens?sort=name:ASC',
    ready: 'Transfer Tokens',
  },
  {
    name: 'transfer-token-create',
    path: '/admin/settings/transfer-tokens/create',
    ready: 'Token duration',
  },
  {name: 'i18n-locales', path: '/admin/settings/internationalization', ready: 'Add new locale'},
  {
    name: 'i18n-add-locale',
    path: '/admin/settings/internationalization',
    ready: 'Add new locale',
    act: async (page) => {
      await page.getByRole('button', {name: 'Add new locale'}).first().click();
      await page.getByText('Locale display name').first().waitFor({timeout: 15_000});
    },
  },
  {name: 'email-settings', path: '/admin/settings/email', ready: 'Send test email'},
  {name: 'webhooks', path: '/admin/settings/webhooks', ready: 'Webhooks'},
];

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

/** @param {'start' | 'stop'} command */
function exampleProject(command) {
  const result = spawnSync(process.execPath, ['scripts/example-project.mjs', command], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** @param {import('playwright-core').Page} page */
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
 * @returns {Promise<Buffer>}
 */
async function toWebp(png) {
  for (let quality = 82; quality >= 40; quality -= 6) {
    const webp = await sharp(png).webp({quality}).toBuffer();
    if (webp.length <= maxBytes) return webp;
  }
  throw new Error(`cannot fit the shot under ${maxBytes} bytes`);
}

/** @param {typeof shots} selected */
async function takeShots(selected) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    for (const theme of /** @type {const} */ (['light', 'dark'])) {
      const context = await browser.newContext({
        viewport,
        deviceScaleFactor: 1,
        locale: 'en-US',
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      // The admin panel reads its theme from localStorage before it renders.
      await context.addInitScript(
        (value) => window.localStorage.setItem('STRAPI_THEME', value),
        theme,
      );
      const page = await context.newPage();
      await logIn(page);
      for (const shot of selected) {
        await page.goto(`${baseUrl}${shot.path}`);
        try {
          await page.getByText(shot.ready, {exact: false}).first().waitFor({timeout: 30_000});
        } catch (error) {
          const failure = path.join(
            root,
            'example-project',
            '.tmp',
            `screenshot-failure-${shot.name}.png`,
          );
          await page.screenshot({path: failure});
          throw new Error(
            `${shot.name}: "${shot.ready}" never appeared on ${shot.path}; the page as it was: ${failure}`,
            {cause: error},
          );
        }
        if (shot.act) await shot.act(page);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const webp = await toWebp(await page.screenshot({type: 'png'}));
        const file = path.join(outDir, `${shot.name}-${theme}.webp`);
        writeFileSync(file, webp);
        log(
          `${path.relative(root, file)} ${viewport.width}×${viewport.height} ${(statSync(file).size / 1024).toFixed(0)} KB`,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
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
if (startedHere) exampleProject('start');
else log(`using the instance already running on ${baseUrl}`);
try {
  await takeShots(selected);
} finally {
  if (startedHere) exampleProject('stop');
}
if (!existsSync(outDir)) process.exit(1);
