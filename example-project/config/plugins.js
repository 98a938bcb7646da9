module.exports = () => ({
  graphql: {
    config: {
      // The docs' GraphQL examples are sent as plain POST requests; the sandbox is not needed.
      playgroundAlways: false,
      landingPage: false,
    },
  },
});
