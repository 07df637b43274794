/** The rules no page can use leave the built stylesheet (src/plugins/lean/unusedCss.ts); everything a page or script may use stays. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {classUsage, removeUnusedCss, removeUnusedRules, requiredClasses} from '@site/src/plugins/lean/unusedCss';

describe('requiredClasses', () => {
  it('names the classes a selector needs, not those of a pseudo-class that may match without them', () => {
    expect(requiredClasses('.navbar__item.navbar__link--active > a:hover')).toEqual(['navbar__item', 'navbar__link--active']);
    expect(requiredClasses('.button:not(.button--outline, :is(.x)) .icon')).toEqual(['button', 'icon']);
    expect(requiredClasses(':where(.theme-a) .card :has(> .badge)')).toEqual(['card']);
    expect(requiredClasses('html[data-theme=dark] a')).toEqual([]);
    expect(requiredClasses('a[href$=".pdf"].download::after')).toEqual(['download']);
    expect(requiredClasses('.md\\:flex .card')).toEqual([]);
  });
});

describe('classUsage', () => {
  const used = classUsage('<div class="hero hero--primary card_x1Y2"></div><script>const a="alert--",b=`pill__${k}`,c="margin-top--"+s,d={title:"title_Ab3d"};</script>');
  it('knows the classes the pages and scripts write whole', () => {
    for (const name of ['hero', 'hero--primary', 'card_x1Y2', 'title_Ab3d']) expect([name, used(name)]).toEqual([name, true]);
  });
  it('keeps a class a script composes from a prefix that ends in "-" or "_"', () => {
    for (const name of ['alert--danger', 'pill__item', 'margin-top--lg']) expect([name, used(name)]).toEqual([name, true]);
  });
  it('drops the others', () => {
    for (const name of ['navbar', 'hero__subtitle', 'alert', 'pills', 'margin-bottom--lg', 'title_Zz99']) expect([name, used(name)]).toEqual([name, false]);
  });
});

describe('removeUnusedRules', () => {
  const used = (name: string) => ['kept', 'also'].includes(name);
  it('drops dead selectors and rules, and the blocks they leave empty, and keeps the rest byte for byte', () => {
    const css =
      '@layer base{.kept{color:red}.gone{color:blue}}' +
      '@media (width>=997px){.gone,.kept .also{margin:0}.gone>a{padding:0}}' +
      '@media print{.gone{display:none}}' +
      'a:not(.gone){color:green}' +
      '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}' +
      '@supports (display:grid){@media (width<=400px){.gone{gap:0}}}';
    const {css: out, removedSelectors} = removeUnusedRules(css, used);
    expect(out).toBe(
      '@layer base{.kept{color:red}}' + '@media (width>=997px){.kept .also{margin:0}}' + 'a:not(.gone){color:green}' + '@keyframes spin{from{transform:none}to{transform:rotate(1turn)}}',
    );
    expect(removedSelectors).toBe(5);
  });
});

describe('removeUnusedRules, custom properties', () => {
  it('drops a property nothing reads, and then one only it read, but keeps what a page or script names', () => {
    const css = ':root{--used:1px;--chain-a:var(--chain-b);--chain-b:2px;--unread:3px;--scripted:4px}.kept{margin:var(--used)}.gone{padding:var(--only-gone)}:root{--only-gone:5px}';
    const {css: out, removedProperties} = removeUnusedRules(css, (name) => name === 'kept', (text) => text === '--scripted');
    expect(out).toBe(':root{--used:1px;--scripted:4px}.kept{margin:var(--used)}');
    expect(removedProperties).toBe(4);
  });
});

describe('the plugin', () => {
  it('rewrites the stylesheet of a build from what its pages and scripts use', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-css-'));
    try {
      fs.mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
      fs.mkdirSync(path.join(outDir, 'assets/js'), {recursive: true});
      fs.mkdirSync(path.join(outDir, 'en'), {recursive: true});
      fs.writeFileSync(path.join(outDir, 'assets/css/styles.abc.css'), '.page{color:red}.script{color:red}.mdx{color:red}.unused{color:red}:root{--set-by-script:0;--unread:0}');
      fs.writeFileSync(path.join(outDir, 'index.html'), '<main class="page"></main>');
      fs.writeFileSync(path.join(outDir, 'en/guide.html'), '<p class="mdx"></p>');
      fs.writeFileSync(path.join(outDir, 'assets/js/main.js'), 'e.className="script";e.style.setProperty("--set-by-script","1")');
      await removeUnusedCss(outDir);
      expect(fs.readFileSync(path.join(outDir, 'assets/css/styles.abc.css'), 'utf8')).toBe('.page{color:red}.script{color:red}.mdx{color:red}:root{--set-by-script:0}');
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });

  it('stops the build when the stylesheet is not where Docusaurus writes it', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'unused-css-'));
    try {
      fs.mkdirSync(path.join(outDir, 'assets/css'), {recursive: true});
      await expect(removeUnusedCss(outDir)).rejects.toThrow('unusedCss (src/plugins/lean): the build has no stylesheet under assets/css');
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });
});
