// Wraps the theme's skip link: it focuses <main> but removes the tabindex that made <main> focusable at once,
// and Chromium then drops focus back to <body>. This keeps <main> focused until focus moves on.
import React, {type ReactNode, useEffect} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import {SkipToContentFallbackId} from '@docusaurus/theme-common';

function keepFocusOnMain(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.(`a[href="#${SkipToContentFallbackId}"]`);
  const target = document.querySelector<HTMLElement>('main') ?? document.getElementById(SkipToContentFallbackId);
  if (!link || !target) {
    return;
  }
  target.setAttribute('tabindex', '-1');
  target.focus();
  target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(): ReactNode {
  // On the document, so it runs after the theme's own handler (React listens on the app's root element).
  useEffect(() => {
    document.addEventListener('click', keepFocusOnMain);
    return () => document.removeEventListener('click', keepFocusOnMain);
  }, []);
  return <SkipToContent />;
}
