// Wraps every page (never unmounts) so the floating WhatsApp button is on all of them.
import React, {type ReactNode, useEffect} from 'react';
import WhatsAppButton from '@site/src/components/WhatsAppButton';
import {markHydrated} from '@site/src/lib/hydration';

export default function Root({children}: {children: ReactNode}): ReactNode {
  // The page the browser loaded is hydrated: static markup mounted from now on renders as usual (src/components/Static).
  useEffect(markHydrated, []);
  return (
    <>
      {children}
      <WhatsAppButton />
    </>
  );
}
