import React, {type ReactNode, Suspense, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState} from 'react';
import {observe} from '@site/src/hooks/useInView';
import {isHydrating, LateHydrationState} from '@site/src/lib/hydration';
import {HELD_CONTEXTS, type HeldContexts} from './contexts';

type Gate = {open: boolean; opened: Promise<void>; release: () => void};

function createGate(): Gate {
  let release = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate: Gate = {
    open: false,
    opened,
    release: () => {
      gate.open = true;
      release();
    },
  };
  return gate;
}

/** Suspends while the gate is shut: React keeps the server's markup in place and hydrates it once the gate opens. */
function Wait({gate, children}: {gate: Gate; children: ReactNode}): ReactNode {
  if (!gate.open) {
    // Suspense's contract: a thrown promise suspends the nearest boundary until it settles.
    throw gate.opened;
  }
  return children;
}

/**
 * Rendered last inside the boundary: its layout effect runs once, in the commit of the subtree's hydration, so the
 * band goes live in that same task: a control that changes with it (a link that becomes a button) changes before the
 * page is painted or handles another event.
 */
function Hydrated({onHydrated}: {onHydrated: () => void}): null {
  const call = useRef(onHydrated);
  useLayoutEffect(() => call.current(), []);
  return null;
}

/**
 * Events that mean the visitor is reaching into the subtree: it hydrates at once, so the event finds its handlers.
 * A click comes alone from a screen reader's virtual cursor or an element's `click()`.
 */
const REACH_EVENTS = ['pointerdown', 'mousedown', 'touchstart', 'click', 'focusin', 'keydown', 'mouseover'] as const;

/** What keyboard focus can rest on. */
const FOCUSABLE = 'a[href], button, input, select, textarea, iframe, [tabindex]:not([tabindex="-1"])';

function focusableIn(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** The band `anchor` names: the section around that element, or the element itself. */
function bandOf(anchor: string): Element | null {
  const target = document.getElementById(anchor);
  return target?.closest('section') ?? target;
}

export type Props = {
  /** Id of an element of the subtree (its section, or its heading): the section around it is what is watched. */
  anchor: string;
  children: ReactNode;
};

/**
 * How far from the screen a band starts hydrating, as a root margin (src/hooks/useInView.ts): half a screen, so on a
 * phone the bands right under the landing's hero wait too; a band hydrates in a frame or two, well before it is reached.
 */
const MARGIN = '50% 0px';

/**
 * A band below the first screen whose components hydrate when it comes near the screen, not while the page loads.
 *
 * The server renders it as usual, so the page is whole without JavaScript. While the browser hydrates the page,
 * React leaves the band's markup as the server wrote it (a Suspense boundary whose child waits for a gate) and
 * hydrates it when the band comes within MARGIN of the screen, or at once if the visitor reaches into it first
 * (a tap, a click, a key, keyboard focus): React then hydrates it synchronously and hands it the event.
 *
 * A boundary still waiting must not see a context change: React would throw its markup away and render it afresh
 * (its content would vanish until the gate opened). So the band sees the values the page hydrated with (not yet
 * hydrated, the first location) until its own hydration is done, then the live ones, as the rest of the page
 * saw them at its first commit. tests/e2e/scripts.spec.ts checks that the band's elements stay the server's.
 *
 * Mounted later (a move through the history), nothing waits: the band renders as any component. Built without the
 * speed wall's `lateHydration` trick (src/plugins/lean), which provides those contexts, bands hydrate with the page.
 */
export default function LateHydration(props: Props): ReactNode {
  return HELD_CONTEXTS ? <Deferred {...props} contexts={HELD_CONTEXTS} /> : props.children;
}

function Deferred({anchor, children, contexts: {BrowserContext, RouterContext}}: Props & {contexts: HeldContexts}): ReactNode {
  const [gate] = useState(() => (isHydrating() ? createGate() : null));
  const [state] = useState(() => ({hydrating: gate !== null}));
  const [live, setLive] = useState(gate === null);
  const browser = useContext(BrowserContext);
  const router = useContext(RouterContext);
  const [first] = useState(() => ({browser, router}));
  /** Where keyboard focus was in the band when it went live (an index among its controls), to give it back. */
  const focus = useRef<{root: Element; index: number} | null>(null);

  useEffect(() => {
    const element = bandOf(anchor);
    if (!gate || gate.open || !element) {
      gate?.release();
      return undefined;
    }
    const unobserve = observe(element, MARGIN, (near) => near && gate.release());
    // On the window, ahead of React's own listeners on the page's root: for a target in a boundary still waiting,
    // they try to hydrate it at once, and when they cannot, they stop the event from going further.
    const reach = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) gate.release();
    };
    for (const type of REACH_EVENTS) window.addEventListener(type, reach, {capture: true, passive: true});
    const stop = () => {
      unobserve();
      for (const type of REACH_EVENTS) window.removeEventListener(type, reach, {capture: true});
    };
    void gate.opened.then(stop);
    return stop;
  }, [gate, anchor]);

  // While the boundary waits, its element stays the one it was made with: a new one would be an update to it.
  const [held] = useState(children);
  const content = live ? children : held;
  const boundary = useMemo(
    () => (
      <LateHydrationState.Provider value={state}>
        <Suspense fallback={null}>
          {gate ? <Wait gate={gate}>{content}</Wait> : content}
          {gate && (
            <Hydrated
              onHydrated={() => {
                state.hydrating = false;
                const root = bandOf(anchor);
                const index = root && document.activeElement ? focusableIn(root).indexOf(document.activeElement as HTMLElement) : -1;
                focus.current = root && index >= 0 ? {root, index} : null;
                setLive(true);
              }}
            />
          )}
        </Suspense>
      </LateHydrationState.Provider>
    ),
    [gate, state, content, anchor],
  );
  // Going live re-renders what depends on the page having hydrated: a control the server rendered as a link may
  // become a button (a video's play control), and the link that had keyboard focus is gone. Its successor takes it.
  // A layout effect, so the hand-over happens in the commit that replaced the link, before the browser handles another
  // event: a key pressed on the successor (Enter on the play button) always comes after it, and what that key does
  // with focus (the video facade focuses its frame in its own commit) is never undone by a late hand-over. It only
  // gives back focus the commit dropped to the page: it never takes focus from an element that has it.
  useLayoutEffect(() => {
    const had = focus.current;
    focus.current = null;
    if (live && had && (!document.activeElement || document.activeElement === document.body)) {
      focusableIn(had.root)[had.index]?.focus({preventScroll: true});
    }
  }, [live]);

  const values = live ? {browser, router} : first;
  return (
    <BrowserContext.Provider value={values.browser}>
      <RouterContext.Provider value={values.router}>{boundary}</RouterContext.Provider>
    </BrowserContext.Provider>
  );
}
