import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {CountryCode} from '@site/src/data/countries';
import {useImageSource} from '@site/src/lib/imageLoading';
import {FLAGS} from './flags';
import {countryName} from './name';
import styles from './styles.module.css';

export {countryName};

export type Props = {
  code: CountryCode;
  /** In the first screen: load the flag at once, after the stylesheet and font (src/lib/imageLoading.ts). */
  eager?: boolean;
  className?: string;
  /** `inherit`: the surrounding text's color (a dark hero's eyebrow) instead of the soft ink. */
  tone?: 'soft' | 'inherit';
};

/** A country's flag and name, as the landing page's people show where they are. */
export default function CountryLabel({code, eager = false, className, tone = 'soft'}: Props): ReactNode {
  const source = useImageSource(FLAGS[code], eager);
  return (
    <span className={clsx(styles.country, tone === 'inherit' && styles.inherit, className)}>
      {/* Decorative: the country's name follows as text. */}
      <img alt="" width={20} height={15} {...source} decoding="async" className={styles.flag} />
      {countryName(code)}
    </span>
  );
}
