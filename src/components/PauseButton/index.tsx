import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {IconPlayerPauseFilled, IconPlayerPlayFilled} from '@tabler/icons-react';

export type Props = {
  /** Stopped by the visitor (or reduced motion): the button shows as pressed and offers play. */
  stopped: boolean;
  onToggle: () => void;
  className: string;
  /** Its accessible name, when it stops something other than a rotation (the client logo marquee). */
  label?: string;
};

/** The pause control of every auto-rotating or moving element: its pressed state says whether it is paused. */
export default function PauseButton({stopped, onToggle, className, label}: Props): ReactNode {
  return (
    <button
      type="button"
      className={className}
      onClick={onToggle}
      aria-pressed={stopped}
      aria-label={label ?? translate({id: 'carousel.pause', description: 'Toggle button that stops (pressed) or restarts an auto-rotating carousel'})}>
      {stopped ? <IconPlayerPlayFilled size={18} aria-hidden="true" focusable="false" /> : <IconPlayerPauseFilled size={18} aria-hidden="true" focusable="false" />}
    </button>
  );
}
