/** Unit and content tests (tests/unit). Browser tests live in tests/e2e and run with Playwright. */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}}],
  },
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/tests/unit/styleStub.cjs',
    '^@docusaurus/Translate$': '<rootDir>/tests/unit/spanishTranslate.cjs',
  },
};
