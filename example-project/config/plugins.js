module.exports = ({ env }) => ({
  // Generated per run by scripts/example-project.mjs (no .env needed).
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
  graphql: {
    config: {
      // The docs' GraphQL examples are sent as plain POST requests; the sandbox is not needed.
      playgroundAlways: false,
      landingPage: false,
    },
  },
});
