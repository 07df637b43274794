/**
 * No band waits behind a height tuned to today's content (docs/decisions/0019-floating-button-and-no-tuned-stand-ins.md):
 * a deferred band counts as the one height src/css/custom.css gives every band until it is laid out, and nothing else
 * sets one, so a writer who adds an interview question or a long answer never outgrows a stand-in.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const GLOBAL_STYLES = 'src/css/custom.css';
const STAND_IN = /contain-intrinsic-(?:size|height|block-size)|containIntrinsic|--ready-deferred-height/;

/** The files under `src/` (styles, components, pages) that set a stand-in height, the global rule's file aside. */
const standIns = (texts: Record<string, string>) => Object.keys(texts).filter((file) => file !== GLOBAL_STYLES && STAND_IN.test(texts[file]!));

test('only the global rule sets a stand-in height, the same for every deferred band', () => {
  const files = fs.readdirSync(path.join(root, 'src'), {recursive: true, encoding: 'utf8'}).filter((name) => /\.(css|tsx?|mdx?)$/.test(name));
  const texts = Object.fromEntries(files.map((name) => [`src/${name.split(path.sep).join('/')}`, fs.readFileSync(path.join(root, 'src', name), 'utf8')]));
  expect(standIns(texts)).toEqual([]);
  expect(texts[GLOBAL_STYLES]).toMatch(/\.ready-deferred \{[^}]*contain-intrinsic-size: auto \d+px;/);
  // …and one set in a component's styles or inline is caught.
  expect(standIns({'src/components/Kit/styles.module.css': '.section { --ready-deferred-height: 7200px; }'})).toHaveLength(1);
  expect(standIns({'src/components/Card/index.tsx': '<li style={{containIntrinsicSize: "auto 480px"}} />'})).toHaveLength(1);
});
