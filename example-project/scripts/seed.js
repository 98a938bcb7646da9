/**
 * Seeds the example project from scratch: deletes the SQLite database, boots Strapi without
 * its HTTP server, and creates the locales, permissions, media, documents and admin user of
 * `seed-data.js`. Run with `node scripts/seed.js` (the project's `npm run seed`).
 */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createStrapi } = require('@strapi/strapi');
const sharp = require('sharp');

const data = require('./seed-data');

const appDir = path.resolve(__dirname, '..');
const databaseFile = path.join(appDir, '.tmp', 'data.db');
const uploadsDir = path.join(appDir, 'public', 'uploads');

const RESTAURANT = 'api::restaurant.restaurant';
const CATEGORY = 'api::category.category';
const HOMEPAGE = 'api::homepage.homepage';

function resetStorage() {
  fs.rmSync(databaseFile, { force: true });
  for (const entry of fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []) {
    if (entry !== '.gitkeep') fs.rmSync(path.join(uploadsDir, entry), { recursive: true, force: true });
  }
}

/**
 * Rewrites the generated documentId and the timestamps of every row of a document. The
 * timestamps go through knex: the query engine would set `updatedAt` to now.
 */
async function pinDocument(strapi, uid, generatedDocumentId, pinned, creatorId) {
  await strapi.db.query(uid).updateMany({
    where: { documentId: generatedDocumentId },
    data: { documentId: pinned.documentId },
  });
  const table = strapi.db.metadata.get(uid).tableName;
  const rows = await strapi.db.connection(table).where({ document_id: pinned.documentId });
  for (const row of rows) {
    const version = row.locale && row.locale !== 'en' ? pinned.localizations?.[row.locale] : pinned;
    const isPendingDraft = row.published_at === null && row.locale === 'en' && pinned.draft;
    await strapi.db
      .connection(table)
      .where({ id: row.id })
      .update({
        created_at: new Date(version.createdAt).getTime(),
        updated_at: new Date(isPendingDraft ? pinned.draft.updatedAt : version.updatedAt ?? version.createdAt).getTime(),
        ...(row.published_at === null ? {} : { published_at: new Date(version.publishedAt).getTime() }),
        // As if an editor had saved it in the admin panel (the populate-creator-fields guide).
        ...(creatorId === undefined ? {} : { created_by_id: creatorId, updated_by_id: creatorId }),
      });
  }
}

async function createLocales(strapi) {
  const locales = strapi.plugin('i18n').service('locales');
  for (const locale of data.locales) await locales.create(locale);
}

async function grantPublicPermissions(strapi) {
  const publicRole = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'public' } });
  for (const action of data.publicPermissions) {
    await strapi.db.query('plugin::users-permissions.permission').create({ data: { action, role: publicRole.id } });
  }
}

