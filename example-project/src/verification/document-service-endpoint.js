/**
 * Runs one Document Service example of the docs (a single `await strapi.documents(...)...`
 * expression) and answers with its result as JSON. Mounted by `src/index.js` only when
 * EXAMPLE_PROJECT_EVAL_TOKEN is set (by `scripts/example-project.mjs`), and only for requests
 * carrying that token; the project listens on 127.0.0.1 only.
 */
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;

async function runDocumentServiceExample(strapi, ctx, token) {
  if (ctx.request.headers['x-example-project-token'] !== token) {
    ctx.status = 403;
    ctx.body = { error: 'missing or wrong x-example-project-token' };
    return;
  }
  const code = String(ctx.request.body?.code ?? '');
  try {
    const result = await new AsyncFunction('strapi', code)(strapi);
    ctx.body = { result: result === undefined ? null : result };
  } catch (error) {
    ctx.status = 500;
    ctx.body = { error: String(error && error.stack ? error.stack : error) };
  }
}

module.exports = { runDocumentServiceExample };
