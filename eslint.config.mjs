// Lint: every visible string goes through Docusaurus i18n.
import docusaurus from '@docusaurus/eslint-plugin';
import tsParser from '@typescript-eslint/parser';
import ready from './scripts/eslint/ui-strings.mjs';

export default [
  // Generated folders, some emptied by a stage running beside the lint (the engines' results): never walked.
  {ignores: ['build/**', 'build-talento/**', 'build-lean0/**', '.docusaurus/**', 'node_modules/**', 'test-results/**', 'test-results-engines/**', 'playwright-report/**', 'screenshots/**', '.lighthouseci/**']},
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tsParser,
      parserOptions: {ecmaFeatures: {jsx: true}, sourceType: 'module'},
    },
    plugins: {'@docusaurus': docusaurus, ready},
    rules: {
      '@docusaurus/no-untranslated-text': [
        'error',
        // Brand and product names, numbers and symbols are the same in both languages.
        {ignoredStrings: ['404', 'Blog', '·', '—', '→', '/', '★', '%', '+', '01', '02', '03', '04']},
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'off',
      // UI text lives in i18n/{es,en}/code.json, read by id (scripts/eslint/ui-strings.mjs).
      'ready/ui-strings-by-id': 'error',
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/theme/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'src/data/**/*.ts'],
    // The role categories' names keep their own translation file (i18n/en/ready-roles/categories.json, src/plugins/roles).
    ignores: ['src/data/categories.ts'],
    rules: {
      // Brand names read the same in every language.
      'ready/no-literal-ui-text': ['error', {allow: ['Plausible Analytics', 'Stack Overflow']}],
    },
  },
];
