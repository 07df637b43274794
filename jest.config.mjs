/** Unit and content tests (tests/unit). Browser tests live in tests/e2e and run with Playwright. */
export default {
  testEnvironment: 'node',
  // A guard against a hung test, not a measure. The test command runs the jest stages beside the browser tests,
  // yielding the processor (`nice`), where a test that takes seconds alone can take minutes; a guard shorter than the
  // whole run's ten minutes would fail a run that is only slow (the byte budgets' 30 s page load did, in CI).
  testTimeout: 600_000,
  roots: ['<rootDir>/tests/unit'],
  transform: {
    // TypeScript and JSX through SWC; so are two kinds of ES module: the one of @tabler/icons-react that
    // src/plugins/lean/iconComponent.ts imports, and the bench's (scripts/bench/*.mjs).
    '^.+\\.(t|j)sx?$|[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]defaultAttributes\\.mjs$|[\\/]scripts[\\/]bench[\\/][^\\/]+\\.mjs$': ['@swc/jest', {jsc: {parser: {syntax: 'typescript', tsx: true}, transform: {react: {runtime: 'automatic'}}}}],
  },
  transformIgnorePatterns: ['/node_modules/(?!@tabler/icons-react/dist/esm/defaultAttributes\\.mjs$)'],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    '\\.css$': '<rootDir>/tests/unit/styleStub.cjs',
    '^@docusaurus/Translate$': '<rootDir>/src/plugins/translateStandIn.ts',
  },
};
