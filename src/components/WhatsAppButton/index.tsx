import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconBrandWhatsapp} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {observe} from '@site/src/hooks/useInView';
import {site, whatsappUrl} from '@site/src/config/site';
import {contentUnder} from '@site/src/lib/contentUnder';
import styles from './styles.module.css';

/** What the button never covers: the page's controls, what a page marks to keep clear (the hero's profile cards), and text. */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [data-keep-clear]';
/** Room kept around the button, in px: a control this close to it counts as under it. */
const CLEARANCE = 4;

/** How long scrolling must rest before the corner's text is checked, where the browser has no `scrollend` event. */
const SCROLL_REST_MS = 120;

/**
 * Watches the bottom-right corner the button covers and reports whether a link or button of the page, or text, is in
 * it. While the page rests, a few hit tests in the corner answer (src/lib/contentUnder.ts): when it has loaded, when
 * scrolling comes to rest, when the window resizes and when the page's content changes. From the first scroll on,
 * controls passing under the button while the page moves are watched too: src/hooks/useInView.ts's observer, the
 * screen cut down to the corner (no work on scroll), measured again when the window resizes; controls that pages and
 * menus add or remove later are observed or dropped one by one. A visitor who never scrolls never pays for that watch.
 */
function useCornerOccupied(button: React.RefObject<HTMLElement | null>): {occupied: boolean; settled: boolean} {
  const [occupied, setOccupied] = useState(false);
  // False until the first answer has been drawn: the button takes its first place without moving there (a page
  // that opens with a control under it showed the step-back animation, ten frames of painting, on every load).
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const own = button.current;
    if (!own || typeof IntersectionObserver === 'undefined') return undefined;
    const inCorner = new Set<Element>();
    /** Each control watched, and how to stop watching it. */
    const watched = new Map<Element, () => void>();
    let frame = 0;
    let settling = 0;
    const controlsIn = (node: Element): Element[] =>
      [...(node.matches(CONTROLS) ? [node] : []), ...node.querySelectorAll(CONTROLS)].filter((control) => control !== own && !own.contains(control));
    /** Empty until the page first scrolls: then the corner as a root margin, and the controls are watched. */
    let margin = '';
    /** What the last hit tests found: text, or (before the watch starts) a control. */
    let found = false;
    let checkFrame = 0;
    let resting = 0;
    const update = () => setOccupied(inCorner.size > 0 || found);
    const settle = () => {
      if (!settling) settling = requestAnimationFrame(() => (settling = requestAnimationFrame(() => setSettled(true))));
    };
    const check = () => {
      checkFrame = 0;
      // offsetTop/offsetLeft ignore the transform of the stepped-back state: the corner stays put.
      const corner = {
        left: own.offsetLeft - CLEARANCE,
        top: own.offsetTop - CLEARANCE,
        right: own.offsetLeft + own.offsetWidth + CLEARANCE,
        bottom: own.offsetTop + own.offsetHeight + CLEARANCE,
      };
      const under = contentUnder(corner, own, margin ? undefined : CONTROLS);
      if (under !== found) {
        found = under;
        update();
      }
      settle();
    };
    const scheduleCheck = () => {
      if (!checkFrame) checkFrame = requestAnimationFrame(check);
    };
    const unwatch = (control: Element) => {
      watched.get(control)?.();
      watched.delete(control);
    };
    const watch = (control: Element) => {
      if (watched.has(control)) return;
      const report = (seen: boolean) => {
        if (seen) inCorner.add(control);
        else inCorner.delete(control);
        update();
      };
      watched.set(control, observe(control, margin, report));
    };
    const place = () => {
      for (const control of [...watched.keys()]) unwatch(control);
      inCorner.clear();
      // offsetTop/offsetLeft ignore the transform of the stepped-back state: the corner stays put.
      margin = `${-(own.offsetTop - CLEARANCE)}px 0px 0px ${-(own.offsetLeft - CLEARANCE)}px`;
      for (const control of controlsIn(document.body)) watch(control);
      scheduleCheck();
    };
    const placeAgain = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    // In the next frame, when the page lays itself out anyway: measuring now would force a layout while it hydrates.
    scheduleCheck();
    // Pages change without a reload and menus add links: check the corner again, and watch the new controls too.
    const mutations = new MutationObserver((records) => {
      // Text may have come, gone or moved in the corner (a rotation's next item, a menu); the button's own changes aside.
      if (records.some((record) => !own.contains(record.target))) scheduleCheck();
      if (!margin) return;
      let forgot = false;
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element) for (const control of controlsIn(node)) watch(control);
        }
        for (const node of record.removedNodes) {
          if (!(node instanceof Element)) continue;
          for (const control of controlsIn(node)) {
            unwatch(control);
            forgot = inCorner.delete(control) || forgot;
          }
        }
      }
      if (forgot) update();
    });
    mutations.observe(document.body, {childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['class', 'hidden', 'open']});
    const onResize = () => (margin ? placeAgain() : scheduleCheck());
    window.addEventListener('resize', onResize);
    // The watch starts with the first scroll.
    window.addEventListener('scroll', placeAgain, {passive: true, once: true});
    const onScroll = () => {
      window.clearTimeout(resting);
      resting = window.setTimeout(scheduleCheck, SCROLL_REST_MS);
    };
    const scrollEvent = 'onscrollend' in window ? 'scrollend' : 'scroll';
    const onScrollEvent = scrollEvent === 'scrollend' ? scheduleCheck : onScroll;
    window.addEventListener(scrollEvent, onScrollEvent, {passive: true});
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(checkFrame);
      cancelAnimationFrame(settling);
      window.clearTimeout(resting);
      window.removeEventListener('scroll', placeAgain);
      window.removeEventListener(scrollEvent, onScrollEvent);
      for (const control of [...watched.keys()]) unwatch(control);
      mutations.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [button]);
  return {occupied, settled};
}

/**
 * The floating WhatsApp button at the bottom right of every page. It steps back
 * (fades, shrinks and lets taps through) while a link or button of the page (or a
 * profile card) passes under it, or text rests under it, and comes back once the corner is clear; keyboard focus
 * always shows it.
 */
export default function WhatsAppButton(): ReactNode {
  const label = translate({id: 'layout.whatsapp.floating', description: 'Floating WhatsApp button'});
  const ref = useRef<HTMLAnchorElement>(null);
  const {occupied, settled} = useCornerOccupied(ref);
  return (
    <ExternalLink ref={ref} href={whatsappUrl(site.whatsappGreeting)} className={clsx(styles.button, occupied && styles.aside, !settled && styles.still)} aria-label={label} title={label} data-place="floating">
      <IconBrandWhatsapp size={30} stroke={1.8} aria-hidden="true" focusable="false" />
    </ExternalLink>
  );
}
