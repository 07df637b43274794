import React, {type ReactNode, useEffect, useRef} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import PauseButton from '@site/src/components/PauseButton';
import {site} from '@site/src/config/site';
import {useInView} from '@site/src/hooks/useInView';
import {useRotation} from '@site/src/hooks/useRotation';
import {DeferredImages, revealImages} from '@site/src/lib/imageLoading';
import styles from './styles.module.css';

/** What an item may need to know: whether it shows, and how to stop the rotation (a video it started). */
export type ItemState = {active: boolean; stop: () => void};

export type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number, state: ItemState) => ReactNode;
  /** Its own timing; the site's default autoplay interval without one. */
  intervalMs?: number;
  /** Accessible name of the rotating region. */
  label: string;
  /** False while the layout hides the rotator (it then stands still). */
  visible?: boolean;
  /** The surface its controls sit on. */
  tone?: 'dark' | 'light';
  className?: string;
};

/**
 * Shows one item at a time and moves to the next every `intervalMs` (the WAI
 * "auto-rotating carousel" pattern): items are stacked in one grid cell, so
 * changing them never moves the page; a pause button (pressed while
 * stopped), a position indicator; hover, keyboard focus, a touch, reduced motion and scrolling it
 * out of view stop it. Without JavaScript the first item simply stays.
 * The items after the first ask for their pictures only shortly before their turn (`site.timings.picturesAheadMs`, at
 * most half the interval), or when shown: a visitor who leaves, or scrolls on, before then never downloads them.
 */
export default function Rotator<T>({items, itemKey, renderItem, intervalMs, label, visible = true, tone = 'dark', className}: Props<T>): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const inView = useInView(region);
  const {index, playing, stopped, toggle, stop, pauseHandlers, touchHandlers} = useRotation({count: items.length, intervalMs, visible: visible && inView});
  const stack = useRef<HTMLDivElement>(null);
  const interval = intervalMs ?? site.timings.defaultAutoplayMs;
  useEffect(() => revealImages(stack.current?.children[index]), [index]);
  useEffect(() => {
    if (!playing) return undefined;
    const next = (index + 1) % items.length;
    const timer = window.setTimeout(() => revealImages(stack.current?.children[next]), interval - Math.min(site.timings.picturesAheadMs, interval / 2));
    return () => window.clearTimeout(timer);
  }, [playing, index, items.length, interval]);
  const slideDescription = translate({id: 'carousel.slide', description: 'aria-roledescription of one item of a carousel'});
  return (
    <div
      ref={region}
      role="region"
      aria-roledescription={translate({id: 'carousel.roledescription', description: 'aria-roledescription of a carousel'})}
      aria-label={label}
      className={clsx(styles.rotator, tone === 'light' && styles.onLight, className)}
      {...pauseHandlers}>
      <div ref={stack} className={styles.stack} aria-live={playing ? 'off' : 'polite'} {...touchHandlers}>
        {items.map((item, itemIndex) => (
          <div
            key={itemKey(item)}
            role="group"
            aria-roledescription={slideDescription}
            aria-label={translate(
              {id: 'carousel.position', description: 'Position of a carousel item, e.g. "2 of 3"'},
              {index: itemIndex + 1, count: items.length},
            )}
            aria-hidden={itemIndex !== index || undefined}
            inert={itemIndex !== index ? '' : undefined}
            className={clsx(styles.item, itemIndex === index && styles.active)}>
            <DeferredImages.Provider value={itemIndex > 0}>{renderItem(item, itemIndex, {active: itemIndex === index, stop})}</DeferredImages.Provider>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <PauseButton stopped={stopped} onToggle={toggle} className={styles.toggle} />
        <ol className={styles.dots} aria-hidden="true">
          {items.map((item, itemIndex) => (
            <li key={itemKey(item)} className={clsx(styles.dot, itemIndex === index && styles.dotActive)} />
          ))}
        </ol>
      </div>
    </div>
  );
}
