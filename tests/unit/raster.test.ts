/** Drawings shown as pictures (src/plugins/raster): what is drawn, how wide, what is refused, and what the data shows. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import {CLIENTS} from '@site/src/data/clients';
import {promoVideoChapters} from '@site/src/data/promoVideo';
import {portraitCredit} from '@site/src/plugins/portraits/credit';
import {declaredWidth, drawLanguageFlags, drawStatic, LANGUAGE_FLAGS_DIR, POSTER_PIXELS, rasterizeCached, RASTER_STATIC_DIR, STATIC_DRAWINGS} from '@site/src/plugins/raster';
import {LANGUAGES} from '@site/src/config/locales';

const siteDir = path.resolve(__dirname, '../..');
const square = (extra = '') => `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="#123456"/>${extra}</svg>`;

let scratch: string;
beforeEach(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'raster-'));
});
afterEach(() => fs.rmSync(scratch, {recursive: true, force: true}));

describe('rasterizeCached', () => {
  it('draws a WebP of the width asked, in proportion, and keeps it for the next build', async () => {
    const cache = path.join(scratch, 'cache');
    const webp = await rasterizeCached(Buffer.from(square()), {width: 80, lossless: true, source: 'square.svg'}, cache);
    expect(await sharp(webp).metadata()).toMatchObject({format: 'webp', width: 80, height: 40});
    expect(fs.readdirSync(cache)).toHaveLength(1);
    const {data} = await sharp(webp).raw().toBuffer({resolveWithObject: true});
    expect([...data.subarray(0, 3)]).toEqual([0x12, 0x34, 0x56]);
    await rasterizeCached(Buffer.from(square()), {width: 80, lossless: true, source: 'square.svg'}, cache);
    expect(fs.readdirSync(cache)).toHaveLength(1);
    await rasterizeCached(Buffer.from(square()), {width: 60, lossless: true, source: 'square.svg'}, cache);
    expect(fs.readdirSync(cache)).toHaveLength(2);
  });

  it("keeps a licence's credit in the picture's EXIF: each portrait carries DiceBear's", async () => {
    // As DiceBear writes it into every Toon Head drawing (the build stops if a portrait lacks it).
    const rights = 'Remix of „ToonHead” (https://www.figma.com/community/file/1589627891082866389) by „Johan Melin”, licensed under „CC BY 4.0” (https://creativecommons.org/licenses/by/4.0/)';
    const portrait = square(`<metadata xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/"><rdf:RDF><rdf:Description><dc:rights>${rights}</dc:rights></rdf:Description></rdf:RDF></metadata>`);
    const credit = portraitCredit(portrait, 'ana');
    expect(credit).toMatch(/Johan Melin.*CC BY 4\.0/);
    const webp = await rasterizeCached(Buffer.from(portrait), {width: 60, source: 'ana', credit}, scratch);
    expect((await sharp(webp).metadata()).exif?.toString('latin1')).toContain('Johan Melin');
    expect(() => portraitCredit(square(), 'nobody')).toThrow(/the portrait of nobody carries no <dc:rights> credit/);
  });

  it('refuses text, naming the drawing: it would be drawn in whatever font the machine has', async () => {
    const drawing = Buffer.from(square('<text x="2" y="15">Acme</text>'));
    await expect(rasterizeCached(drawing, {width: 80, source: 'static/img/clients/acme.svg'}, scratch)).rejects.toThrow(
      /^ready-raster \(src\/plugins\/raster\): static\/img\/clients\/acme\.svg has <text>\. Convert its text to outlines/,
    );
  });

  it('names a drawing it cannot read, and a width that is not one', async () => {
    await expect(rasterizeCached(Buffer.from('<svg'), {width: 80, source: 'broken.svg'}, scratch)).rejects.toThrow(/broken\.svg is not a drawing resvg can read/);
    await expect(rasterizeCached(Buffer.from(square()), {width: 0, source: 'square.svg'}, scratch)).rejects.toThrow(/square\.svg: width must be a positive integer/);
  });
});

test('the width of a drawing comes from its root element, else its viewBox', () => {
  expect(declaredWidth(square(), 'a.svg')).toBe(40);
  expect(declaredWidth('<svg viewBox="0 0 212.4 36"><path d="M0 0h1"/></svg>', 'b.svg')).toBe(212);
  expect(() => declaredWidth('<svg><g width="3"/></svg>', 'c.svg')).toThrow(/c\.svg declares neither a width nor a viewBox/);
});

test('static drawings become pictures at the same path, and a removed drawing takes its picture with it', async () => {
  const clients = path.join(scratch, 'static/img/clients');
  const video = path.join(scratch, 'static/img/video');
  fs.mkdirSync(clients, {recursive: true});
  fs.mkdirSync(video, {recursive: true});
  fs.writeFileSync(path.join(clients, 'acme.svg'), square());
  fs.writeFileSync(path.join(clients, 'notes.txt'), 'not a drawing');
  fs.writeFileSync(path.join(video, 'intro.svg'), square());
  expect(await drawStatic(scratch)).toBe(2);
  const out = path.join(scratch, RASTER_STATIC_DIR);
  expect(await sharp(path.join(out, 'img/clients/acme.webp')).metadata()).toMatchObject({width: 80, height: 40});
  expect(await sharp(path.join(out, 'img/video/intro.webp')).metadata()).toMatchObject({width: POSTER_PIXELS});
  fs.rmSync(path.join(clients, 'acme.svg'));
  expect(await drawStatic(scratch)).toBe(1);
  expect(fs.existsSync(path.join(out, 'img/clients/acme.webp'))).toBe(false);
});

test('each language of src/config/languages.json gets its flag for the language switch', async () => {
  expect(await drawLanguageFlags(scratch)).toBe(LANGUAGES.length);
  for (const {locale} of LANGUAGES) {
    expect(await sharp(path.join(scratch, RASTER_STATIC_DIR, LANGUAGE_FLAGS_DIR, `${locale}.webp`)).metadata()).toMatchObject({width: 60, height: 45});
  }
});

test("every logo and poster the site shows is drawn from one of static/'s drawings", () => {
  const posters = promoVideoChapters().map((chapter) => chapter.poster);
  const prefooter = [...fs.readFileSync(path.join(siteDir, 'src/components/Landing/Prefooter/index.tsx'), 'utf8').matchAll(/poster="([^"]+)"/g)].map((match) => match[1]);
  expect(posters.length).toBeGreaterThan(0);
  expect(prefooter).toHaveLength(1);
  for (const url of [...CLIENTS.map((client) => client.logo), ...posters, ...prefooter]) {
    const drawing = path.join(siteDir, 'static', url.replace(/\.webp$/, '.svg'));
    expect({url, drawn: url.endsWith('.webp') && STATIC_DRAWINGS.some(({dir}) => url.startsWith(`/${dir}/`)) && fs.existsSync(drawing)}).toEqual({url, drawn: true});
  }
});
