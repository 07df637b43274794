import React, {type ReactNode, useId} from 'react';
import Translate from '@docusaurus/Translate';
import ProfileCard, {type CardProfile} from '@site/src/components/ProfileCard';
import styles from './styles.module.css';

export type Props = {profiles: readonly CardProfile[]};

/**
 * The vetted profiles beside a page hero's call to action (static markup, no script). On phones
 * they sit side by side in a row that scrolls sideways, so the hero stays short; the row takes
 * keyboard focus to scroll.
 */
export default function HeroProfiles({profiles}: Props): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.profiles} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.label}>
        <Translate id="profiles.hero.label" description="Small heading above the example profiles in a page hero" />
      </h2>
      <ul
        className={styles.list}
        // Focusable so a keyboard can scroll the row on phones (axe: scrollable-region-focusable).
        tabIndex={0}
        aria-labelledby={headingId}>
        {profiles.map((profile, index) => (
          <li key={profile.name}>
            <ProfileCard profile={profile} variant="compact" eager={index === 0} className={styles.card} />
          </li>
        ))}
      </ul>
    </section>
  );
}
