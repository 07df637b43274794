/** The body font's two faces (src/plugins/fonts): their ranges, the files HarfBuzz writes, and the weights the stylesheets ask for. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {BODY_FONT, bodyFaces, CORE_FILE, facesCss, REST_FILE, writeBodyFaces} from '@site/src/plugins/fonts';
import {coversRanges, formatRanges, parseRanges, rangeText, subtractRanges, type Ranges} from '@site/src/plugins/fonts/ranges';

const fontverter = require('fontverter') as {convert: (font: Buffer, format: 'truetype') => Promise<Buffer>};
const siteDir = path.resolve(__dirname, '../..');

/** The tables of a TrueType font: offset and length by tag. */
function tables(font: Buffer): Map<string, number> {
  const found = new Map<string, number>();
  for (let index = 0; index < font.readUInt16BE(4); index += 1) {
    const record = 12 + 16 * index;
    found.set(font.toString('latin1', record, record + 4), font.readUInt32BE(record + 8));
  }
  return found;
}

/** The variation axes of a TrueType font (`fvar`): tag → [min, default, max]. */
function axes(font: Buffer): Record<string, [number, number, number]> {
  const fvar = tables(font).get('fvar')!;
  const result: Record<string, [number, number, number]> = {};
  for (let index = 0; index < font.readUInt16BE(fvar + 8); index += 1) {
    const axis = fvar + font.readUInt16BE(fvar + 4) + font.readUInt16BE(fvar + 10) * index;
    result[font.toString('latin1', axis, axis + 4)] = [0, 4, 8].map((at) => font.readInt32BE(axis + 4 + at) / 65536) as [number, number, number];
  }
  return result;
}

