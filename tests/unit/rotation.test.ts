import {
  initialRotation,
  isPaused,
  isStoppedByVisitor,
  type RotationAction,
  rotationReducer,
  type RotationState,
  wrapIndex,
} from '@site/src/lib/rotation';

const run = (state: RotationState, ...actions: RotationAction[]) => actions.reduce(rotationReducer, state);
const advance: RotationAction = {type: 'advance'};

describe('wrapIndex', () => {
  it('wraps past the end and before the start', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(4, 3)).toBe(1);
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe('rotationReducer', () => {
  it('shows the three candidates in turn and wraps to the first', () => {
    const seen = [initialRotation(3)];
    for (let i = 0; i < 4; i += 1) {
      seen.push(rotationReducer(seen[seen.length - 1], advance));
    }
    expect(seen.map((state) => state.index)).toEqual([0, 1, 2, 0, 1]);
  });

  it.each(['hover', 'focus', 'user', 'reducedMotion', 'hidden'] as const)('stands still while paused by %s', (reason) => {
    const paused = run(initialRotation(3), {type: 'pause', reason}, advance, advance);
    expect(isPaused(paused)).toBe(true);
    expect(paused.index).toBe(0);
    const resumed = run(paused, {type: 'resume', reason}, advance);
    expect(isPaused(resumed)).toBe(false);
    expect(resumed.index).toBe(1);
  });

  it('keeps still until every reason is gone', () => {
    const state = run(initialRotation(3), {type: 'pause', reason: 'hover'}, {type: 'pause', reason: 'focus'}, {type: 'resume', reason: 'hover'}, advance);
    expect(state.index).toBe(0);
    expect(run(state, {type: 'resume', reason: 'focus'}, advance).index).toBe(1);
  });

  it('does not count a reason twice, and returns the same state when nothing changes', () => {
    const once = run(initialRotation(3), {type: 'pause', reason: 'hover'});
    expect(rotationReducer(once, {type: 'pause', reason: 'hover'})).toBe(once);
    expect(run(once, {type: 'resume', reason: 'hover'}).reasons).toEqual([]);
    const idle = initialRotation(3);
    expect(rotationReducer(idle, {type: 'resume', reason: 'focus'})).toBe(idle);
  });

  it('the pause button stops it and, pressed again, starts it', () => {
    const stopped = run(initialRotation(3), {type: 'toggle'});
    expect(isStoppedByVisitor(stopped)).toBe(true);
    expect(run(stopped, advance).index).toBe(0);
    const started = run(stopped, {type: 'toggle'});
    expect(isStoppedByVisitor(started)).toBe(false);
    expect(run(started, advance).index).toBe(1);
  });

  it('under reduced motion the button offers play, and play is an explicit request to move', () => {
    const reduced = run(initialRotation(3), {type: 'pause', reason: 'reducedMotion'});
    expect(isStoppedByVisitor(reduced)).toBe(true);
    const played = run(reduced, {type: 'toggle'}, advance);
    expect(played.reasons).toEqual([]);
    expect(played.index).toBe(1);
  });

  it('hover and focus do not change what the button offers', () => {
    const hovered = run(initialRotation(3), {type: 'pause', reason: 'hover'}, {type: 'pause', reason: 'focus'});
    expect(isPaused(hovered)).toBe(true);
    expect(isStoppedByVisitor(hovered)).toBe(false);
    expect(run(hovered, {type: 'toggle'}).reasons).toEqual(['hover', 'focus', 'user']);
  });

  it('a single item never rotates', () => {
    expect(isPaused(initialRotation(1))).toBe(true);
    expect(run(initialRotation(1), advance).index).toBe(0);
  });

  it('a visitor who moves it sets where it goes on from, wrapping like the rotation', () => {
    const moved = run(initialRotation(3), {type: 'show', index: 2});
    expect(moved.index).toBe(2);
    expect(run(moved, advance).index).toBe(0);
    expect(run(initialRotation(3), {type: 'show', index: 4}).index).toBe(1);
    expect(rotationReducer(moved, {type: 'show', index: 2})).toBe(moved);
  });

  it('a carousel with fewer resting positions (several slides in view) keeps its place inside them', () => {
    const atEnd = run(initialRotation(3), {type: 'show', index: 2}, {type: 'count', count: 2});
    expect(atEnd).toMatchObject({index: 1, count: 2});
    expect(run(atEnd, advance).index).toBe(0);
    const allFit = run(atEnd, {type: 'count', count: 1});
    expect(isPaused(allFit)).toBe(true);
  });
});
