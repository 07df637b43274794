import React, {type ReactNode, useEffect, useReducer, useRef, useState} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate, {translate} from '@docusaurus/Translate';
import PauseButton from '@site/src/components/PauseButton';
import {CLIENT_LOGO_HEIGHT, CLIENTS, type Client} from '@site/src/data/clients';
import {site} from '@site/src/config/site';
import {useInView} from '@site/src/hooks/useInView';
import {useReducedMotion} from '@site/src/hooks/useReducedMotion';
import {initialRotation, isStoppedByVisitor, rotationReducer} from '@site/src/lib/rotation';
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
 * A pause button beside it stops and restarts it by touch, mouse or keyboard (pressed while stopped); a mouse
 * hovering the logos holds it too. Under reduced motion it stands still, the button pressed, until the visitor
 * presses play (src/lib/rotation.ts: the same rules as the rotating cards).
 */
export default function ClientLogos(): ReactNode {
  const strip = useRef<HTMLElement>(null);
  const reached = useInView(strip, {once: true});
  const reduced = useReducedMotion();
  const isBrowser = useIsBrowser();
  const [rotation, dispatch] = useReducer(rotationReducer, CLIENTS.length, initialRotation);
  const stopped = isStoppedByVisitor(rotation);
  useEffect(() => {
    dispatch({type: reduced ? 'pause' : 'resume', reason: 'reducedMotion'});
  }, [reduced]);
  const [Marquee, setMarquee] = useState<MarqueeComponent | null>(null);
  const wanted = reached && !stopped;
  useEffect(() => {
    if (!wanted || Marquee) return undefined;
    // `reduced` is known from the render after hydration on: a strip reached before that (hydrated late, already on
    // screen) asks the system itself, so under reduced motion no marquee loads only to stand paused.
    if (!reduced && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    let live = true;
    import('react-fast-marquee').then(
      (module) => live && setMarquee(() => module.default),
      () => {}, // Not loaded (offline, blocked): the still row stays.
    );
    return () => {
      live = false;
    };
  }, [wanted, Marquee, reduced]);
  const list = (
    <ul className={styles.list}>
      {CLIENTS.map((client) => (
        <Logo key={client.name} client={client} />
      ))}
    </ul>
  );
  return (
    <section ref={strip} id="clientes" className={styles.strip} aria-label={translate({id: 'clients.label', description: 'Accessible name of the client logo strip'})}>
      <p className={styles.title}>
        <Translate id="clients.title" />
      </p>
      <div className={clsx(styles.stage, reduced && !stopped && styles.chosen)}>
        <div className={styles.viewport}>
          {Marquee ? (
            // Once started it stays mounted: paused, it holds the logos where they stopped.
            <Marquee speed={site.timings.marqueeSpeed} pauseOnHover play={!stopped} autoFill gradient={false}>
              {list}
            </Marquee>
          ) : (
            list
          )}
        </div>
        {isBrowser && (
          <PauseButton
            stopped={stopped}
            onToggle={() => dispatch({type: 'toggle'})}
            label={translate({id: 'clients.pause', description: 'Toggle button that stops (pressed) or restarts the client logo marquee'})}
            className={styles.toggle}
          />
        )}
      </div>
    </section>
  );
}
