// @ts-check
/**
 * Code lint (`npm run lint:code`): typescript-eslint's recommended rules over the TypeScript and
 * JavaScript of the site, plus Docusaurus's own rules for theme and plugin code: links through
 * `<Link>`, translatable strings as literals; and no function over cyclomatic complexity 20. Content
 * (docs/**) has its own lint (`lint:content`).
 */
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/build/**',
      '**/.docusaurus/**',
      'node_modules/**',
      'openapi-docs/**',
      'example-project/**',
      'docs/**',
      'static/**',
      'test-results/**',
      '.bench/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {
        console: 'readonly',
        process: 'readonly',
        window: 'readonly',
        document: 'readonly',
        URL: 'readonly',
      },
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {argsIgnorePattern: '^_', varsIgnorePattern: '^_'},
      ],
      '@typescript-eslint/consistent-type-imports': ['error', {fixStyle: 'inline-type-imports'}],
      'no-undef': 'off', // TypeScript checks names, with the right globals per side.
      // A function with more than 20 paths through it is split into named functions, one per stage.
      complexity: ['error', 20],
    },
  },
  {
    // CommonJS: a module that replaces one of postman-code-generators in the browser bundle, and
    // the client-patches loader, which the bundler requires from Node.
    files: ['plugins/openapi-reference/client/codeGeneratorLanguages.js', 'plugins/**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: {module: 'writable', require: 'readonly'}},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/string-literal-i18n-messages': 'error',
      // Every text a reader sees goes through translate()/<Translate>, so a second locale is one
      // folder of translations (i18n/<locale>/code.json). Punctuation, symbols and the key caps
      // of keyboard hints (Enter, Esc) carry no words to translate.
      '@docusaurus/no-untranslated-text': [
        'error',
        {
          ignoredStrings: [
            'Enter',
            'Esc',
            '·',
            '—',
            '–',
            '→',
            '←',
            '↑',
            '↓',
            '↵',
            '/',
            '|',
            '(',
            ')',
            ':',
            '…',
            '×',
            '#',
            '&',
            '-',
            ',',
            '.',
            '*',
            '+',
            '?',
            '{',
            '}',
            '[',
            ']',
            '"',
            "'",
            '>',
            '<',
            '%',
          ],
        },
      ],
      // Off: the modal's and tables' headings are not page sections to link to (no anchors wanted).
      '@docusaurus/prefer-docusaurus-heading': 'off',
    },
  },
);
