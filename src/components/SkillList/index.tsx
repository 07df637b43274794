import React, {type ReactNode, useId} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export type Props = {skills: readonly string[]; team?: boolean};

/** The stack a role is vetted on (a team's: its roles'), names as the trade writes them. */
export default function SkillList({skills, team = false}: Props): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {team ? (
          <Translate id="skills.team.title" description="Heading of the skills a team's roles are vetted on" />
        ) : (
          <Translate id="skills.title" description="Heading of the skills and tools a role is vetted on" />
        )}
      </h3>
      <ul className={styles.list}>
        {skills.map((skill) => (
          <li key={skill} lang="en" translate="no">
            {skill}
          </li>
        ))}
      </ul>
    </section>
  );
}
