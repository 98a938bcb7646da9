import {defineConfig} from 'vitest/config';

// The docs' examples, verified against the running example project (`npm run test:examples`).
// Kept apart from the unit tests, which must not need a running Strapi.
export default defineConfig({
  test: {
    include: ['tests/examples/*.verify.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // One Strapi serves every request: no parallel files.
    fileParallelism: false,
  },
});
