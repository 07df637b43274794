/**
 * The checks that read only the built files (tests/built): static HTML, sitemaps, head tags, validators, prose over
 * the build. No browser: they run under jest after `npx docusaurus build` (and the /talento/ build), as their own
 * stage of `npm test`. Without build/ they fail, never skip. `npm run test:build` runs them alone.
 */
import unit from './jest.config.mjs';

export default {
  ...unit,
  roots: ['<rootDir>/tests/built'],
  // One worker: the stage runs beside others (scripts/test.sh), and the validators' own processes take the rest.
  maxWorkers: 1,
};
