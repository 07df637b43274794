/**
 * Unicode ranges as CSS writes them (`U+0020-007E, U+00E9`), for the body font's faces (src/plugins/fonts).
 */

/** Inclusive code point ranges, sorted and merged. */
export type Ranges = ReadonlyArray<readonly [number, number]>;

function normalized(ranges: Array<readonly [number, number]>): Ranges {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [low, high] of sorted) {
    const last = merged[merged.length - 1];
    if (last && low <= last[1] + 1) last[1] = Math.max(last[1], high);
    else merged.push([low, high]);
  }
  return merged;
}

/** Reads a CSS `unicode-range` value; throws, quoting it, on anything else (wildcards included). */
export function parseRanges(css: string): Ranges {
  return normalized(
    css.split(',').map((part) => {
      const match = /^U\+([0-9A-F]{1,6})(?:-([0-9A-F]{1,6}))?$/i.exec(part.trim());
      const low = match ? parseInt(match[1], 16) : NaN;
      const high = match?.[2] ? parseInt(match[2], 16) : low;
      if (!match || high < low) throw new Error(`"${part.trim()}" in "${css}" is not a Unicode range like U+0020-007E.`);
      return [low, high] as const;
    }),
  );
}

/** Writes ranges as a CSS `unicode-range` value. */
export function formatRanges(ranges: Ranges): string {
  const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([low, high]) => (low === high ? `U+${hex(low)}` : `U+${hex(low)}-${hex(high)}`)).join(', ');
}

/** The code points of `ranges` that `without` does not cover. */
export function subtractRanges(ranges: Ranges, without: Ranges): Ranges {
  const rest: Array<[number, number]> = [];
  for (const [low, high] of ranges) {
    let from = low;
    for (const [cutLow, cutHigh] of without) {
      if (cutHigh < from || cutLow > high) continue;
      if (cutLow > from) rest.push([from, cutLow - 1]);
      from = cutHigh + 1;
    }
    if (from <= high) rest.push([from, high]);
  }
  return normalized(rest);
}

/** Whether `inner` lies wholly inside `outer`. */
export function coversRanges(outer: Ranges, inner: Ranges): boolean {
  return subtractRanges(inner, outer).length === 0;
}

/** Every character of `ranges`, as one string (what a subsetter keeps). */
export function rangeText(ranges: Ranges): string {
  let text = '';
  for (const [low, high] of ranges) for (let codePoint = low; codePoint <= high; codePoint += 1) text += String.fromCodePoint(codePoint);
  return text;
}
