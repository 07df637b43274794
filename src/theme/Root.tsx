// Wraps every page (never unmounts) so the floating WhatsApp button is on all of them.
import React, {type ReactNode, useEffect, useLayoutEffect} from 'react';
import WhatsAppButton from '@site/src/components/WhatsAppButton';
import {markHydrated, releaseHead} from '@site/src/lib/hydration';

export default function Root({children}: {children: ReactNode}): ReactNode {
  // Docusaurus prefetches the scripts of every linked page that scrolls into view: on a phone that is the
  // landing page's 13 KB (the header logo links home) on every other page, for visitors who mostly never
  // go there. Pages still load on a link's hover or touch (`preload`), a moment before the click.
  // Runs before the links' visibility callbacks, which are asynchronous; the object itself is frozen.
  useLayoutEffect(() => {
    window.docusaurus = {...window.docusaurus, prefetch: () => false};
    // Every <Head> of the page has rendered: the next change writes the whole head (src/lib/hydration.ts).
    releaseHead();
  }, []);
  // The page the browser loaded is hydrated: static markup mounted from now on renders as usual (src/components/Static).
  useEffect(markHydrated, []);
  return (
    <>
      {children}
      <WhatsAppButton />
    </>
  );
}
