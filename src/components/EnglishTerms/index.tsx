import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {splitEnglish} from '@site/src/lib/englishTerms';

export type Props = {children: string};

/** Text in which the English terms of src/lib/englishTerms get lang="en" (on pages in other languages). */
export default function EnglishTerms({children}: Props): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  if (currentLocale === 'en') {
    return children;
  }
  return splitEnglish(children).map(({text, english}, index) =>
    english ? (
      <span key={index} lang="en">
        {text}
      </span>
    ) : (
      text
    ),
  );
}
