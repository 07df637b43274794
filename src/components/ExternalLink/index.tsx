import React, {type ComponentProps, type ReactNode} from 'react';

export type Props = Omit<ComponentProps<'a'>, 'rel' | 'target'> & {href: string};

/** A link that leaves the site: new tab, no opener, no referrer. */
export default function ExternalLink({children, ...props}: Props): ReactNode {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
