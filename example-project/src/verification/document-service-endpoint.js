/**
 * The verification endpoints of the docs' harness: run one Document Service example of the
 * docs (a single `await strapi.documents(...)...` expression) and answer with its result as
 * JSON; take and restore a snapshot of the database around the examples that change data.
 * Mounted by `src/index.js` only when EXAMPLE_PROJECT_EVAL_TOKEN is set (by
 * `scripts/example-project.mjs`), and only for requests carrying that token; the project
 * listens on 127.0.0.1 only.
 */
const path = require('node:path');
const { snapshotDatabase, restoreDatabase } = require('./database-snapshot');

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

function authorized(ctx, token) {
  if (ctx.request.headers['x-example-project-token'] === token) return true;
  ctx.status = 403;
  ctx.body = { error: 'missing or wrong x-example-project-token' };
  return false;
}

async function answer(ctx, work) {
  try {
    const result = await work();
    ctx.body = { result: result === undefined ? null : result };
  } catch (error) {
    ctx.status = 500;
    ctx.body = { error: String(error && error.stack ? error.stack : error) };
  }
}

async function runDocumentServiceExample(strapi, ctx, token) {
  if (!authorized(ctx, token)) return;
  const code = String(ctx.request.body?.code ?? '');
  await answer(ctx, () => new AsyncFunction('strapi', code)(strapi));
}

/** `POST /example-project/database/snapshot` or `/restore`: one snapshot file per port. */
async function manageDatabase(strapi, ctx, token) {
  if (!authorized(ctx, token)) return;
  const file = path.join(strapi.dirs.app.root, '.tmp', `snapshot-${strapi.config.get('server.port')}.db`);
  const actions = { snapshot: snapshotDatabase, restore: restoreDatabase };
  const action = actions[ctx.params.action];
  if (!action) {
    ctx.status = 404;
    ctx.body = { error: `unknown action ${ctx.params.action}: use snapshot or restore` };
    return;
  }
  await answer(ctx, () => action(strapi, file));
}

module.exports = { runDocumentServiceExample, manageDatabase };
