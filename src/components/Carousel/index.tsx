import React, {type ReactNode, useCallback, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconChevronLeft, IconChevronRight} from '@tabler/icons-react';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Keyboard} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import {site} from '@site/src/config/site';
import {useReducedMotion} from '@site/src/hooks/useReducedMotion';
import styles from './styles.module.css';

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

type Edges = {atStart: boolean; atEnd: boolean; locked: boolean};

/**
 * A swipe carousel: touch, mouse drag (past site.timings.swipe.thresholdPx),
 * arrow keys, and previous/next buttons that are disabled at the ends and
 * hidden when every slide fits. Slides snap; it never moves by itself.
 */
export default function Carousel<T>({id, items, itemKey, renderItem, label, slideClassName, className}: Props<T>): ReactNode {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState<Edges>({atStart: true, atEnd: false, locked: false});
  const update = useCallback((instance: SwiperInstance) => {
    setEdges({atStart: instance.isBeginning, atEnd: instance.isEnd, locked: instance.isLocked});
  }, []);

  return (
    <div className={clsx(styles.carousel, edges.locked && styles.locked, className)}>
      <Swiper
        modules={[A11y, Keyboard]}
        slidesPerView="auto"
        threshold={site.timings.swipe.thresholdPx}
        speed={reducedMotion ? 0 : undefined}
        keyboard={{enabled: true}}
        a11y={{
          id,
          containerMessage: label,
          containerRoleDescriptionMessage: translate({id: 'carousel.roledescription', message: 'carrusel', description: 'aria-roledescription of a carousel'}),
          itemRoleDescriptionMessage: translate({id: 'carousel.slide', message: 'diapositiva', description: 'aria-roledescription of one item of a carousel'}),
          slideLabelMessage: translate({
            id: 'carousel.slideLabel',
            message: '{{index}} de {{slidesLength}}',
            description: 'Position of a carousel slide; keep {{index}} and {{slidesLength}} as they are',
          }),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          update(instance);
        }}
        onSlideChange={update}
        onReachBeginning={update}
        onReachEnd={update}
        onResize={update}
        onLock={update}
        onUnlock={update}
        className={styles.swiper}>
        {items.map((item, index) => (
          <SwiperSlide key={itemKey(item)} className={clsx(styles.slide, slideClassName)}>
            {renderItem(item, index)}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.nav}>
        <button
          type="button"
          className={styles.navButton}
          aria-controls={id}
          aria-label={translate({id: 'carousel.previous', message: 'Anterior', description: 'Carousel button: previous slide'})}
          disabled={edges.atStart || edges.locked}
          onClick={() => swiper?.slidePrev()}>
          <IconChevronLeft size={22} aria-hidden="true" focusable="false" />
        </button>
        <button
          type="button"
          className={styles.navButton}
          aria-controls={id}
          aria-label={translate({id: 'carousel.next', message: 'Siguiente', description: 'Carousel button: next slide'})}
          disabled={edges.atEnd || edges.locked}
          onClick={() => swiper?.slideNext()}>
          <IconChevronRight size={22} aria-hidden="true" focusable="false" />
        </button>
      </div>
    </div>
  );
}
