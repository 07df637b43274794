import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import EnglishTerms from '@site/src/components/EnglishTerms';
import Static from '@site/src/components/Static';
import {HIRING_KIT_ID, jobDescriptionText} from '@site/src/lib/hiringKit';
import type {RoleFrontMatter} from '@site/src/plugins/roles/schema';
import styles from './styles.module.css';

export type Props = {
  /** The role's name, the job description's title. */
  title: string;
  kit: RoleFrontMatter['hiring_kit'];
};

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies the job description as plain text (headings, dashes before list items). Rendered in the browser only:
 * without JavaScript there is no dead button, and the description stays selectable text. When the clipboard is
 * refused, the text is selected for the visitor to copy, and the status says so.
 */
function CopyButton({source}: {source: React.RefObject<HTMLElement | null>}): ReactNode {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = () => {
    const element = source.current;
    if (!element) return;
    const selectAll = () => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
      setState('failed');
    };
    if (!navigator.clipboard?.writeText) {
      selectAll();
      return;
    }
    navigator.clipboard.writeText(jobDescriptionText(element)).then(() => setState('copied'), selectAll);
  };
  return (
    <>
      <button type="button" className={styles.copy} onClick={copy}>
        <Translate id="role.kit.copy" description="Button that copies a role's job description to the clipboard" />
      </button>
      <p className={styles.status} role="status">
        {state === 'copied' && <Translate id="role.kit.copied" description="Said once the job description is on the clipboard" />}
        {state === 'failed' && <Translate id="role.kit.copyFailed" description="Said when the clipboard refused: the text is selected instead" />}
      </p>
    </>
  );
}

/** A list of the job description under its heading. */
function Part({heading, items}: {heading: ReactNode; items: readonly string[]}): ReactNode {
  return (
    <>
      <h4 className={styles.partHeading}>{heading}</h4>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item}>
            <EnglishTerms>{item}</EnglishTerms>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * A role page's hiring kit: a job description ready to post (its copy button on top) and the interview questions,
 * each with what a good answer shows. Text a visitor reads and selects, with or without JavaScript.
 */
export default function HiringKit({title, kit}: Props): ReactNode {
  const description = useRef<HTMLDivElement>(null);
  const isBrowser = useIsBrowser();
  return (
    // Laid out with the page: deferred, it needed a stand-in height as tall as the longest kit, which a writer's next
    // question could outgrow (docs/decisions/0019-floating-button-and-no-tuned-stand-ins.md).
    <section id={HIRING_KIT_ID} className={styles.section} aria-labelledby="hiring-kit-title">
      <div className="container">
        <Static className={styles.head}>
          <h2 id="hiring-kit-title" className={styles.title}>
            <Translate id="role.kit.title" description="Heading of a role page's hiring kit" />
          </h2>
          <p className={styles.lead}>
            <Translate id="role.kit.lead" values={{role: title}} description="Lead of the hiring kit; {role} is the role's name" />
          </p>
        </Static>
        <div className={styles.grid}>
          <article className={styles.description} aria-labelledby="hiring-kit-description">
            <div className={styles.descriptionHead}>
              <h3 id="hiring-kit-description" className={styles.partTitle}>
                <Translate id="role.kit.description" description="Heading of the job description in the hiring kit" />
              </h3>
              {isBrowser && <CopyButton source={description} />}
            </div>
            <div ref={description}>
              <Static className={styles.document}>
                <p className={styles.documentTitle}>{title}</p>
                <p>
                  <EnglishTerms>{kit.summary}</EnglishTerms>
                </p>
                <Part heading={<Translate id="role.kit.responsibilities" description="Heading in the job description" />} items={kit.responsibilities} />
                <Part heading={<Translate id="role.kit.requirements" description="Heading in the job description" />} items={kit.requirements} />
                <Part heading={<Translate id="role.kit.niceToHave" description="Heading in the job description" />} items={kit.nice_to_have} />
              </Static>
            </div>
          </article>
          <Static className={styles.interview}>
            <h3 className={styles.partTitle}>
              <Translate id="role.kit.questions" description="Heading of the interview questions in the hiring kit" />
            </h3>
            <ol className={styles.questions}>
              {kit.questions.map(({question, good_answer: goodAnswer}) => (
                <li key={question} className={styles.question}>
                  <p className={styles.questionText}>
                    <EnglishTerms>{question}</EnglishTerms>
                  </p>
                  <p className={styles.answer}>
                    <span className={styles.answerLabel}>
                      <Translate id="role.kit.goodAnswer" description="Label before what a good answer to an interview question shows" />
                    </span>{' '}
                    <EnglishTerms>{goodAnswer}</EnglishTerms>
                  </p>
                </li>
              ))}
            </ol>
          </Static>
        </div>
      </div>
    </section>
  );
}
