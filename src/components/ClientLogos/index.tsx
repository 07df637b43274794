import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {CLIENT_LOGO_HEIGHT, CLIENTS, type Client} from '@site/src/data/clients';
import {site} from '@site/src/config/site';
import {useInView} from '@site/src/hooks/useInView';
import {useReducedMotion} from '@site/src/hooks/useReducedMotion';
import styles from './styles.module.css';

function Logo({client}: {client: Client}): ReactNode {
  return (
    <li className={styles.item}>
      <img
        src={useBaseUrl(client.logo)}
        alt={client.name}
        width={client.width}
        height={CLIENT_LOGO_HEIGHT}
        loading="lazy"
        decoding="async"
        className={styles.logo}
      />
    </li>
  );
}

type MarqueeComponent = (typeof import('react-fast-marquee'))['default'];

/**
 * The client logo strip. The server renders a still row (no JavaScript needed,
 * height reserved); in the browser it becomes a marquee once it first comes on
 * screen (below the first screen, a visitor who never scrolls there pays for no
 * marquee: its copies of the row, their pictures, its measuring and animation).
 * Its code comes then too: react-fast-marquee adds a <style> element to the page when its module runs, and in the
 * page's bundle that restyled the whole page while it loaded. If the code never arrives, the row stays still.
 * The marquee pauses on hover and focus, and stays still under reduced motion.
 */
export default function ClientLogos(): ReactNode {
  const strip = useRef<HTMLElement>(null);
  const reached = useInView(strip, {once: true});
  const reduced = useReducedMotion();
  const [focused, setFocused] = useState(false);
  const moving = reached && !reduced;
  const [Marquee, setMarquee] = useState<MarqueeComponent | null>(null);
  useEffect(() => {
    if (!moving || Marquee) return undefined;
    let live = true;
    import('react-fast-marquee').then(
      (module) => live && setMarquee(() => module.default),
      () => {}, // Not loaded (offline, blocked): the still row stays.
    );
    return () => {
      live = false;
    };
  }, [moving, Marquee]);
  const list = (
    <ul className={styles.list}>
      {CLIENTS.map((client) => (
        <Logo key={client.name} client={client} />
      ))}
    </ul>
  );
  return (
    <section
      ref={strip}
      className={styles.strip}
      aria-label={translate({id: 'clients.label', description: 'Accessible name of the client logo strip'})}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}>
      <p className={styles.title}>
        <Translate id="clients.title" />
      </p>
      <div className={styles.viewport}>
        {moving && Marquee ? (
          <Marquee speed={site.timings.marqueeSpeed} pauseOnHover play={!focused} autoFill gradient={false}>
            {list}
          </Marquee>
        ) : (
          list
        )}
      </div>
    </section>
  );
}
