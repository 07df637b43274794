/** The plain-code trim stops the build when Prism comes back into the browser bundle (src/plugins/lean/plainCode.ts). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {assertNoPrism, PRISM_MARK, scriptsWithPrism} from '@site/src/plugins/lean/plainCode';

const prismSource = fs.readFileSync(require.resolve('prism-react-renderer'), 'utf8');

test('the mark is one Prism carries', () => {
  expect(prismSource).toContain(PRISM_MARK);
});

test('a build whose scripts carry Prism stops, naming the trick and the scripts', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-code-'));
  try {
    fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets/js/main.1.js'), 'console.log("no highlighter here")');
    expect(scriptsWithPrism(outDir)).toEqual([]);
    expect(() => assertNoPrism(outDir)).not.toThrow();
    fs.writeFileSync(path.join(outDir, 'assets/js/42.abc.js'), `var hooks={add:function(){}};hooks.run(${PRISM_MARK},env);`);
    expect(scriptsWithPrism(outDir)).toEqual(['assets/js/42.abc.js']);
    expect(() => assertNoPrism(outDir)).toThrow(/^plainCode \(src\/plugins\/lean\): Prism is in the browser bundle again \(assets\/js\/42\.abc\.js\)/);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});
