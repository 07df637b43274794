import React, {type ReactNode, useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconChevronLeft, IconChevronRight} from '@tabler/icons-react';
import type {Swiper as SwiperInstance} from 'swiper/types';
import PauseButton from '@site/src/components/PauseButton';
import {useInView} from '@site/src/hooks/useInView';
import {useRotation} from '@site/src/hooks/useRotation';
// Swiper's CSS ships with the page (it lays out the static track too); its JavaScript only when needed.
import 'swiper/css';
import 'swiper/css/a11y';
import StaticTrack from './StaticTrack';
import styles from './styles.module.css';

type LiveTrack = typeof import('./SwiperTrack').default;

export type Props<T> = {
  /** Id of the slide list; the previous/next buttons control it. */
  id: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel. */
  label: string;
  /**
   * How many slides show side by side from each width on (a fraction shows part of the next): the slides' widths, and
   * where every slide fits and the buttons hide, follow from it in the stylesheet, the server's render included.
   */
  perView: PerView;
  /** Moves on by itself, every given number of ms. */
  autoplayMs?: number;
  className?: string;
};

/** Where a carousel may change its number of slides per view: below 640 px, from 640, 768 and 1200 px (styles.module.css). */
const BREAKPOINTS = ['base', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
export type PerView = {base: number} & Partial<Record<Exclude<Breakpoint, 'base'>, number>>;
/** Between slides: a margin, not swiper's spaceBetween, so the server's render has it too. */
const GAP_PX = 16;

/**
 * The stylesheet's inputs: each breakpoint's slide width (a slide shown in part takes a gap before it too), and the
 * breakpoints where every slide fits, in `data-fits`.
 */
function layoutOf(perView: PerView, count: number): {style: Record<string, string>; fits: string} {
  let slides = perView.base;
  const style: Record<string, string> = {};
  const fits: Breakpoint[] = [];
  for (const breakpoint of BREAKPOINTS) {
    slides = perView[breakpoint] ?? slides;
    style[`--slide-width-${breakpoint}`] = `calc((100% - ${(Math.ceil(slides) - 1) * GAP_PX}px) / ${slides})`;
    if (count <= slides) {
      fits.push(breakpoint);
    }
  }
  return {style, fits: fits.join(' ')};
}

type Edges = {atStart: boolean; atEnd: boolean};
type Move = 'prev' | 'next';

function controlsIn(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>('.swiper a[href], .swiper button')] : [];
}

const move = (swiper: SwiperInstance, direction: Move) => (direction === 'prev' ? swiper.slidePrev() : swiper.slideNext());

/**
 * Keyboard focus inside a slide other than the track's first shown (swiper's active slide) slides the track to it; a
 * click or a touch does not move it. Swiper's own follower (a11y.scrollOnFocus, off in SwiperTrack) ignores focus in
 * its first 100 ms, which a quick Tab into a carousel that has just started reaches. Once the browser has scrolled the
 * clipped track to the focused element, the track is put back and swiper slides instead.
 */
function followFocus(swiper: SwiperInstance, target: HTMLElement): void {
  const slide = target.closest<HTMLElement>('.swiper-slide');
  const at = slide ? swiper.slides.indexOf(slide) : -1;
  if (at < 0 || at === swiper.activeIndex || !target.matches(':focus-visible')) {
    return;
  }
  requestAnimationFrame(() => {
    if (!swiper.destroyed) {
      swiper.el.scrollLeft = 0;
      swiper.slideTo(at, 0);
    }
  });
}

/**
 * A swipe carousel: touch, mouse drag (past site.timings.swipe.thresholdPx),
 * arrow keys, and previous/next buttons that are disabled at the ends and
 * hidden when every slide fits. Slides snap. With `autoplayMs` it also moves on
 * by itself, wrapping to the start, through the same rotation as the rotating
 * cards (useRotation): a pause button, and it stands still on hover, focus,
 * touch, reduced motion, off screen and until swiper has started.
 * Swiper's code loads when the carousel comes within a screen's height of
 * view, so it does not weigh on the first load of the page; the static track
 * it replaces looks the same, and callers keep slide state outside the slides.
 */
