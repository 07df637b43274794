// Lint: every visible string goes through Docusaurus i18n.
import docusaurus from '@docusaurus/eslint-plugin';
import tsParser from '@typescript-eslint/parser';

export default [
  {ignores: ['build/**', '.docusaurus/**', 'node_modules/**', 'test-results/**']},
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      parser: tsParser,
      parserOptions: {ecmaFeatures: {jsx: true}, sourceType: 'module'},
    },
    plugins: {'@docusaurus': docusaurus},
    rules: {
      '@docusaurus/no-untranslated-text': [
        'error',
        // Brand and product names, numbers and symbols are the same in both languages.
        {ignoredStrings: ['404', 'Blog', '·', '—', '→', '/', '★', '%', '+', '01', '02', '03', '04']},
      ],
      '@docusaurus/string-literal-i18n-messages': 'error',
      '@docusaurus/no-html-links': 'off',
    },
  },
];
