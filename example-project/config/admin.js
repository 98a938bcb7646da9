// Fixed secrets are fine here: the project only ever runs on 127.0.0.1 with seeded sample data.
module.exports = ({ env }) => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET', 'example-project-admin-jwt-secret'),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', 'example-project-api-token-salt'),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', 'example-project-transfer-token-salt'),
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
