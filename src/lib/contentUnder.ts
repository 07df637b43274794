/** A box in viewport coordinates. */
export type Box = {left: number; top: number; right: number; bottom: number};

/** Rows and columns of points probed across the box: a line of text is taller than the gap between two rows. */
const ROWS = 5;
const COLUMNS = 3;

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;
}

/** Whether one of `element`'s own lines of text lies in `box` and can be seen. */
function ownTextIn(element: Element, box: Box, range: Range): boolean {
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 0 && rect.height > 0 && overlaps(rect, box)) {
        // Hidden text (a rotation's other items, a faded label) is not covered.
        return element.checkVisibility?.({opacityProperty: true, visibilityProperty: true}) ?? true;
      }
    }
  }
  return false;
}

/**
 * Whether text of the page lies under `box` (the floating button's corner), apart from `own`'s, or, given `controls`
 * (a selector), an element that matches it. Probes a grid of points with `elementsFromPoint` (the elements drawn
 * there, innermost first, with their ancestors) and measures the lines of those elements' own text: a handful of hit
 * tests, not a walk over the page.
 */
export function contentUnder(box: Box, own: Element, controls?: string): boolean {
  const range = document.createRange();
  const checked = new Set<Element>();
  for (let row = 0; row < ROWS; row += 1) {
    for (let column = 0; column < COLUMNS; column += 1) {
      const x = box.left + ((column + 0.5) / COLUMNS) * (box.right - box.left);
      const y = box.top + ((row + 0.5) / ROWS) * (box.bottom - box.top);
      for (const element of document.elementsFromPoint(x, y)) {
        if (checked.has(element) || element === own || own.contains(element)) continue;
        checked.add(element);
        if ((controls !== undefined && element.matches(controls)) || ownTextIn(element, box, range)) return true;
      }
    }
  }
  return false;
}
