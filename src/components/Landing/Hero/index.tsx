import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import Translate, {translate} from '@docusaurus/Translate';
import ContactCta from '@site/src/components/ContactCta';
import Rotator from '@site/src/components/Rotator';
import Static from '@site/src/components/Static';
import TermsRow from '@site/src/components/TermsRow';
import {FIRST_SCREEN_IDS} from '@site/src/config/routes';
import {site} from '@site/src/config/site';
import {claims} from '@site/src/data/claims';
import ProfileCard from '@site/src/components/ProfileCard';
import {heroCandidates} from '@site/src/data/heroCandidates';
import styles from './styles.module.css';

/** The value proposition, the claims, the two calls to action with the terms, and the rotating candidate card. */
export default function Hero(): ReactNode {
  const figures = claims();
  return (
    <section className={styles.hero} aria-labelledby="hero-title" data-place="hero">
      <Head>
        {/* No frame is painted until the parser has reached the hero's end: on a slow processor a frame painted
            mid-parse showed the candidate card half-built, and it moved as the rest came (it is centred in the grid). */}
        <link rel="expect" href={`#${FIRST_SCREEN_IDS.hero}`} blocking="render" />
      </Head>
      <div className={clsx('container', styles.grid)}>
        <Static className={styles.copy}>
          <p className={styles.kicker}>
            <Translate id="landing.hero.kicker" description="Small line above the main headline" />
          </p>
          <h1 id="hero-title" className={styles.title}>
            <Translate id="landing.hero.title" />
          </h1>
          <p className={styles.lead}>
            <Translate id="landing.hero.lead" />
          </p>
          <ContactCta tone="light" className={styles.actions} />
          <TermsRow className={styles.terms} />
          <ul className={styles.stats}>
            {/* The labels stay literal <Translate> elements: the string extractor reads their ids from the source. */}
            {[
              {figure: figures.network, label: <Translate id="landing.hero.stat.network.label" />},
              {figure: figures.evaluated, label: <Translate id="landing.hero.stat.evaluated.label" />},
              {figure: figures.top, label: <Translate id="landing.hero.stat.top.label" />},
            ].map(({figure, label}) => (
              <li key={figure}>
                <strong>{figure}</strong>
                <span>{label}</span>
              </li>
            ))}
          </ul>
        </Static>
        <Rotator
          className={styles.rotator}
          items={heroCandidates()}
          itemKey={(candidate) => candidate.name}
          renderItem={(candidate, index) => <ProfileCard profile={candidate} eager={index === 0} />}
          intervalMs={site.timings.heroRotationMs}
          label={translate({id: 'landing.hero.candidates.label', description: 'Accessible name of the rotating candidate card'})}
        />
      </div>
      <span id={FIRST_SCREEN_IDS.hero} hidden />
    </section>
  );
}
