import {useCallback, useRef, useState} from 'react';

/**
 * The state of a button that shows and hides a panel (`controls` is the panel's id):
 * the props to spread on the button, whether the panel is open, and `close`,
 * which gives focus back to the button unless told otherwise.
 */
export function useDisclosure(controls: string) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) {
      button.current?.focus();
    }
  }, []);
  const buttonProps = {
    ref: button,
    type: 'button',
    'aria-expanded': open,
    'aria-controls': controls,
    onClick: () => setOpen((value) => !value),
  } as const;
  return {open, close, buttonProps};
}
