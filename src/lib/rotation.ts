/**
 * The state of an auto-rotating display (the hero's candidate card, the
 * pre-footer's card and carousel, the video carousel): which item shows, and
 * why it is standing still.
 * Pure, so the rules are tested without a browser; `useRotation` runs it.
 */

/**
 * Why a rotation stands still. `hover` and `focus` last while the pointer or
 * the keyboard is on it; `user` is the visitor's pause button, a touch on the
 * content or a video they started; `reducedMotion` is the system setting;
 * `hidden` is a layout that does not show it, or a page scrolled away from it.
 */
export type PauseReason = 'hover' | 'focus' | 'user' | 'reducedMotion' | 'hidden';

export type RotationState = {
  index: number;
  count: number;
  reasons: readonly PauseReason[];
};

export type RotationAction =
  | {type: 'advance'}
  /** The visitor moved it themselves (a swipe, a button): the next item counts from there. */
  | {type: 'show'; index: number}
  /** The number of positions changed (a carousel's layout at another width). */
  | {type: 'count'; count: number}
  | {type: 'pause'; reason: PauseReason}
  | {type: 'resume'; reason: PauseReason}
  /** The visitor's play/pause button. Play also overrides reduced motion: it is an explicit request. */
  | {type: 'toggle'};

/** `index` moved into 0…count-1, wrapping both ways. */
export function wrapIndex(index: number, count: number): number {
  return count > 0 ? ((index % count) + count) % count : 0;
}

export function initialRotation(count: number): RotationState {
  return {index: 0, count, reasons: []};
}

export function isPaused(state: RotationState): boolean {
  return state.count < 2 || state.reasons.length > 0;
}

/** True when the visitor (or their system setting) stopped it; the button then offers "play". */
export function isStoppedByVisitor(state: RotationState): boolean {
  return state.reasons.includes('user') || state.reasons.includes('reducedMotion');
}

function withReason(reasons: readonly PauseReason[], reason: PauseReason): readonly PauseReason[] {
  return reasons.includes(reason) ? reasons : [...reasons, reason];
}

function withoutReasons(reasons: readonly PauseReason[], ...removed: PauseReason[]): readonly PauseReason[] {
  return reasons.some((reason) => removed.includes(reason)) ? reasons.filter((reason) => !removed.includes(reason)) : reasons;
}

export function rotationReducer(state: RotationState, action: RotationAction): RotationState {
  switch (action.type) {
    case 'advance':
      return isPaused(state) ? state : {...state, index: wrapIndex(state.index + 1, state.count)};
    case 'show': {
      const index = wrapIndex(action.index, state.count);
      return index === state.index ? state : {...state, index};
    }
    case 'count':
      return action.count === state.count ? state : {...state, count: action.count, index: Math.min(state.index, Math.max(action.count - 1, 0))};
    case 'pause': {
      const reasons = withReason(state.reasons, action.reason);
      return reasons === state.reasons ? state : {...state, reasons};
    }
    case 'resume': {
      const reasons = withoutReasons(state.reasons, action.reason);
      return reasons === state.reasons ? state : {...state, reasons};
    }
    case 'toggle':
      return {
        ...state,
        reasons: isStoppedByVisitor(state) ? withoutReasons(state.reasons, 'user', 'reducedMotion') : withReason(state.reasons, 'user'),
      };
  }
}
