import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX as written for Docusaurus's compiler ("preserve"); component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  // Docusaurus's alias for the site root, used by components.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  test: {
    include: ['{config,plugins,src,scripts,tests}/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'tests/e2e/**', 'tests/fixtures/**'],
    environment: 'node',
  },
});
