import React, {type ReactNode} from 'react';
import clsx from 'clsx';

export type Slide = {key: string; content: ReactNode};

export type TrackProps = {
  slides: readonly Slide[];
  className: string;
  slideClassName: string;
};

/**
 * The carousel before swiper loads (and without JavaScript): the markup swiper
 * renders, laid out by the same CSS, so the swap is invisible.
 */
export default function StaticTrack({slides, className, slideClassName}: TrackProps): ReactNode {
  return (
    <div className={clsx('swiper', className)}>
      <div className="swiper-wrapper">
        {slides.map(({key, content}) => (
          <div key={key} className={clsx('swiper-slide', slideClassName)}>
            {content}
          </div>
        ))}
      </div>
    </div>
  );
}
