import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {country, type CountryCode} from '@site/src/data/countries';
import styles from './styles.module.css';

export type Props = {code: CountryCode; className?: string};

/** A country's flag and name, as the landing page's people show where they are. */
export default function CountryLabel({code, className}: Props): ReactNode {
  const {name, Flag} = country(code);
  return (
    <span className={clsx(styles.country, className)}>
      <Flag className={styles.flag} aria-hidden="true" focusable="false" width={20} height={15} />
      {name}
    </span>
  );
}
