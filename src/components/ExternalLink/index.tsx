import React, {type ComponentPropsWithoutRef, forwardRef} from 'react';

export type Props = Omit<ComponentPropsWithoutRef<'a'>, 'rel' | 'target'> & {href: string};

/** A link that leaves the site: new tab, no opener, no referrer. Its ref is the `<a>` (the WhatsApp button measures it). */
const ExternalLink = forwardRef<HTMLAnchorElement, Props>(function ExternalLink({children, ...props}, ref) {
  return (
    <a ref={ref} {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
});

export default ExternalLink;
