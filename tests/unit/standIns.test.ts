/**
 * No band waits behind a height tuned to today's content (docs/decisions/0019-floating-button-and-no-tuned-stand-ins.md): a deferred
 * band (`DEFERRED_CLASS`, `content-visibility: auto`) counts as the one height src/css/custom.css gives every band
 * until it is laid out, and nothing else in the site sets one. A writer who adds an interview question or a long
 * answer can then never outgrow a stand-in.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const GLOBAL_STYLES = 'src/css/custom.css';
/** What sets a stand-in height: the property itself, or the custom property the global rule once read. */
const STAND_IN = /contain-intrinsic-(?:size|height|block-size)|containIntrinsic|--ready-deferred-height/;

function files(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return files(relative);
    return /\.(css|tsx?|mdx?)$/.test(entry.name) ? [relative] : [];
  });
}

/** The files under `src/` that set a stand-in height, the global rule's file aside. */
function standIns(texts: Record<string, string>): string[] {
  return Object.entries(texts)
    .filter(([file, text]) => file !== GLOBAL_STYLES && STAND_IN.test(text))
    .map(([file]) => file);
}

describe('stand-in heights', () => {
  const texts = Object.fromEntries(files('src').map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]));

  it('only the global rule sets one, the same for every deferred band', () => {
    expect(standIns(texts)).toEqual([]);
    expect(texts[GLOBAL_STYLES]).toMatch(/\.ready-deferred \{[^}]*contain-intrinsic-size: auto \d+px;/);
  });

  it('a component that sets one is caught', () => {
    expect(standIns({'src/components/Kit/styles.module.css': '.section { --ready-deferred-height: 7200px; }'})).toEqual(['src/components/Kit/styles.module.css']);
    expect(standIns({'src/components/Card/index.tsx': '<li style={{containIntrinsicSize: "auto 480px"}} />'})).toEqual(['src/components/Card/index.tsx']);
  });
});
