// Bound to 127.0.0.1 by default: the example project is for local verification and screenshots only.
module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS', ['exampleProjectKeyA', 'exampleProjectKeyB']),
  },
  // No update check against the npm registry: the project runs offline. 5.0.0 reads this key; the
  // STRAPI_DISABLE_UPDATE_NOTIFICATION variable of v4 only prints a warning that it is gone.
  logger: {
    updates: { enabled: false },
  },
});
