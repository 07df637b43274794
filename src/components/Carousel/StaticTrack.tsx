import React, {type ReactNode} from 'react';
import clsx from 'clsx';

export type Slide = {key: string; content: ReactNode};

export type TrackProps = {
  /** Id of the slide list (the wrapper), for the buttons' aria-controls. */
  id: string;
  slides: readonly Slide[];
  className: string;
  slideClassName: string;
};

/**
 * The carousel before swiper loads (and without JavaScript): the markup swiper
 * renders, laid out by the same CSS, so the swap is invisible.
 */
export default function StaticTrack({id, slides, className, slideClassName}: TrackProps): ReactNode {
  return (
    <div className={clsx('swiper', className)}>
      <div id={id} className="swiper-wrapper">
        {slides.map(({key, content}) => (
          <div key={key} className={clsx('swiper-slide', slideClassName)}>
            {content}
          </div>
        ))}
      </div>
    </div>
  );
}
