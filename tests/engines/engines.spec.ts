import {test as base} from '@playwright/test';
import {CASES} from './cases';
import {createDriver, type Engine} from './drivers';
import {PageUnderTest} from './page';
import {ENGINES_BASE} from './playwright.config';

type Options = {engine: Engine};

/** One browser per worker and engine (a launch costs seconds); each case gets a fresh page from it. */
const test = base.extend<{page_: PageUnderTest}, Options & {driver: ReturnType<typeof createDriver>}>({
  engine: ['chromium', {option: true, scope: 'worker'}],
  driver: [
    async ({engine}, use) => {
      const driver = createDriver(engine);
      try {
        await use(driver);
      } finally {
        await driver.close();
      }
    },
    {scope: 'worker'},
  ],
  page_: async ({driver}, use) => {
    await use(new PageUnderTest(driver, ENGINES_BASE));
  },
});

// The cases without page scripts come after all the others (why: tests/engines/cases.ts, above CASES).
const firstWithout = CASES.findIndex((testCase) => !testCase.session.javaScript);
if (firstWithout >= 0 && CASES.slice(firstWithout).some((testCase) => testCase.session.javaScript)) {
  throw new Error('tests/engines/cases.ts: a case with page scripts comes after one without; put those without JavaScript last');
}

for (const testCase of CASES) {
  test(testCase.name, async ({page_}) => {
    await page_.open(testCase.session);
    await testCase.run(page_);
  });
}
