import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import EnglishTerms from '@site/src/components/EnglishTerms';
import Section, {SectionTitle} from '@site/src/components/Section';
import {claims} from '@site/src/data/claims';
import {phases, steps} from '@site/src/data/steps';
import styles from './styles.module.css';

/** The four steps, grouped as Ready (1–2), Set (3) and Go! (4), and the funnel numbers. */
export default function Process(): ReactNode {
  const allSteps = steps();
  const figures = claims();
  return (
    <Section static id="proceso" labelledBy="proceso-title" tone="muted">
      <SectionTitle
        id="proceso-title"
        eyebrow={<Translate id="landing.process.eyebrow" />}
        lead={<Translate id="landing.process.lead" />}>
        <EnglishTerms>{translate({id: 'landing.process.title'})}</EnglishTerms>
      </SectionTitle>
      <ol className={styles.phases}>
        {phases().map((phase) => (
          <li key={phase.id} className={clsx(styles.phase, styles[phase.id])}>
            <p className={styles.phaseHead}>
              {/* The framing's words stay in English in every language (see their translation notes). */}
              <span className={styles.phaseLabel} lang="en">
                {phase.label}
              </span>
              <span className={styles.phaseSummary}>{phase.summary}</span>
            </p>
            <ol className={styles.steps}>
              {allSteps
                .filter((step) => step.phase === phase.id)
                .map((step) => (
                  <li key={step.number} value={step.number} className={styles.step}>
                    <span className={styles.number} aria-hidden="true">
                      {step.number}
                    </span>
                    <h3 className={styles.stepTitle}>
                      <EnglishTerms>{step.title}</EnglishTerms>
                    </h3>
                    <p className={styles.stepText}>{step.description}</p>
                  </li>
                ))}
            </ol>
          </li>
        ))}
      </ol>
      <div className={styles.funnel}>
        <p className={styles.figure}>
          <strong>
            {figures.evaluated}
          </strong>
          <span>
            <Translate id="landing.process.evaluated.label" />
          </span>
        </p>
        <span className={styles.arrow} aria-hidden="true" />
        <p className={styles.figure}>
          <strong>
            {figures.top}
          </strong>
          <span>
            <Translate id="landing.process.top.label" />
          </span>
        </p>
      </div>
    </Section>
  );
}
