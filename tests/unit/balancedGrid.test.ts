import {balancedRows, balancedSpans, GRID_COLUMNS} from '../../src/lib/balancedGrid';

describe('balancedRows', () => {
  it.each([
    [3, 3, [3]],
    [4, 3, [2, 2]],
    [5, 3, [3, 2]],
    [6, 3, [3, 3]],
    [7, 3, [3, 2, 2]],
    [4, 4, [4]],
    [5, 4, [3, 2]],
    [7, 4, [4, 3]],
    [8, 4, [4, 4]],
    [9, 4, [3, 3, 3]],
  ])('%i cards in at most %i columns → %j', (count, max, rows) => {
    expect(balancedRows(count, max)).toEqual(rows);
  });

  it('never leaves one card alone on a row when there are two or more (2–12 cards, 3 or 4 columns)', () => {
    for (let count = 2; count <= 12; count += 1) {
      for (let max = 3; max <= 4; max += 1) {
        const rows = balancedRows(count, max);
        expect(rows.reduce((a, b) => a + b, 0)).toBe(count);
        expect(Math.max(...rows)).toBeLessThanOrEqual(max);
        expect(rows.includes(1)).toBe(false);
      }
    }
  });
});

describe('balancedSpans', () => {
  it('fills each row of the grid exactly', () => {
    for (let count = 1; count <= 9; count += 1) {
      for (let max = 1; max <= 4; max += 1) {
        const spans = balancedSpans(count, max);
        expect(spans).toHaveLength(count);
        expect(spans.every((span) => Number.isInteger(span) && GRID_COLUMNS % span === 0)).toBe(true);
      }
    }
  });
});
