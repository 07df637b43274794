/**
 * The body font, cut to what the pages use (the faces' stylesheet and files are written at build time).
 *
 * @fontsource's Latin file of Plus Jakarta Sans is 27 KB: weights 200 to 800 and about 330 characters. The pages
 * set text from 400 to 800, and Spanish and English copy needs ASCII, Latin-1's punctuation, a dozen accented
 * letters and the typographic quotes and dashes. Under the bench's throttling that file was the last request
 * the largest paint waited for. So the one family is declared as two faces of the same file, both narrowed to
 * 400–800 by HarfBuzz (subset-font):
 * - the core (`BODY_FONT.core`, about 13 KB), which every page preloads (src/theme/Layout) and uses;
 * - the rest of @fontsource's Latin range (ç, ã, ß, ‰…), which a browser fetches only for a page that shows one
 *   of those characters. Characters outside both fall back to the system font, as before.
 * A weight below 400 or above 800 draws as the nearest one the file has (tests/unit/fonts.test.ts keeps the
 * stylesheets within the range).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {getFileLoaderUtils} from '@docusaurus/utils';
import {coversRanges, formatRanges, parseRanges, rangeText, subtractRanges, type Ranges} from './ranges';

// CommonJS: written only when its bytes change, so the dev server does not rebuild on every start.
const {writeIfChanged} = require('../raster/rasterize.cjs') as {writeIfChanged: (file: string, data: Buffer) => void};

const NAME = 'ready-fonts (src/plugins/fonts)';

export const BODY_FONT = {
  family: 'Plus Jakarta Sans Variable',
  /** @fontsource's Latin file, and the range its own stylesheet gives it. */
  source: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  sourceRange:
    'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  /** The weights the stylesheets use. */
  weight: {min: 400, max: 800},
  /**
   * What the copy uses: ASCII; of Latin-1's punctuation the no-break space, ¡ § © ª « soft hyphen ® ° · º » ¿; the
   * accented letters of Spanish and of Portuguese, upper case too (the Portuguese pages, and the footer's headings
   * that CSS writes in capitals: SEÇÕES); the
   * multiplication sign (the cost guide's estimator, once hydrated); the typographic dashes, quotes, bullet and
   * ellipsis; the euro; the invisible joiners and marks (a page with one must not fetch the other file for it).
   */
  /**
   * The OpenType features kept: those a browser applies to text by itself (shaping, ligatures such as fi and fl,
   * contextual alternates, kerning, mark positioning). The file's others (fractions, numerators, denominators,
   * tabular and proportional figures) need a `font-feature-settings` or `font-variant-numeric` that no stylesheet
   * sets (tests/unit/fonts.test.ts); with their glyphs they were 2 KB of the core. Fitting the core, with its
   * response's headers, in one first TCP window (14.6 KB) saves the largest paint a round trip on a slow link.
   */
  features: ['calt', 'ccmp', 'clig', 'curs', 'dist', 'kern', 'liga', 'locl', 'mark', 'mkmk', 'rclt', 'rlig'],
  core: 'U+0020-007E, U+00A0-00A1, U+00A7, U+00A9-00AB, U+00AD-00AE, U+00B0, U+00B7, U+00BA-00BB, U+00BF, U+00C0-00C3, U+00C7, U+00C9-00CA, U+00CD, U+00D1, U+00D3-00D5, U+00D7, U+00DA, U+00DC, U+00E0-00E3, U+00E7, U+00E9-00EA, U+00ED, U+00F1, U+00F3-00F5, U+00FA, U+00FC, U+200B-200F, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2060, U+20AC, U+FEFF',
} as const;

/** The folder, under `.docusaurus`, of the faces' files and stylesheet; the bundler knows it as `@ready-fonts`. */
export const FONTS_DIR = 'ready-fonts';
export const FONTS_ALIAS = '@ready-fonts';
/** The core face's file (preloaded by every page): `import url from '@ready-fonts/plus-jakarta-sans-core.woff2'`. */
export const CORE_FILE = 'plus-jakarta-sans-core.woff2';
export const REST_FILE = 'plus-jakarta-sans-rest.woff2';

