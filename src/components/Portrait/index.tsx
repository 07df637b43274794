import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {PORTRAIT_SIZE} from '@site/src/data/people';
import {useImageSource} from '@site/src/lib/imageLoading';

export type Props = {
  src: string;
  name: string;
  /** In the first screen: load at once, after the stylesheet and font (src/lib/imageLoading.ts), instead of lazily. */
  eager?: boolean;
  className?: string;
};

/** One of the illustrated portraits of the landing page's people. */
export default function Portrait({src, name, eager = false, className}: Props): ReactNode {
  const source = useImageSource(useBaseUrl(src), eager);
  return (
    <img
      {...source}
      alt={translate({id: 'people.portraitAlt', description: 'Alt text of a drawn portrait'}, {name})}
      width={PORTRAIT_SIZE}
      height={PORTRAIT_SIZE}
      decoding="async"
      className={className}
    />
  );
}
