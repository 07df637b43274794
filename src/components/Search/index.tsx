import React, {type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconSearch} from '@tabler/icons-react';
import type {Props as DialogProps} from './SearchDialog';
import styles from './styles.module.css';

export type Props = {
  /** `header`: the desktop header, with the keyboard shortcuts; `panel`: the phone menu; `field`: a wide field (the not-found page). */
  variant: 'header' | 'panel' | 'field';
  /** Called before a result opens (the phone menu closes). */
  onNavigate?: () => void;
  className?: string;
};

let dialog: Promise<ComponentType<DialogProps>> | undefined;

/** The dialog, its search library and this language's index: one chunk, fetched on first use only. */
function loadDialog(): Promise<ComponentType<DialogProps>> {
  dialog ??= import('./SearchDialog').then((module) => module.default);
  return dialog;
}

/** Whether a key press was meant for a field, not for the page's shortcuts. */
function typing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return Boolean(element?.closest?.('input, textarea, select, [contenteditable="true"]'));
}

/**
 * Opens the site search ("/", Ctrl+K or ⌘K in the header). Hidden until the page's scripts run: without
 * JavaScript there is nothing it could do (the roles list is one link away, in the profiles section).
 */
export default function SearchButton({variant, onNavigate, className}: Props): ReactNode {
  const [Dialog, setDialog] = useState<ComponentType<DialogProps> | null>(null);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Focus goes back to the button once the dialog has gone: the browser's own close hands it to whatever had it
  // before the dialog opened (the page itself, for a "/").
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const show = useCallback(() => {
    setOpen(true);
    loadDialog().then((loaded) => setDialog(() => loaded));
  }, []);

  useEffect(() => {
    if (variant !== 'header') return undefined;
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey) || (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey));
      if (!shortcut || typing(event.target) || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      show();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [variant, show]);

  const label = translate({id: 'search.open', description: 'Accessible name and placeholder of the button that opens the site search'});
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(styles.trigger, styles[variant], className)}
        aria-haspopup="dialog"
        aria-keyshortcuts={variant === 'header' ? '/ Control+K Meta+K' : undefined}
        title={variant === 'header' ? translate({id: 'search.shortcut', description: 'Tooltip of the header search button: its keyboard shortcuts'}) : undefined}
        // The first sign of interest starts fetching the dialog, so it is there by the time of the click.
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={show}>
        <IconSearch size={18} stroke={2} aria-hidden="true" focusable="false" />
        {/* In the header, the magnifier alone: the name stays for screen readers, and the title shows the shortcut. */}
        <span className={variant === 'header' ? 'visually-hidden' : undefined}>{label}</span>
      </button>
      {open && Dialog && (
        <Dialog
          onClose={() => setOpen(false)}
          onNavigate={onNavigate}
        />
      )}
    </>
  );
}