export type Face = {file: string; range: Ranges};

/** The two faces: the core, and what else the source covers. Throws when the core is not inside the source. */
export function bodyFaces(): [Face, Face] {
  const source = parseRanges(BODY_FONT.sourceRange);
  const core = parseRanges(BODY_FONT.core);
  if (!coversRanges(source, core)) {
    throw new Error(`${NAME}: the core range names characters outside the source file's (${formatRanges(subtractRanges(core, source))}).`);
  }
  return [
    {file: CORE_FILE, range: core},
    {file: REST_FILE, range: subtractRanges(source, core)},
  ];
}

/** The faces' @font-face rules, with `url()`s relative to the stylesheet. */
export function facesCss(faces: readonly Face[]): string {
  const {family, weight} = BODY_FONT;
  return faces
    .map(
      ({file, range}) =>
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight.min} ${weight.max};` +
        `src:url('./${file}') format('woff2-variations');unicode-range:${formatRanges(range)}}`,
    )
    .join('\n');
}

type SubsetFont = (
  font: Buffer,
  text: string,
  options: {targetFormat: 'woff2'; variationAxes: Record<string, {min: number; max: number}>; keepFeatures: string[]; preserveNameIds: number[]},
) => Promise<Buffer>;

/** The name records the cut files keep beyond HarfBuzz's own (copyright, names, version): the licence and its URL (OFL). */
export const LICENCE_NAME_IDS = [13, 14];

/** Writes the faces' files and stylesheet into `dir`; returns the stylesheet's path. */
export async function writeBodyFaces(dir: string): Promise<string> {
  let sourceFile: string;
  try {
    sourceFile = require.resolve(BODY_FONT.source);
  } catch {
    throw new Error(`${NAME}: ${BODY_FONT.source} is not installed; a new @fontsource version may have renamed it. Update BODY_FONT.`);
  }
  const source = fs.readFileSync(sourceFile);
  const subsetFont = require('subset-font') as SubsetFont;
  const faces = bodyFaces();
  for (const face of faces) {
    const cut = await subsetFont(source, rangeText(face.range), {
      targetFormat: 'woff2',
      variationAxes: {wght: BODY_FONT.weight},
      keepFeatures: [...BODY_FONT.features],
      preserveNameIds: LICENCE_NAME_IDS,
    });
    writeIfChanged(path.join(dir, face.file), cut);
  }
  const stylesheet = path.join(dir, 'fonts.css');
  writeIfChanged(stylesheet, Buffer.from(`/* Written by ${NAME}. */\n${facesCss(faces)}\n`));
  return stylesheet;
}

export default function fontsPlugin(context: LoadContext): Plugin {
  const dir = path.join(context.generatedFilesDir, FONTS_DIR);
  const stylesheet = path.join(dir, 'fonts.css');
  return {
    name: 'ready-fonts',
    async loadContent() {
      await writeBodyFaces(dir);
    },
    getClientModules() {
      return [stylesheet];
    },
    configureWebpack(config, isServer) {
      // Docusaurus's rule inlines a font under 10 KB into the stylesheet as a data URL: the rest face would then
      // weigh on every page instead of on none. Its files are written as files, like the core's.
      const {loaders, rules: stock} = getFileLoaderUtils(isServer);
      const rules = (config.module?.rules ?? []) as Array<{test?: unknown; exclude?: unknown}>;
      const fontRule = rules.find((rule) => String(rule.test) === String(stock.fonts().test));
      if (!fontRule) throw new Error(`${NAME}: Docusaurus's rule for font files (${String(stock.fonts().test)}) was not found.`);
      if (fontRule.exclude !== undefined) throw new Error(`${NAME}: Docusaurus's rule for font files already excludes files; merge ${dir} into it.`);
      fontRule.exclude = dir;
      return {
        resolve: {alias: {[FONTS_ALIAS]: dir}},
        module: {rules: [{test: /\.woff2$/i, include: dir, use: [loaders.file({folder: 'fonts'})]}]},
      };
    },
  };
}
