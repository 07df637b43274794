/**
 * Draws each built page's share image (1200×630 PNG): the brand, the page's
 * title in its language, and the tagline. Runs after the build of each locale,
 * reading the <title> of every built page, and writes the files where
 * src/theme/Layout points `og:image`. A blog post also gets the same picture as
 * WebP at each of `OG_CARD_WIDTHS` for its card in the blog list. Both are kept
 * in the raster plugin's cache, so a rebuild does not draw them again.
 */
import {pageMessages} from '../pageMessages';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import satori from 'satori';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {site} from '../../config/site';
import {isArticle, OG_CARD_WIDTHS, OG_IMAGE_DIR, OG_IMAGE_SIZE, ogImageName, pageHeadline} from '../../lib/ogImage';
import {cacheDirOf, rasterizeCached, writeIfChanged} from '../raster';

const require = createRequire(__filename);
const FONT_DIR = path.dirname(require.resolve('@fontsource/plus-jakarta-sans/package.json'));
const STYLESHEET = path.join(__dirname, '../../css/custom.css');

export type Palette = Record<'hero-from' | 'hero-to' | 'hero-text' | 'primary' | 'accent', string>;

/** The site's colors, read from the `--ready-*` custom properties of the stylesheet (one source for pages and images). */
export function readPalette(css: string): Palette {
  const value = (name: keyof Palette) => {
    const match = css.match(new RegExp(`--ready-${name}:\\s*([^;]+);`));
    if (!match) {
      throw new Error(`src/css/custom.css defines no --ready-${name}, which the share images use`);
    }
    return match[1].trim();
  };
  return {'hero-from': value('hero-from'), 'hero-to': value('hero-to'), 'hero-text': value('hero-text'), primary: value('primary'), accent: value('accent')};
}

/** WebP quality of a blog post's card: flat colours and large type, sharp at 75. */
const CARD_QUALITY = 75;

/** The image's texts: Spanish here, each other language's in i18n/<locale>/ready-og-images/messages.json (src/plugins/pageMessages.ts). */
const MESSAGES = {
  tagline: {message: 'Talento tech verificado para empresas de Latinoamérica', description: 'The line under the page title on every share image'},
};

type Child = Node | string;
type Node = {type: string; props: {style?: Record<string, unknown>; children?: Child | Child[]}};

const el = (type: string, style: Record<string, unknown>, children?: Child | Child[]): Node => ({type, props: {style, children}});

function card(title: string, tagline: string, palette: Palette): Node {
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '72px 80px',
      background: `linear-gradient(135deg, ${palette['hero-from']} 0%, ${palette['hero-to']} 60%, ${palette.primary} 100%)`,
      color: '#ffffff',
      fontFamily: 'Plus Jakarta Sans',
    },
    [
      el('div', {display: 'flex', alignItems: 'center', gap: '20px'}, [
        el('div', {width: '64px', height: '64px', borderRadius: '18px', background: palette.primary, border: `3px solid ${palette.accent}`, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: '40px', fontWeight: 800}, 'R'),
        el('div', {fontSize: '44px', fontWeight: 800, letterSpacing: '-1px'}, site.brand),
      ]),
      el('div', {display: 'flex', fontSize: title.length > 40 ? '64px' : '80px', fontWeight: 800, lineHeight: 1.08, letterSpacing: '-2px', maxWidth: '1040px'}, title),
      el('div', {display: 'flex', alignItems: 'center', gap: '16px', fontSize: '30px', fontWeight: 700, color: palette['hero-text']}, [
        el('div', {width: '48px', height: '6px', borderRadius: '3px', background: palette.accent}),
        tagline,
      ]),
    ],
  );
}

/** The text of the first <title> element of an HTML document. */
function titleText(html: string): string {
  return (html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1] ?? '')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .trim();
}

let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;

function loadFonts() {
  fonts ??= Promise.all(
    ([700, 800] as const).map(async (weight) => ({
      name: 'Plus Jakarta Sans',
      weight,
      style: 'normal' as const,
      data: await fs.readFile(path.join(FONT_DIR, `files/plus-jakarta-sans-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** The share image of a page titled `title`, with the language's `tagline`, as SVG (its text drawn as paths). */
export async function drawShareSvg(title: string, tagline: string, palette: Palette): Promise<string> {
  return satori(card(title, tagline, palette) as unknown as Parameters<typeof satori>[0], {...OG_IMAGE_SIZE, fonts: await loadFonts()});
}

/** A share image's SVG as the PNG pages link to, at the image's full width. */
export const asPng = (svg: string): Buffer => new Resvg(svg, {fitTo: {mode: 'width', value: OG_IMAGE_SIZE.width}}).render().asPng();

/**
 * `asPng`, kept in the raster cache under a hash of the SVG (its title, language, colours and fonts): the other
 * builds of a run (the other language, the base-path build, the test journeys' copies) read it instead of drawing it.
 */
export function cachedPng(svg: string, cacheDir: string): Buffer {
  const file = path.join(cacheDir, `og-${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.png`);
  if (existsSync(file)) return readFileSync(file);
  const png = asPng(svg);
  writeIfChanged(file, png);
  return png;
}

/** The HTML file a route was written to, or null (routes without a page of their own). */
async function builtFile(outDir: string, relative: string): Promise<string | null> {
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) {
      return file;
    }
  }
  return null;
}

export default function ogImagesPlugin(context: LoadContext): Plugin {
  const plugin: Plugin<Record<keyof typeof MESSAGES, string>> = {
    name: 'ready-og-images',
    ...pageMessages(MESSAGES),
    async postBuild({outDir, routesPaths, content}) {
      const dir = path.join(outDir, OG_IMAGE_DIR);
      await fs.mkdir(dir, {recursive: true});
      const palette = readPalette(await fs.readFile(STYLESHEET, 'utf8'));
      const cacheDir = cacheDirOf(context.siteDir);
      for (const route of routesPaths) {
        const file = await builtFile(outDir, route.startsWith(context.baseUrl) ? route.slice(context.baseUrl.length) : route);
        if (!file) {
          continue;
        }
        const html = await fs.readFile(file, 'utf8');
        const title = pageHeadline(titleText(html), site.brand);
        const svg = await drawShareSvg(title, content.tagline, palette);
        const name = ogImageName(route, context.baseUrl);
        await fs.writeFile(path.join(dir, `${name}.png`), cachedPng(svg, cacheDir));
        if (isArticle(html)) {
          for (const width of OG_CARD_WIDTHS) {
            const card = await rasterizeCached(Buffer.from(svg), {width, quality: CARD_QUALITY, source: `the card of ${route}`}, cacheDir);
            await fs.writeFile(path.join(dir, `${name}-${width}.webp`), card);
          }
        }
      }
    },
  };
  // Docusaurus types a site's plugins with unknown content.
  return plugin as unknown as Plugin;
}
