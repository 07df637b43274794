import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconBrandWhatsapp} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {observe} from '@site/src/hooks/useInView';
import {site, whatsappUrl} from '@site/src/config/site';
import styles from './styles.module.css';

/** What the button never covers: the page's controls, and what a page marks to keep clear (the hero's profile cards). */
const CONTROLS = 'a[href], button, input, select, textarea, summary, [data-keep-clear]';
/** Room kept around the button, in px: a control this close to it counts as under it. */
const CLEARANCE = 4;

/**
 * Watches the bottom-right corner the button covers and reports whether a link or
 * button of the page is in it (src/hooks/useInView.ts's observer, the screen cut down to the corner: no work on scroll). The corner is
 * measured in the first frame and again when the window resizes; controls that pages
 * and menus add or remove later are observed or dropped one by one, without measuring again.
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
    let answered = false;
    let settling = 0;
    const controlsIn = (node: Element): Element[] =>
      [...(node.matches(CONTROLS) ? [node] : []), ...node.querySelectorAll(CONTROLS)].filter((control) => control !== own && !own.contains(control));
    let margin = '';
    const unwatch = (control: Element) => {
      watched.get(control)?.();
      watched.delete(control);
    };
    const watch = (control: Element) => {
      if (watched.has(control)) return;
      const report = (seen: boolean) => {
        if (seen) inCorner.add(control);
        else inCorner.delete(control);
        setOccupied(inCorner.size > 0);
        if (!answered) {
          answered = true;
          settling = requestAnimationFrame(() => (settling = requestAnimationFrame(() => setSettled(true))));
        }
      };
      watched.set(control, observe(control, margin, report));
    };
    const place = () => {
      for (const control of [...watched.keys()]) unwatch(control);
      inCorner.clear();
      // offsetTop/offsetLeft ignore the transform of the stepped-back state: the corner stays put.
      margin = `${-(own.offsetTop - CLEARANCE)}px 0px 0px ${-(own.offsetLeft - CLEARANCE)}px`;
      for (const control of controlsIn(document.body)) watch(control);
    };
    const placeAgain = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    // In the next frame, when the page lays itself out anyway: measuring now would force a layout while it hydrates.
    placeAgain();
    // Pages change without a reload and menus add links: watch the new controls too, and forget the removed ones.
    const mutations = new MutationObserver((records) => {
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
      if (forgot) setOccupied(inCorner.size > 0);
    });
    mutations.observe(document.body, {childList: true, subtree: true});
    window.addEventListener('resize', placeAgain);
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(settling);
      for (const control of [...watched.keys()]) unwatch(control);
      mutations.disconnect();
      window.removeEventListener('resize', placeAgain);
    };
  }, [button]);
  return {occupied, settled};
}

/**
 * The floating WhatsApp button at the bottom right of every page. It steps back
 * (fades, shrinks and lets taps through) while a link or button of the page (or a
 * profile card) passes under it, and comes back once the corner is clear; keyboard focus always shows it.
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
