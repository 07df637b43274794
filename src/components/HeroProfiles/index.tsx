import React, {type ReactNode, useId} from 'react';
import Translate from '@docusaurus/Translate';
import ProfileCard, {type CardProfile} from '@site/src/components/ProfileCard';
import styles from './styles.module.css';

export type Props = {profiles: readonly CardProfile[]};

/** The vetted profiles beside a page hero's call to action (static markup, no script). */
export default function HeroProfiles({profiles}: Props): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.profiles} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.label}>
        <Translate id="profiles.hero.label" description="Small heading above the example profiles in a page hero">
          Ejemplos de perfiles verificados
        </Translate>
      </h2>
      <ul className={styles.list}>
        {profiles.map((profile, index) => (
          <li key={profile.name}>
            <ProfileCard profile={profile} variant="compact" eager={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
