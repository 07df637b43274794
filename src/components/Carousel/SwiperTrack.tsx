import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Keyboard} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper/types';
import {site} from '@site/src/config/site';
import {useReducedMotion} from '@site/src/hooks/useReducedMotion';
import type {TrackProps} from './StaticTrack';

export type Props = TrackProps & {
  label: string;
  onReady: (swiper: SwiperInstance) => void;
  onChange: (swiper: SwiperInstance) => void;
};

/** The live carousel (loaded when it comes near the screen): swiper with keyboard and screen-reader support. */
export default function SwiperTrack({id, label, slides, className, slideClassName, onReady, onChange}: Props): ReactNode {
  const reducedMotion = useReducedMotion();
  return (
    <Swiper
      modules={[A11y, Keyboard]}
      slidesPerView="auto"
      threshold={site.timings.swipe.thresholdPx}
      speed={reducedMotion ? 0 : undefined}
      keyboard={{enabled: true}}
      a11y={{
        id,
        // Carousel follows keyboard focus itself (followFocus).
        scrollOnFocus: false,
        containerRole: 'region',
        containerMessage: label,
        containerRoleDescriptionMessage: translate({id: 'carousel.roledescription', description: 'aria-roledescription of a carousel'}),
        itemRoleDescriptionMessage: translate({id: 'carousel.slide', description: 'aria-roledescription of one item of a carousel'}),
        slideLabelMessage: translate({id: 'carousel.slideLabel', description: 'Position of a carousel slide; keep {{index}} and {{slidesLength}} as they are'}),
      }}
      onSwiper={onReady}
      onSlideChange={onChange}
      onReachBeginning={onChange}
      onReachEnd={onChange}
      onResize={onChange}
      className={className}>
      {slides.map(({key, content}) => (
        <SwiperSlide key={key} className={slideClassName}>
          {content}
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
