import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {country, type CountryCode} from '@site/src/data/countries';
import styles from './styles.module.css';

export type Props = {
  code: CountryCode;
  /** Above the fold: load the flag at once instead of lazily. */
  eager?: boolean;
  className?: string;
};

/** A country's flag and name, as the landing page's people show where they are. */
export default function CountryLabel({code, eager = false, className}: Props): ReactNode {
  const {name, flag} = country(code);
  return (
    <span className={clsx(styles.country, className)}>
      {/* Decorative: the country's name follows as text. */}
      <img src={flag} alt="" width={20} height={15} loading={eager ? 'eager' : 'lazy'} decoding="async" className={styles.flag} />
      {name}
    </span>
  );
}
