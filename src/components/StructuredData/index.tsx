import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {type JsonLd, jsonLdText} from '@site/src/lib/structuredData';

export type Props = {data: readonly JsonLd[]};

/** Puts schema.org data in the page head, one script per entity. */
export default function StructuredData({data}: Props): ReactNode {
  return (
    <Head>
      {data.map(jsonLdText).map((text) => (
        <script key={text} type="application/ld+json">
          {text}
        </script>
      ))}
    </Head>
  );
}