/** The code points a TrueType font draws (its Unicode BMP `cmap` subtable, format 4). */
function drawn(font: Buffer): Set<number> {
  const cmap = tables(font).get('cmap')!;
  let subtable = -1;
  for (let index = 0; index < font.readUInt16BE(cmap + 2); index += 1) {
    const record = cmap + 4 + 8 * index;
    if (font.readUInt16BE(record) === 3 && font.readUInt16BE(record + 2) === 1) subtable = cmap + font.readUInt32BE(record + 4);
  }
  if (subtable < 0 || font.readUInt16BE(subtable) !== 4) throw new Error('no format-4 Unicode cmap');
  const segments = font.readUInt16BE(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const rangeOffsets = deltas + 2 * segments;
  const codePoints = new Set<number>();
  for (let segment = 0; segment < segments; segment += 1) {
    const [end, start] = [font.readUInt16BE(ends + 2 * segment), font.readUInt16BE(starts + 2 * segment)];
    const [delta, rangeOffset] = [font.readUInt16BE(deltas + 2 * segment), font.readUInt16BE(rangeOffsets + 2 * segment)];
    for (let codePoint = start; codePoint <= end && codePoint !== 0xffff; codePoint += 1) {
      const glyph = rangeOffset === 0 ? (codePoint + delta) & 0xffff : font.readUInt16BE(rangeOffsets + 2 * segment + rangeOffset + 2 * (codePoint - start));
      if (glyph !== 0) codePoints.add(codePoint);
    }
  }
  return codePoints;
}

/** The name ids a TrueType font's `name` table holds. */
function nameIds(font: Buffer): Set<number> {
  const name = tables(font).get('name')!;
  return new Set(Array.from({length: font.readUInt16BE(name + 2)}, (_, index) => font.readUInt16BE(name + 6 + 12 * index + 6)));
}

const inRanges = (ranges: Ranges) => (codePoint: number) => ranges.some(([low, high]) => codePoint >= low && codePoint <= high);

describe('Unicode ranges', () => {
  it('reads, merges, writes and subtracts them as CSS writes them', () => {
    const ranges = parseRanges('U+0041-005A, u+0061, U+0062-0063, U+0030-0039');
    expect(ranges).toEqual([
      [0x30, 0x39],
      [0x41, 0x5a],
      [0x61, 0x63],
    ]);
    expect(formatRanges(ranges)).toBe('U+0030-0039, U+0041-005A, U+0061-0063');
    expect(formatRanges(subtractRanges(ranges, parseRanges('U+0035, U+0041-0050, U+0063')))).toBe('U+0030-0034, U+0036-0039, U+0051-005A, U+0061-0062');
    expect(coversRanges(ranges, parseRanges('U+0042-0044'))).toBe(true);
    expect(coversRanges(ranges, parseRanges('U+0040-0044'))).toBe(false);
    expect(rangeText(parseRanges('U+0061-0063, U+00E9'))).toBe('abcé');
  });

  it('refuses what is not a range, quoting it', () => {
    expect(() => parseRanges('U+00??')).toThrow('"U+00??" in "U+00??" is not a Unicode range');
    expect(() => parseRanges('U+0050-0040')).toThrow('"U+0050-0040"');
  });
});

describe('the body font', () => {
  it('splits the source range in two faces that cover it once, the copy in the first', () => {
    const [core, rest] = bodyFaces();
    const source = parseRanges(BODY_FONT.sourceRange);
    expect(core.file).toBe(CORE_FILE);
    expect(rest.file).toBe(REST_FILE);
    expect(subtractRanges(source, core.range)).toEqual(rest.range);
    expect(coversRanges(source, core.range)).toBe(true);
    expect(subtractRanges(core.range, rest.range)).toEqual(core.range);
    // Spanish, English and the Portuguese the legal pages quote.
    for (const char of '¿¡Qué año, señor! Ünica «Lei Geral de Proteção» — “quotes” ‘too’ · © 2026 … €') {
      expect([char, inRanges(core.range)(char.codePointAt(0)!)]).toEqual([char, true]);
    }
    const css = facesCss([core, rest]);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain(`src:url('./${CORE_FILE}') format('woff2-variations');unicode-range:${formatRanges(core.range)}}`);
    expect(css).toContain("font-family:'Plus Jakarta Sans Variable';font-style:normal;font-display:swap;font-weight:400 800;");
  });

  it('writes each face with the glyphs of its range and weights 400 to 800 only', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    try {
      const stylesheet = await writeBodyFaces(dir);
      expect(fs.readFileSync(stylesheet, 'utf8')).toContain(facesCss(bodyFaces()));
      const source = await fontverter.convert(fs.readFileSync(require.resolve(BODY_FONT.source)), 'truetype');
      const sourceGlyphs = drawn(source);
      expect(axes(source).wght).toEqual([200, 400, 800]);
      const sizes: number[] = [];
      for (const face of bodyFaces()) {
        const file = fs.readFileSync(path.join(dir, face.file));
        sizes.push(file.length);
        const font = await fontverter.convert(file, 'truetype');
        expect(axes(font).wght).toEqual([400, 400, 800]);
        // The copyright, the family's name and, as the OFL asks of a modified copy, the licence (its URL: the
        // source has no id 13), as far as the source has them.
        expect([0, 1, 13, 14].filter((id) => nameIds(source).has(id) && !nameIds(font).has(id))).toEqual([]);
        expect(nameIds(font).has(14)).toBe(true);
        const expected = [...sourceGlyphs].filter(inRanges(face.range)).sort((a, b) => a - b);
        expect([...drawn(font)].sort((a, b) => a - b)).toEqual(expected);
      }
      // What the cut is for: the file every page loads is far smaller than the source.
      expect(sizes[0]).toBeLessThan(0.6 * fs.statSync(require.resolve(BODY_FONT.source)).size);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  /** The files under src/ whose names match, with their text. */
  function sources(name: RegExp): {file: string; text: string}[] {
    return fs
      .readdirSync(path.join(siteDir, 'src'), {recursive: true, encoding: 'utf8'})
      .filter((relative) => name.test(relative))
      .map((relative) => ({file: `src/${relative}`, text: fs.readFileSync(path.join(siteDir, 'src', relative), 'utf8')}));
  }

  it('is asked for no OpenType feature the cut files drop, in any stylesheet or component of src/', () => {
    const asks: string[] = [];
    for (const {file, text} of sources(/\.(css|tsx?|mdx?)$/)) {
      // Numeric variants and fractions need the dropped features; a feature setting names its tags.
      for (const [declaration] of text.matchAll(/font-variant-numeric\s*:[^;}]*|fontVariantNumeric\s*:[^,}]*/g)) {
        if (!/:\s*['"]?normal/.test(declaration)) asks.push(`${file}: ${declaration}`);
      }
      for (const [declaration, tags] of text.matchAll(/(?:font-feature-settings|fontFeatureSettings)\s*:([^;}]*)/g)) {
        for (const [, tag] of tags.matchAll(/['"]([a-z0-9]{4})['"]/g)) {
          if (!(BODY_FONT.features as readonly string[]).includes(tag)) asks.push(`${file}: ${declaration}`);
        }
      }
    }
    expect(asks).toEqual([]);
  });

  it('is asked only for weights the file has, in every stylesheet of src/', () => {
    const outside: string[] = [];
    for (const {file, text} of sources(/\.css$/)) {
      const css = text.replace(/@font-face\s*\{[^}]*\}/g, '');
      for (const [declaration, weight] of css.matchAll(/(?:font-weight|--ifm-[\w-]*font-weight[\w-]*)\s*:\s*(\d+)/g)) {
        if (Number(weight) < BODY_FONT.weight.min || Number(weight) > BODY_FONT.weight.max) outside.push(`${file}: ${declaration}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
