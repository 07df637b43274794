/**
 * The default build (the one every other test reads) carries no measuring code, and its Content-Security-Policy lets
 * no other origin receive requests but the video player's. Measurement with a provider set is tested in the browser:
 * tests/e2e/measurement.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {site} from '../site';
import {BUILD, requireBuild} from './built';

beforeAll(requireBuild);

test('the default build carries no measuring code and lets no other origin receive requests', () => {
  const dir = path.join(BUILD, 'assets/js');
  const scripts = fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8'));
  expect(scripts.length).toBeGreaterThan(0);
  for (const marker of ['plausible_ignore', 'Calendar quote', 'api/event']) expect([marker, scripts.filter((source) => source.includes(marker)).length]).toEqual([marker, 0]);
  const rules = JSON.parse(fs.readFileSync(path.join(BUILD, '_hosting/rules.json'), 'utf8')) as {headers: Record<string, string>};
  expect(rules.headers['Content-Security-Policy']).toContain(`connect-src 'self' ${new URL(site.playerUrl).origin};`);
});
