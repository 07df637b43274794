import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconPlayerPauseFilled, IconPlayerPlayFilled} from '@tabler/icons-react';
import {useRotation} from '@site/src/hooks/useRotation';
import styles from './styles.module.css';

export type Props<T> = {
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  intervalMs: number;
  /** Accessible name of the rotating region. */
  label: string;
  /** False while the layout hides the rotator (it then stands still). */
  visible?: boolean;
  className?: string;
};

/**
 * Shows one item at a time and moves to the next every `intervalMs` (the WAI
 * "auto-rotating carousel" pattern): items are stacked in one grid cell, so
 * changing them never moves the page; a pause/play button, a position
 * indicator; hover, keyboard focus and reduced motion stop it. Without
 * JavaScript the first item simply stays.
 */
export default function Rotator<T>({items, itemKey, renderItem, intervalMs, label, visible, className}: Props<T>): ReactNode {
  const {index, playing, stopped, toggle, pauseHandlers} = useRotation({count: items.length, intervalMs, visible});
  const slideDescription = translate({id: 'carousel.slide', message: 'diapositiva', description: 'aria-roledescription of one item of a carousel'});
  return (
    <div
      role="region"
      aria-roledescription={translate({id: 'carousel.roledescription', message: 'carrusel', description: 'aria-roledescription of a carousel'})}
      aria-label={label}
      className={clsx(styles.rotator, className)}
      {...pauseHandlers}>
      <div className={styles.stack} aria-live={playing ? 'off' : 'polite'}>
        {items.map((item, itemIndex) => (
          <div
            key={itemKey(item)}
            role="group"
            aria-roledescription={slideDescription}
            aria-label={translate(
              {id: 'carousel.position', message: '{index} de {count}', description: 'Position of a carousel item, e.g. "2 of 3"'},
              {index: itemIndex + 1, count: items.length},
            )}
            aria-hidden={itemIndex !== index || undefined}
            inert={itemIndex !== index}
            className={clsx(styles.item, itemIndex === index && styles.active)}>
            {renderItem(item, itemIndex)}
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-label={
            stopped
              ? translate({id: 'carousel.play', message: 'Reanudar la rotación', description: 'Button that restarts an auto-rotating carousel'})
              : translate({id: 'carousel.pause', message: 'Pausar la rotación', description: 'Button that stops an auto-rotating carousel'})
          }>
          {stopped ? <IconPlayerPlayFilled size={18} aria-hidden="true" focusable="false" /> : <IconPlayerPauseFilled size={18} aria-hidden="true" focusable="false" />}
        </button>
        <ol className={styles.dots} aria-hidden="true">
          {items.map((item, itemIndex) => (
            <li key={itemKey(item)} className={clsx(styles.dot, itemIndex === index && styles.dotActive)} />
          ))}
        </ol>
      </div>
    </div>
  );
}
