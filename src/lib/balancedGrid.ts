/**
 * Rows for a grid of cards that never leaves one card alone on its last row:
 * as few rows as `maxColumns` allows, the cards spread as evenly as possible,
 * fuller rows first (5 cards in 3 columns: 3 + 2; 7 in 3: 3 + 2 + 2; 7 in 4: 4 + 3).
 */
export function balancedRows(count: number, maxColumns: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / maxColumns);
  const base = Math.floor(count / rows);
  const fuller = count % rows;
  return Array.from({length: rows}, (_, row) => base + (row < fuller ? 1 : 0));
}

/** Columns of the grid the spans below live in (every row size from 1 to 4 divides it). */
export const GRID_COLUMNS = 12;

/** How many of the GRID_COLUMNS each card spans, in order, so its row is `balancedRows`' size. */
export function balancedSpans(count: number, maxColumns: number): number[] {
  return balancedRows(count, maxColumns).flatMap((size) => Array.from({length: size}, () => GRID_COLUMNS / size));
}
