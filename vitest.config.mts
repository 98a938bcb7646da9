import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // tsconfig keeps JSX as written for Docusaurus's compiler ("preserve"); component tests need it compiled.
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: {
      // Docusaurus's alias for the site root, used by components.
      '@site': fileURLToPath(new URL('.', import.meta.url)),
      // Components render here without a Docusaurus app: links are plain anchors.
      '@docusaurus/Link': fileURLToPath(new URL('./tests/lib/Link.tsx', import.meta.url)),
      // No translations are loaded there either: the default English messages.
      '@docusaurus/Translate': fileURLToPath(new URL('./tests/lib/Translate.tsx', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{config,plugins,mcp-server,src,scripts,sidebars,tests}/**/*.test.ts'],
          exclude: [
            '**/node_modules/**',
            'tests/e2e/**',
            'tests/fixtures/**',
            'tests/guards/**',
            '**/*.built.test.ts',
          ],
        },
      },
      {
        // Tests of what the production build serves (the docs MCP server): run after `npm run build`.
        extends: true,
        test: {
          name: 'built',
          include: ['**/*.built.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Full builds of a fixture site, one per case: slow, so a project of their own.
        extends: true,
        test: {name: 'guards', include: ['tests/guards/**/*.test.ts'], testTimeout: 180_000},
      },
    ],
  },
});
