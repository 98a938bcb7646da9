const { runDocumentServiceExample, manageDatabase } = require('./verification/document-service-endpoint');

module.exports = {
  register() {},

  bootstrap({ strapi }) {
    // Only when the start script passes a token: the docs' verification harness sends the
    // Document Service examples here, since they run inside Strapi, not over HTTP, and puts
    // the database back into its seeded state between the examples that change data.
    const token = process.env.EXAMPLE_PROJECT_EVAL_TOKEN;
    if (!token) return;
    strapi.server.routes([
      {
        method: 'POST',
        path: '/example-project/document-service',
        handler: (ctx) => runDocumentServiceExample(strapi, ctx, token),
        config: { auth: false },
      },
      {
        method: 'POST',
        path: '/example-project/database/:action',
        handler: (ctx) => manageDatabase(strapi, ctx, token),
        config: { auth: false },
      },
    ]);
  },
};
