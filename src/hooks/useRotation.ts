import {type FocusEvent, type PointerEvent, useCallback, useEffect, useMemo, useReducer} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {site} from '../config/site';
import {initialRotation, isPaused, isStoppedByVisitor, rotationReducer} from '../lib/rotation';
import {useReducedMotion} from './useReducedMotion';

export type RotationOptions = {
  count: number;
  /** The site's default autoplay interval unless the element has its own timing. */
  intervalMs?: number;
  /** False while the rotating element is not on screen (another layout, or scrolled away). */
  visible?: boolean;
};

export type Rotation = {
  index: number;
  /** Moving right now (never on the server: the static page stands still). */
  playing: boolean;
  /** The visitor (or reduced motion) stopped it: the pause button shows pressed. */
  stopped: boolean;
  toggle: () => void;
  /** Stops it as the pause button does (the visitor started something inside, e.g. a video). */
  stop: () => void;
  /** The visitor moved it themselves: the next item counts from `index`, after a full interval. */
  show: (index: number) => void;
  /** Spread on the element whose hover and focus pause the rotation. */
  pauseHandlers: {
    onPointerEnter: (event: PointerEvent) => void;
    onPointerLeave: (event: PointerEvent) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  };
  /** Spread on the content (not the pause button): a touch there stops the rotation, like the pause button. */
  touchHandlers: {onPointerDown: (event: PointerEvent) => void};
};

/**
 * Shows `count` items in turn, one every `intervalMs`, wrapping. Stands still
 * while hovered by a mouse, while keyboard focus is inside, after the pause
 * button or a touch on the content, under reduced motion and while not
 * visible. Each item gets the full interval: the timer restarts whenever the
 * item or the paused state changes.
 */
export function useRotation({count, intervalMs = site.timings.defaultAutoplayMs, visible = true}: RotationOptions): Rotation {
  const [state, dispatch] = useReducer(rotationReducer, count, initialRotation);
  const isBrowser = useIsBrowser();
  const reducedMotion = useReducedMotion();
  const paused = isPaused(state);

  useEffect(() => {
    dispatch({type: reducedMotion ? 'pause' : 'resume', reason: 'reducedMotion'});
  }, [reducedMotion]);

  useEffect(() => {
    dispatch({type: visible ? 'resume' : 'pause', reason: 'hidden'});
  }, [visible]);

  useEffect(() => {
    dispatch({type: 'count', count});
  }, [count]);

  useEffect(() => {
    if (!isBrowser || paused) {
      return undefined;
    }
    const timer = window.setTimeout(() => dispatch({type: 'advance'}), intervalMs);
    return () => window.clearTimeout(timer);
  }, [isBrowser, paused, state.index, intervalMs]);

  const toggle = useCallback(() => dispatch({type: 'toggle'}), []);
  const stop = useCallback(() => dispatch({type: 'pause', reason: 'user'}), []);
  const show = useCallback((index: number) => dispatch({type: 'show', index}), []);
  const touchHandlers = useMemo<Rotation['touchHandlers']>(
    () => ({onPointerDown: (event) => event.pointerType !== 'mouse' && dispatch({type: 'pause', reason: 'user'})}),
    [],
  );
  const pauseHandlers = useMemo<Rotation['pauseHandlers']>(
    () => ({
      // Touch and pen "enter" on every tap and never leave: only a mouse hovers.
      onPointerEnter: (event) => event.pointerType === 'mouse' && dispatch({type: 'pause', reason: 'hover'}),
      onPointerLeave: (event) => event.pointerType === 'mouse' && dispatch({type: 'resume', reason: 'hover'}),
      onFocus: () => dispatch({type: 'pause', reason: 'focus'}),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          dispatch({type: 'resume', reason: 'focus'});
        }
      },
    }),
    [],
  );

  return {index: state.index, playing: isBrowser && !paused, stopped: isStoppedByVisitor(state), toggle, stop, show, pauseHandlers, touchHandlers};
}
