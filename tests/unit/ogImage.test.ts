import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {isArticle, ogCardPath, ogImageName, ogImagePath, pageHeadline} from '@site/src/lib/ogImage';
import {asPng, cachedPng, drawShareSvg, readPalette} from '@site/src/plugins/ogImages';

const palette = readPalette(fs.readFileSync(path.join(__dirname, '../../src/css/custom.css'), 'utf8'));

describe('share image names', () => {
  it.each([
    ['/', '/', 'home'],
    ['/en/', '/en/', 'home'],
    ['/empresas/data-engineer', '/', 'empresas-data-engineer'],
    ['/talento/en/empresas/data-engineer', '/talento/en/', 'empresas-data-engineer'],
    ['/blog/como-validamos-talento', '/', 'blog-como-validamos-talento'],
    ['/404.html', '/', '404'],
  ])('%s under %s → %s', (pathname, base, name) => {
    expect(ogImageName(pathname, base)).toBe(name);
  });

  it('gives a site-relative PNG path', () => {
    expect(ogImagePath('/en/politica-de-privacidad', '/en/')).toBe('/img/og/politica-de-privacidad.png');
  });

  it("gives a blog post's card the same picture as WebP, one file per width", () => {
    expect(ogCardPath('/en/blog/como-validamos-talento', '/en/', 800)).toBe('/img/og/blog-como-validamos-talento-800.webp');
    expect(ogCardPath('/blog/como-validamos-talento', '/', 1200)).toBe('/img/og/blog-como-validamos-talento-1200.webp');
  });

  it('tells a blog post (Open Graph type article) from other pages, however the attributes are quoted', () => {
    expect(isArticle('<head><meta property=og:type content=article /></head>')).toBe(true);
    expect(isArticle('<head><meta data-rh="true" property="og:type" content="article"></head>')).toBe(true);
    expect(isArticle('<head><meta property="og:type" content="website"></head>')).toBe(false);
    expect(isArticle('<head><meta property="og:title" content="article"></head>')).toBe(false);
  });

  it('drops the brand suffix from the document title', () => {
    expect(pageHeadline('Ingeniero de Datos | Ready', 'Ready')).toBe('Ingeniero de Datos');
    expect(pageHeadline('Ready', 'Ready')).toBe('Ready');
  });
});

describe('drawShareSvg, as PNG', () => {
  it('draws a 1200×630 PNG with the title', async () => {
    const png = asPng(await drawShareSvg('Ingeniero de Datos', 'Talento tech verificado para empresas de Latinoamérica', palette));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    // Different titles give different pictures: the text is really drawn.
    const other = asPng(await drawShareSvg('Data Engineer', 'Vetted tech talent for companies in Latin America', palette));
    expect(other.equals(png)).toBe(false);
    fs.writeFileSync(path.join(os.tmpdir(), 'og-sample.png'), png);
  });

  it('is drawn once per picture: the next build reads the cache, and another title is drawn afresh', async () => {
    const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'og-cache-'));
    const svg = await drawShareSvg('Ingeniero de Datos', 'Talento tech verificado para empresas de Latinoamérica', palette);
    const first = cachedPng(svg, cacheDir);
    expect(first.equals(asPng(svg))).toBe(true);
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    // A picture in the cache is what the build writes, as it is.
    const [file] = fs.readdirSync(cacheDir);
    fs.writeFileSync(path.join(cacheDir, file), Buffer.from('cached'));
    expect(cachedPng(svg, cacheDir).toString()).toBe('cached');
    cachedPng(await drawShareSvg('Data Engineer', 'Vetted tech talent for companies in Latin America', palette), cacheDir);
    expect(fs.readdirSync(cacheDir)).toHaveLength(2);
    fs.rmSync(cacheDir, {recursive: true, force: true});
  });
});

describe('readPalette', () => {
  it('reads the hero colours of the stylesheet', () => {
    expect(palette['hero-from']).toMatch(/^#[0-9a-f]{6}$/i);
    expect(readPalette(':root { --ready-hero-from: #010203; --ready-hero-to: #111; --ready-hero-text: #eee; --ready-primary: red; --ready-accent: teal; }')).toEqual({
      'hero-from': '#010203',
      'hero-to': '#111',
      'hero-text': '#eee',
      primary: 'red',
      accent: 'teal',
    });
  });

  it('names the custom property a stylesheet lacks', () => {
    expect(() => readPalette(':root { --ready-primary: red; }')).toThrow('src/css/custom.css defines no --ready-hero-from');
  });
});
