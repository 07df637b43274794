import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {IconRosetteDiscountCheckFilled} from '@tabler/icons-react';
import CountryLabel from '@site/src/components/CountryLabel';
import Portrait from '@site/src/components/Portrait';
import type {PrefooterCandidate} from '@site/src/data/prefooterCandidates';
import styles from './styles.module.css';

export type Props = {candidate: PrefooterCandidate};

/** A compact card: portrait, name, position and country. */
export default function CandidateCard({candidate}: Props): ReactNode {
  const {name, position, photo} = candidate;
  return (
    <div className={styles.card}>
      <Portrait src={photo} name={name} className={styles.photo} />
      <div className={styles.identity}>
        <p className={styles.name}>{name}</p>
        <p className={styles.position}>{position}</p>
        <p className={styles.meta}>
          <CountryLabel code={candidate.country} />
          <span className={styles.verified}>
            <IconRosetteDiscountCheckFilled size={16} aria-hidden="true" focusable="false" />
            <Translate id="landing.candidate.verified" description="Badge on a freelancer who passed the four steps">
              Verificado
            </Translate>
          </span>
        </p>
      </div>
    </div>
  );
}
