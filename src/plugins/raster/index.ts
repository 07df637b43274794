/**
 * Pictures instead of SVG documents (the drawing and its reasons: rasterize.cjs).
 *
 * - `import url from 'x.svg?width=60&raster'` (`?width=60&lossless&raster` for flat drawings) gives the built URL of a WebP
 *   `width` pixels wide, named by its content: the flags. Inlined SVG components would each carry their own `id`s
 *   (flag-icons' `clipPath id="a"`), which clash when two are on one page; as files they also stay out of the bundle.
 * - Every SVG of the folders in `STATIC_DRAWINGS` is drawn into a folder served like static/ (`RASTER_STATIC_DIR`),
 *   at the same path with `.webp`: `static/img/clients/x.svg` is shown as `/img/clients/x.webp`. Client logos
 *   are drawn at twice their own `width`, video posters at `POSTER_PIXELS` wide.
 * The people's portraits are drawn the same way by src/plugins/portraits.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {LANGUAGES} from '../../config/locales';

type Raster = {
  NAME: string;
  cacheDirOf: (siteDir: string) => string;
  rasterizeCached: (svg: Buffer, options: {width: number; lossless?: boolean; quality?: number; source: string; credit?: string}, cacheDir: string) => Promise<Buffer>;
  writeIfChanged: (file: string, data: Buffer) => void;
};
// CommonJS, shared with the bundler's loader (rspack requires loaders as they are).
export const {NAME, cacheDirOf, rasterizeCached, writeIfChanged} = require('./rasterize.cjs') as Raster;

/** The folder the static drawings are drawn into (listed in `staticDirectories`). */
export const RASTER_STATIC_DIR = '.docusaurus/ready-raster';

/** Video posters are shown at most about 640 CSS pixels wide (1,280 × 720 placeholders): sharp on 1.5× screens. */
export const POSTER_PIXELS = 960;
export const POSTER_QUALITY = 72;

type Drawing = {width: number; lossless: boolean; quality?: number};

/** The width an SVG declares on its root element (or its viewBox), in CSS pixels. */
export function declaredWidth(svg: string, source: string): number {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = /\swidth="([\d.]+)(?:px)?"/.exec(root)?.[1] ?? /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)/.exec(root)?.[1];
  if (!width) throw new Error(`${NAME}: ${source} declares neither a width nor a viewBox on its <svg>.`);
  return Math.round(Number(width));
}

/** Folders of static/ whose drawings are shown as pictures, and how each is drawn. */
export const STATIC_DRAWINGS: ReadonlyArray<{dir: string; drawing: (svg: string, source: string) => Drawing}> = [
  {dir: 'img/clients', drawing: (svg, source) => ({width: 2 * declaredWidth(svg, source), lossless: true})},
  // Flat illustrations: at quality 72 about 10 KB a poster, with no visible loss (82: 13 KB).
  {dir: 'img/video', drawing: () => ({width: POSTER_PIXELS, lossless: false, quality: POSTER_QUALITY})},
];

/** Draws every static drawing into `RASTER_STATIC_DIR`, and removes pictures whose drawing is gone. */
export async function drawStatic(siteDir: string): Promise<number> {
  let count = 0;
  for (const {dir, drawing} of STATIC_DRAWINGS) {
    const from = path.join(siteDir, 'static', dir);
    const to = path.join(siteDir, RASTER_STATIC_DIR, dir);
    const names = fs.existsSync(from) ? fs.readdirSync(from).filter((name) => name.endsWith('.svg')) : [];
    for (const name of names) {
      const source = path.posix.join('static', dir, name);
      const svg = fs.readFileSync(path.join(from, name));
      const webp = await rasterizeCached(svg, {...drawing(String(svg), source), source}, cacheDirOf(siteDir));
      writeIfChanged(path.join(to, name.replace(/\.svg$/, '.webp')), webp);
      count += 1;
    }
    if (fs.existsSync(to)) {
      for (const name of fs.readdirSync(to)) {
        if (!names.includes(name.replace(/\.webp$/, '.svg'))) fs.rmSync(path.join(to, name), {force: true});
      }
    }
  }
  return count;
}

/** Where the language switch's flags are drawn (`/img/languages/<locale>.webp`), one per language of src/config/languages.json. */
export const LANGUAGE_FLAGS_DIR = 'img/languages';

/** Draws each language's flag (flag-icons, 60 pixels wide, like the country flags) for the language switch. */
export async function drawLanguageFlags(siteDir: string): Promise<number> {
  const flags = path.join(path.dirname(require.resolve('flag-icons/package.json')), 'flags/4x3');
  const to = path.join(siteDir, RASTER_STATIC_DIR, LANGUAGE_FLAGS_DIR);
  for (const {locale, flag} of LANGUAGES) {
    const source = path.join(flags, `${flag}.svg`);
    if (!fs.existsSync(source)) throw new Error(`${NAME}: src/config/languages.json: "${locale}" names the flag "${flag}", which flag-icons does not have.`);
    const webp = await rasterizeCached(fs.readFileSync(source), {width: 60, lossless: true, source}, cacheDirOf(siteDir));
    writeIfChanged(path.join(to, `${locale}.webp`), webp);
  }
  for (const name of fs.readdirSync(to)) {
    if (!LANGUAGES.some(({locale}) => name === `${locale}.webp`)) fs.rmSync(path.join(to, name), {force: true});
  }
  return LANGUAGES.length;
}

type Rule = {test?: unknown; oneOf?: unknown[]};
type FileLoader = {loader: string; options: Record<string, unknown>};

export default function rasterPlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-raster',
    async loadContent() {
      await Promise.all([drawStatic(context.siteDir), drawLanguageFlags(context.siteDir)]);
    },
    configureWebpack(config, isServer) {
      const rules = (config.module?.rules ?? []) as Rule[];
      const svgRule = rules.find((rule) => String(rule.test) === String(/\.svg$/i) && Array.isArray(rule.oneOf));
      if (!svgRule?.oneOf) throw new Error(`${NAME}: the SVG rule of @docusaurus/plugin-svgr was not found.`);
      const file = getFileLoaderUtils(isServer).loaders.file({folder: 'images'}) as FileLoader;
      // The file loader names the file after its source (`.svg`): the picture is a WebP.
      const name = String(file.options.name);
      if (!name.endsWith('[ext]')) throw new Error(`${NAME}: Docusaurus's file loader names files "${name}", not "….[ext]".`);
      const webpFile = {...file, options: {...file.options, name: name.replace(/\[ext\]$/, 'webp')}};
      // First in the rule's `oneOf`, so SVGR never sees a `?raster` import.
      svgRule.oneOf.unshift({resourceQuery: /&raster$/, use: [webpFile, {loader: path.join(__dirname, 'loader.cjs')}]});
      return {};
    },
  };
}
