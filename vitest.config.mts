import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{config,plugins,src,scripts,tests}/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/fixtures/**'],
    environment: 'node',
  },
});
