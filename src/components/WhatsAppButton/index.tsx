import React, {type ReactNode, useEffect, useState} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {IconBrandWhatsapp} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {observe} from '@site/src/hooks/useInView';
import {site, whatsappUrl} from '@site/src/config/site';
import styles from './styles.module.css';

/** The WhatsApp buttons of the page's main content: the hero's and the closing bands' (the footer's link is not in `main`). */
const PAGE_BUTTONS = 'main a[href^="https://wa.me/"]';

/**
 * Whether one of the page's own WhatsApp buttons is at least half on screen, watched again on each new page; and
 * whether the first answer has been drawn (the button takes its first place without moving there).
 */
function usePageButtonInView(): {inView: boolean; settled: boolean} {
  const {pathname} = useLocation();
  const [inView, setInView] = useState(false);
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const seen = new Set<Element>();
    let frame = 0;
    const stops = [...document.querySelectorAll(PAGE_BUTTONS)].map((button) =>
      observe(
        button,
        '0px',
        (half) => {
          if (half) seen.add(button);
          else seen.delete(button);
          setInView(seen.size > 0);
          if (!frame) frame = requestAnimationFrame(() => (frame = requestAnimationFrame(() => setSettled(true))));
        },
        0.5,
      ),
    );
    return () => {
      cancelAnimationFrame(frame);
      for (const stop of stops) stop();
      setInView(false);
    };
  }, [pathname]);
  return {inView, settled};
}

/**
 * The floating WhatsApp button at the bottom right of every page, always there but while a WhatsApp button of the
 * page itself is at least half on screen: then it steps back (fades and lets taps through), so the page's own
 * button is the one to tap. It may pass over text while the page scrolls; the footer leaves room for it at the end
 * (`--ready-floating-clearance`). Keyboard focus always shows it.
 */
export default function WhatsAppButton(): ReactNode {
  const label = translate({id: 'layout.whatsapp.floating', description: 'Floating WhatsApp button'});
  const {inView, settled} = usePageButtonInView();
  return (
    <ExternalLink href={whatsappUrl(site.whatsappGreeting)} className={clsx(styles.button, inView && styles.aside, !settled && styles.still)} aria-label={label} title={label} data-place="floating">
      <IconBrandWhatsapp size={30} stroke={1.8} aria-hidden="true" focusable="false" />
    </ExternalLink>
  );
}