async function createMedia(strapi) {
  const ids = {};
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'example-project-media-'));
  try {
    for (const item of data.media) {
      const filepath = path.join(scratch, item.fileName);
      await sharp({ create: { width: item.width, height: item.height, channels: 3, background: item.color } })
        .jpeg({ quality: 80 })
        .toFile(filepath);
      const [file] = await strapi.plugin('upload').service('upload').upload({
        data: { fileInfo: { name: item.fileName, alternativeText: item.alternativeText, caption: item.caption } },
        files: { filepath, originalFilename: item.fileName, mimetype: 'image/jpeg', size: fs.statSync(filepath).size },
      });
      await strapi.db.query('plugin::upload.file').update({ where: { id: file.id }, data: { documentId: item.documentId } });
      ids[item.key] = file.id;
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  return ids;
}

async function createCategories(strapi) {
  const documentIds = {};
  for (const category of data.categories) {
    const created = await strapi.documents(CATEGORY).create({ data: { name: category.name } });
    await strapi.documents(CATEGORY).publish({ documentId: created.documentId });
    await pinDocument(strapi, CATEGORY, created.documentId, category);
    documentIds[category.key] = category.documentId;
  }
  return documentIds;
}

async function createRestaurants(strapi, categoryIds, mediaIds, adminId) {
  const documentIds = {};
  for (const restaurant of data.restaurants) {
    const created = await strapi.documents(RESTAURANT).create({
      data: {
        name: restaurant.name,
        description: restaurant.description,
        categories: restaurant.categories.map((key) => categoryIds[key]),
        address: restaurant.address,
        blocks: restaurant.blocks.map((block) => ('image' in block ? { ...block, image: mediaIds[block.image] } : block)),
      },
    });
    const documentId = created.documentId;
    await strapi.documents(RESTAURANT).publish({ documentId });
    for (const [locale, version] of Object.entries(restaurant.localizations ?? {})) {
      await strapi.documents(RESTAURANT).update({
        documentId,
        locale,
        data: { name: version.name, description: version.description, address: restaurant.address },
      });
      await strapi.documents(RESTAURANT).publish({ documentId, locale });
    }
    if (restaurant.draft) {
      await strapi.documents(RESTAURANT).update({ documentId, data: { name: restaurant.draft.name } });
    }
    await pinDocument(strapi, RESTAURANT, documentId, restaurant, adminId);
    documentIds[restaurant.key] = restaurant.documentId;
  }
  return documentIds;
}

async function createHomepage(strapi, restaurantIds) {
  const { homepage } = data;
  const created = await strapi.documents(HOMEPAGE).create({
    data: { title: homepage.title, featured: homepage.featured.map((key) => restaurantIds[key]) },
  });
  await strapi.documents(HOMEPAGE).publish({ documentId: created.documentId });
  await pinDocument(strapi, HOMEPAGE, created.documentId, homepage);
}

async function createAdminUser(strapi) {
  const superAdmin = await strapi.service('admin::role').getSuperAdmin();
  const admin = await strapi.service('admin::user').create({
    ...data.adminUser,
    registrationToken: null,
    isActive: true,
    roles: [superAdmin.id],
  });
  return admin.id;
}

/** The API token of `seed-data.js`: created by the admin service, then given the known key. */
async function createApiToken(strapi) {
  const tokens = strapi.service('admin::api-token');
  const { accessKey, ...attributes } = data.apiToken;
  const token = await tokens.create({ ...attributes, lifespan: null });
  await strapi.db.query('admin::api-token').update({ where: { id: token.id }, data: { accessKey: tokens.hash(accessKey) } });
}

async function createEndUser(strapi) {
  const { documentId, ...user } = data.endUser;
  const role = await strapi.db.query('plugin::users-permissions.role').findOne({ where: { type: 'authenticated' } });
  const created = await strapi
    .plugin('users-permissions')
    .service('user')
    .add({ ...user, provider: 'local', confirmed: true, blocked: false, role: role.id });
  await strapi.db.query('plugin::users-permissions.user').update({ where: { id: created.id }, data: { documentId } });
}

async function seed() {
  resetStorage();
  const strapi = createStrapi({ appDir, distDir: appDir });
  strapi.log.level = 'warn';
  await strapi.load();
  try {
    await createLocales(strapi);
    await grantPublicPermissions(strapi);
    const adminId = await createAdminUser(strapi);
    const mediaIds = await createMedia(strapi);
    const categoryIds = await createCategories(strapi);
    const restaurantIds = await createRestaurants(strapi, categoryIds, mediaIds, adminId);
    await createHomepage(strapi, restaurantIds);
    await createApiToken(strapi);
    await createEndUser(strapi);
  } finally {
    await strapi.destroy();
  }
  console.log(
    `[example-project] seeded ${data.categories.length} categories, ${data.restaurants.length} restaurants, ` +
      `${data.media.length} media file(s), 1 homepage, the admin user ${data.adminUser.email}, a full-access API token and the end user ${data.endUser.email}`
  );
}

seed().then(
  () => process.exit(0),
  (error) => {
    console.error('[example-project] seeding failed:', error);
    process.exit(1);
  }
);