export default function Carousel<T>({id, items, itemKey, renderItem, label, perView, autoplayMs, className}: Props<T>): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const pending = useRef<Move | null>(null);
  const focusIndex = useRef(-1);
  const buttons = useRef<Record<Move, HTMLButtonElement | null>>({prev: null, next: null});
  /** The button last pressed while it had focus: if that press disables it, focus moves to its partner. */
  const pressed = useRef<Move | null>(null);
  const [started, setStarted] = useState(false);
  const [LiveTrack, setLiveTrack] = useState<LiveTrack | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({atStart: true, atEnd: false});
  /** Where the track can rest (swiper's snap points): fewer than the slides when several show at once. */
  const [positions, setPositions] = useState(items.length);
  const goLive = useCallback(() => setStarted(true), []);
  const inView = useInView(root);
  const live = useInView(root, {once: true, margin: '100% 0px'}) || started;
  const rotation = useRotation({
    count: positions,
    intervalMs: autoplayMs,
    visible: !!autoplayMs && !!swiper && inView,
  });
  const {index, show, playing} = rotation;

  useEffect(() => {
    if (swiper && !swiper.destroyed && swiper.snapIndex !== index) {
      swiper.slideTo(index);
    }
  }, [swiper, index]);

  // Screen readers hear a slide change the visitor made, not every automatic one (swiper's a11y module says "polite").
  useEffect(() => {
    if (autoplayMs && swiper && !swiper.destroyed) {
      swiper.wrapperEl.setAttribute('aria-live', playing ? 'off' : 'polite');
    }
  }, [autoplayMs, swiper, playing]);

  // The static track stays until swiper's code has arrived, then gives way in a single render (a Suspense fallback
  // would be a second copy of the slides, and keyboard focus inside the first would be lost while the code loads).
  useEffect(() => {
    if (!live) {
      return undefined;
    }
    let current = true;
    void import('./SwiperTrack').then(({default: track}) => {
      if (current) {
        // The live track replaces the static one: remember which control had keyboard focus, to give it back.
        focusIndex.current = controlsIn(root.current).indexOf(document.activeElement as HTMLElement);
        setLiveTrack(() => track);
      }
    });
    return () => {
      current = false;
    };
  }, [live]);

  const update = useCallback(
    (instance: SwiperInstance) => {
      setEdges({atStart: instance.isBeginning, atEnd: instance.isEnd});
      setPositions(instance.snapGrid.length);
      show(instance.snapIndex);
    },
    [show],
  );
  const ready = useCallback(
    (instance: SwiperInstance) => {
      setSwiper(instance);
      update(instance);
      const control = controlsIn(root.current)[focusIndex.current];
      focusIndex.current = -1;
      // Only while focus is still where the swap dropped it (the page): a visitor who has tabbed on since keeps their
      // place, instead of being sent back to the slide they had left.
      const dropped = document.activeElement === null || document.activeElement === document.body;
      if (control && dropped) {
        control.focus();
        // Swiper follows focus only once it has settled: show the focused slide now, not off screen.
        instance.slideTo(instance.slides.indexOf(control.closest<HTMLElement>('.swiper-slide')!), 0);
      }
      if (pending.current) {
        move(instance, pending.current);
        pending.current = null;
      }
    },
    [update],
  );
  // A disabled button drops keyboard focus to the page; the other button, now enabled, takes it.
  useEffect(() => {
    const atEdge = pressed.current === 'prev' ? edges.atStart : pressed.current === 'next' && edges.atEnd;
    if (atEdge) {
      buttons.current[pressed.current === 'prev' ? 'next' : 'prev']?.focus();
    }
    pressed.current = null;
  }, [edges]);

  const onMove = (direction: Move, button: HTMLButtonElement) => {
    pressed.current = document.activeElement === button ? direction : null;
    if (swiper) {
      move(swiper, direction);
    } else {
      pending.current = direction;
      goLive();
    }
  };

  const steps = [
    {direction: 'prev', label: translate({id: 'carousel.previous', description: 'Carousel button: previous slide'}), atEdge: edges.atStart, Icon: IconChevronLeft},
    {direction: 'next', label: translate({id: 'carousel.next', description: 'Carousel button: next slide'}), atEdge: edges.atEnd, Icon: IconChevronRight},
  ] as const;
  const track = {
    id,
    slides: items.map((item, index) => ({key: itemKey(item), content: renderItem(item, index)})),
    className: styles.swiper,
    slideClassName: styles.slide,
  };
  // Where every slide fits, the buttons hide: decided by the stylesheet from the count, so the page never moves when
  // a script measures (a band hydrated late would have moved as the visitor read it).
  const layout = layoutOf(perView, items.length);
  return (
    // Keyboard focus reaching a slide before swiper has started (a quick Tab) starts it, so the slide can come into view.
    <div
      ref={root}
      className={clsx(styles.carousel, className)}
      style={layout.style}
      data-fits={layout.fits || undefined}
      {...rotation.pauseHandlers}
      onFocus={(event) => {
        rotation.pauseHandlers.onFocus();
        if (!live) {
          goLive();
        } else if (swiper && !swiper.destroyed) {
          followFocus(swiper, event.target);
        }
      }}>
      <div className={styles.track} {...rotation.touchHandlers}>
        {LiveTrack ? <LiveTrack {...track} label={label} onReady={ready} onChange={update} /> : <StaticTrack {...track} />}
      </div>
      <div className={styles.nav}>
        {autoplayMs && <PauseButton stopped={rotation.stopped} onToggle={rotation.toggle} className={clsx(styles.navButton, styles.pause)} />}
        {steps.map(({direction, label, atEdge, Icon}) => (
          <button
            key={direction}
            type="button"
            className={styles.navButton}
            aria-controls={id}
            aria-label={label}
            disabled={atEdge}
            ref={(element) => {
              buttons.current[direction] = element;
            }}
            onClick={(event) => onMove(direction, event.currentTarget)}>
            <Icon size={22} aria-hidden="true" focusable="false" />
          </button>
        ))}
      </div>
    </div>
  );
}
