import {activeSection, easeInOutCubic, scrollPositionAt, scrollTarget} from '@site/src/lib/smoothScroll';

describe('scrollTarget', () => {
  it('stops 70 px short of the section so the sticky header does not cover it', () => {
    expect(scrollTarget(900, 100, -70, 5000)).toBe(930);
  });

  it('stays within the page', () => {
    expect(scrollTarget(10, 0, -70, 5000)).toBe(0);
    expect(scrollTarget(9000, 0, -70, 5000)).toBe(5000);
  });
});

describe('scrollPositionAt', () => {
  it('starts at the origin, ends at the target, eases in between', () => {
    expect(scrollPositionAt(0, 1000, 0, 500)).toBe(0);
    expect(scrollPositionAt(0, 1000, 250, 500)).toBe(500);
    expect(scrollPositionAt(0, 1000, 500, 500)).toBe(1000);
    expect(scrollPositionAt(0, 1000, 800, 500)).toBe(1000);
    expect(scrollPositionAt(0, 1000, 100, 500)).toBeLessThan(100);
  });

  it('jumps when there is no duration', () => {
    expect(scrollPositionAt(0, 700, 0, 0)).toBe(700);
  });

  it('eases symmetrically', () => {
    expect(easeInOutCubic(0.25) + easeInOutCubic(0.75)).toBeCloseTo(1);
  });
});

describe('activeSection', () => {
  const sections = [
    {id: 'atributos', top: -500, bottom: 20},
    {id: 'proceso', top: 20, bottom: 600},
    {id: 'perfiles', top: 600, bottom: 1200},
  ];

  it('is the section under the reading line', () => {
    expect(activeSection(sections, 71)).toBe('proceso');
  });

  it('is null above the first section', () => {
    expect(activeSection([{id: 'atributos', top: 300, bottom: 900}], 71)).toBeNull();
  });
});
