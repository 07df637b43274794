import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import EnglishTerms from '@site/src/components/EnglishTerms';
import {DEFERRED_CLASS} from '@site/src/lib/deferredRendering';
import type {FaqEntry} from '@site/src/lib/rolePage';
import Static from '@site/src/components/Static';
import styles from './styles.module.css';

export type Props = {
  /** Questions as data (role and team pages); service pages write `FaqItem`s as children instead. */
  entries?: readonly FaqEntry[];
  children?: ReactNode;
};

/** One question: the browser's own disclosure, so it opens with a click, Enter or Space, with or without JavaScript. */
export function FaqItem({question, children}: {question: string; children: ReactNode}): ReactNode {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>
        <EnglishTerms>{question}</EnglishTerms>
      </summary>
      <div className={styles.answer}>{children}</div>
    </details>
  );
}

/** A page's frequently asked questions, under their heading. */
export default function Faq({entries = [], children}: Props): ReactNode {
  const headingId = useId();
  return (
    <section className={clsx(styles.section, DEFERRED_CLASS)} aria-labelledby={headingId}>
      <Static className={clsx('container', styles.inner)}>
        <h2 id={headingId} className={styles.title}>
          <Translate id="faq.title" description="Heading of the frequently asked questions of a role, team or service page" />
        </h2>
        <div className={styles.list}>
          {entries.map(({question, answer, details}) => (
            <FaqItem key={question} question={question}>
              <p>
                <EnglishTerms>{answer}</EnglishTerms>
              </p>
              {details && (
                <p>
                  <Link to={details} className={styles.details}>
                    <Translate id="faq.details" description="Link under a shared answer to where the how-we-work page says more" />
                  </Link>
                </p>
              )}
            </FaqItem>
          ))}
          {children}
        </div>
      </Static>
    </section>
  );
}
