import {expandCustomMedia, SITE_MEDIA} from '@site/src/lib/customMedia';
import {site} from '@site/src/config/site';

describe('expandCustomMedia', () => {
  it('turns the pre-footer breakpoint into the width of site.ts', () => {
    expect(expandCustomMedia('(--prefooter-card)')).toBe(`(min-width: ${site.prefooterCardMinWidthPx}px)`);
    expect(expandCustomMedia('not all and (--prefooter-card)')).toBe(`not all and (min-width: ${site.prefooterCardMinWidthPx}px)`);
  });

  it('leaves ordinary queries alone', () => {
    expect(expandCustomMedia('(min-width: 768px) and (prefers-reduced-motion: reduce)')).toBe('(min-width: 768px) and (prefers-reduced-motion: reduce)');
  });

  it('refuses a name it does not know, naming the ones it does', () => {
    expect(() => expandCustomMedia('(--prefooter-crad)')).toThrow(`Unknown custom media --prefooter-crad; known: ${Object.keys(SITE_MEDIA).join(', ')}`);
  });
});
