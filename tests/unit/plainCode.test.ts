/** The plain-code trim stops the build when Prism comes back into the browser bundle (src/plugins/plainCode). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import plainCodePlugin, {PRISM_MARK, scriptsWithPrism} from '@site/src/plugins/plainCode';

const prismSource = fs.readFileSync(require.resolve('prism-react-renderer'), 'utf8');

test('the mark is one Prism carries', () => {
  expect(prismSource).toContain(PRISM_MARK);
});

test('a build whose scripts carry Prism stops, naming the trim and the scripts', async () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plain-code-'));
  try {
    fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
    fs.writeFileSync(path.join(outDir, 'assets/js/main.1.js'), 'console.log("no highlighter here")');
    expect(scriptsWithPrism(outDir)).toEqual([]);
    const plugin = plainCodePlugin();
    await expect(plugin.postBuild!({outDir} as never)).resolves.toBeUndefined();
    fs.writeFileSync(path.join(outDir, 'assets/js/42.abc.js'), `var hooks={add:function(){}};hooks.run(${PRISM_MARK},env);`);
    expect(scriptsWithPrism(outDir)).toEqual(['assets/js/42.abc.js']);
    await expect(plugin.postBuild!({outDir} as never)).rejects.toThrow(/^ready-plain-code \(src\/plugins\/plainCode\): Prism is in the browser bundle again \(assets\/js\/42\.abc\.js\)/);
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
});
