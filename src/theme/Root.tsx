// Wraps every page (never unmounts) so the floating WhatsApp button is on all of them.
import React, {type ReactNode} from 'react';
import WhatsAppButton from '@site/src/components/WhatsAppButton';

export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <>
      {children}
      <WhatsAppButton />
    </>
  );
}
