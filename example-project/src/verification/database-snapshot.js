/**
 * Puts the SQLite database back into its seeded state between the docs' examples that change
 * data (REST POST/PUT/DELETE, Document Service create/update/delete/publish…), so that every
 * example starts from the state its page describes. `snapshot` copies the live database into a
 * file once (after the start, with everything Strapi wrote at boot); `restore` copies every table
 * of that file back over the live one, ids sequences included, on Strapi's own connection: the
 * server keeps running and a restore takes milliseconds, where a new seed takes seconds.
 */
const fs = require('node:fs');

async function withConnection(strapi, use) {
  const knex = strapi.db.connection;
  // The better-sqlite3 Database object: synchronous, and the only connection of the pool.
  const database = await knex.client.acquireConnection();
  try {
    return await use(database);
  } finally {
    await knex.client.releaseConnection(database);
  }
}

async function snapshotDatabase(strapi, file) {
  fs.rmSync(file, { force: true });
  await withConnection(strapi, (database) => database.backup(file));
}

async function restoreDatabase(strapi, file) {
  if (!fs.existsSync(file)) throw new Error(`no snapshot at ${file}: take one first`);
  await withConnection(strapi, (database) => {
    const foreignKeys = database.pragma('foreign_keys', { simple: true });
    database.pragma('foreign_keys = OFF');
    database.prepare('ATTACH DATABASE ? AS snapshot').run(file);
    try {
      const tables = database
        .prepare("SELECT name FROM snapshot.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
        .pluck()
        .all();
      database.transaction(() => {
        for (const table of [...tables, 'sqlite_sequence']) {
          database.exec(`DELETE FROM main."${table}"; INSERT INTO main."${table}" SELECT * FROM snapshot."${table}";`);
        }
      })();
    } finally {
      database.exec('DETACH DATABASE snapshot');
      database.pragma(`foreign_keys = ${foreignKeys ? 'ON' : 'OFF'}`);
    }
  });
}

module.exports = { snapshotDatabase, restoreDatabase };
