import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {country, type CountryCode} from '@site/src/data/countries';
import {useImageSource} from '@site/src/lib/imageLoading';
import styles from './styles.module.css';

export type Props = {
  code: CountryCode;
  /** In the first screen: load the flag at once, after the stylesheet and font (src/lib/imageLoading.ts). */
  eager?: boolean;
  className?: string;
};

/** A country's flag and name, as the landing page's people show where they are. */
export default function CountryLabel({code, eager = false, className}: Props): ReactNode {
  const {name, flag} = country(code);
  const source = useImageSource(flag, eager);
  return (
    <span className={clsx(styles.country, className)}>
      {/* Decorative: the country's name follows as text. */}
      <img alt="" width={20} height={15} {...source} decoding="async" className={styles.flag} />
      {name}
    </span>
  );
}
