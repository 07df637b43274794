/**
 * SVG drawings to WebP pictures, at build time (src/plugins/raster).
 *
 * An SVG shown with `<img>` is a document of its own in the browser: it is parsed, styled and laid out on the page's
 * main thread like a small page. The landing page loaded eighteen of them (portraits, flags, client logos, video
 * posters): about 100 ms of a phone's main thread at full speed, 400 ms under the bench's 4× slowdown. A WebP is
 * decoded off the main thread. Drawn with resvg (no system fonts: the same pixels on every machine) and encoded
 * with sharp; each result is cached by the drawing's content and options, so a rebuild does not draw again.
 */
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const {Resvg} = require('@resvg/resvg-js');
const sharp = require('sharp');

const NAME = 'ready-raster (src/plugins/raster)';
/** Bumped when the drawing or encoding changes, so cached pictures are drawn again. */
const CACHE_VERSION = 1;

/**
 * The WebP of `svg` drawn `width` pixels wide (height in proportion). `lossless` for flat drawings with sharp edges
 * and few colours (logos, flags), lossy (`quality`) for illustrations. `source` names the drawing in errors;
 * `credit`, when given, goes into the picture's EXIF copyright (a licence's attribution travels with the file).
 * Text is refused: without the site's fonts it would be drawn in whatever font the machine has, or not at all.
 */
async function rasterize(svg, {width, lossless = false, quality = 82, source, credit}) {
  const text = String(svg);
  if (/<text[\s>]/.test(text)) {
    throw new Error(`${NAME}: ${source} has <text>. Convert its text to outlines (paths) so it draws the same everywhere.`);
  }
  if (!Number.isInteger(width) || width <= 0) throw new Error(`${NAME}: ${source}: width must be a positive integer, not ${width}.`);
  let drawn;
  try {
    drawn = new Resvg(text, {fitTo: {mode: 'width', value: width}, font: {loadSystemFonts: false}}).render();
  } catch (error) {
    throw new Error(`${NAME}: ${source} is not a drawing resvg can read: ${error.message}`);
  }
  let picture = sharp(Buffer.from(drawn.pixels), {raw: {width: drawn.width, height: drawn.height, channels: 4}});
  if (credit) picture = picture.withExif({IFD0: {Copyright: credit}});
  return picture.webp(lossless ? {lossless: true, effort: 6} : {quality, alphaQuality: 90, effort: 6}).toBuffer();
}

/** `rasterize`, with results kept in `cacheDir` under a hash of the drawing and the options. */
async function rasterizeCached(svg, options, cacheDir) {
  const {source: _source, ...drawing} = options;
  const key = crypto.createHash('sha256').update(JSON.stringify({v: CACHE_VERSION, ...drawing})).update(svg).digest('hex').slice(0, 32);
  const file = path.join(cacheDir, `${key}.webp`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const webp = await rasterize(svg, options);
  // Both locales' builds (and the test journeys' copies) may draw at once: writeIfChanged never leaves half a file.
  writeIfChanged(file, webp);
  return webp;
}

/** Writes `data` to `file` only when it differs (the dev server watches static folders), atomically. */
function writeIfChanged(file, data) {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(data)) return;
  fs.mkdirSync(path.dirname(file), {recursive: true});
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}

/** The cache of drawn pictures, beside the bundler's. */
function cacheDirOf(siteDir) {
  return path.join(siteDir, 'node_modules/.cache/ready-raster');
}

module.exports = {rasterize, rasterizeCached, writeIfChanged, cacheDirOf, NAME};
