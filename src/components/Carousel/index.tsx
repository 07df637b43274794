import React, {lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconChevronLeft, IconChevronRight} from '@tabler/icons-react';
import type {Swiper as SwiperInstance} from 'swiper/types';
// Swiper's CSS ships with the page (it lays out the static track too); its JavaScript only when needed.
import 'swiper/css';
import 'swiper/css/a11y';
import StaticTrack from './StaticTrack';
import styles from './styles.module.css';

const SwiperTrack = lazy(() => import('./SwiperTrack'));

export type Props<T> = {
  /** Id of the slide list; the previous/next buttons control it. */
  id: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  /** Slide widths per breakpoint, set in the caller's CSS (the server renders them too: no shift when swiper starts). */
  slideClassName: string;
  className?: string;
};

type Edges = {atStart: boolean; atEnd: boolean};
type Move = 'prev' | 'next';

function controlsIn(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>('.swiper a[href], .swiper button')] : [];
}

function move(swiper: SwiperInstance, direction: Move): void {
  if (direction === 'prev') {
    swiper.slidePrev();
  } else {
    swiper.slideNext();
  }
}

/**
 * A swipe carousel: touch, mouse drag (past site.timings.swipe.thresholdPx),
 * arrow keys, and previous/next buttons that are disabled at the ends and
 * hidden when every slide fits. Slides snap; it never moves by itself.
 * Swiper's code loads when the carousel comes within a screen's height of
 * view, so it does not weigh on the first load of the page; the static track
 * it replaces looks the same, and callers keep slide state outside the slides.
 */
export default function Carousel<T>({id, items, itemKey, renderItem, label, slideClassName, className}: Props<T>): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<Move | null>(null);
  const focusIndex = useRef(-1);
  const [live, setLive] = useState(false);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({atStart: true, atEnd: false});
  const [fits, setFits] = useState(false);
  const goLive = useCallback(() => {
    // The live track replaces the static one: remember which control had keyboard focus, to give it back.
    focusIndex.current = controlsIn(root.current).indexOf(document.activeElement as HTMLElement);
    setLive(true);
  }, []);

  useEffect(() => {
    const element = root.current;
    if (live || !element) {
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && goLive(), {rootMargin: '100% 0px'});
    observer.observe(element);
    return () => observer.disconnect();
  }, [live, goLive]);

  // Whether every slide fits (the buttons then hide), measured on the layout itself, before and after swiper
  // starts alike: swiper's own lock flickers while it sets up, and the hidden buttons would move the page.
  useEffect(() => {
    const wrapper = root.current?.querySelector<HTMLElement>('.swiper-wrapper');
    if (!wrapper) {
      return undefined;
    }
    const measure = () => setFits(wrapper.scrollWidth <= wrapper.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(wrapper);
    return () => observer.disconnect();
  }, [live, swiper]);

  const update = useCallback((instance: SwiperInstance) => {
    setEdges({atStart: instance.isBeginning, atEnd: instance.isEnd});
  }, []);
  const ready = useCallback(
    (instance: SwiperInstance) => {
      setSwiper(instance);
      update(instance);
      if (focusIndex.current >= 0) {
        controlsIn(root.current)[focusIndex.current]?.focus();
        focusIndex.current = -1;
      }
      if (pending.current) {
        move(instance, pending.current);
        pending.current = null;
      }
    },
    [update],
  );
  const onMove = (direction: Move) => {
    if (swiper) {
      move(swiper, direction);
    } else {
      pending.current = direction;
      goLive();
    }
  };

  const track = {
    id,
    slides: items.map((item, index) => ({key: itemKey(item), content: renderItem(item, index)})),
    className: styles.swiper,
    slideClassName: clsx(styles.slide, slideClassName),
  };
  const fallback = <StaticTrack {...track} />;
  return (
    <div ref={root} className={clsx(styles.carousel, fits && styles.fits, className)}>
      {live ? (
        <Suspense fallback={fallback}>
          <SwiperTrack {...track} label={label} onReady={ready} onChange={update} />
        </Suspense>
      ) : (
        fallback
      )}
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          aria-controls={id}
          aria-label={translate({id: 'carousel.previous', message: 'Anterior', description: 'Carousel button: previous slide'})}
          disabled={edges.atStart || fits}
          onClick={() => onMove('prev')}>
          <IconChevronLeft size={22} aria-hidden="true" focusable="false" />
        </button>
        <button
          type="button"
          className={styles.navButton}
          aria-controls={id}
          aria-label={translate({id: 'carousel.next', message: 'Siguiente', description: 'Carousel button: next slide'})}
          disabled={edges.atEnd || fits}
          onClick={() => onMove('next')}>
          <IconChevronRight size={22} aria-hidden="true" focusable="false" />
        </button>
      </div>
    </div>
  );
}
