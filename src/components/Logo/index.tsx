import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {site} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {tone?: 'dark' | 'light'};

/** The brand wordmark, linking home. */
export default function Logo({tone = 'dark'}: Props): ReactNode {
  return (
    <Link
      to="/"
      className={clsx(styles.logo, tone === 'light' && styles.light)}
      aria-label={translate({id: 'layout.logo.label', description: 'Accessible name of the logo link'}, {brand: site.brand})}>
      <svg className={styles.mark} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="9" className={styles.markBg} />
        <path d="M10 23V9h6.2c3.2 0 5.3 1.8 5.3 4.6 0 2-1.1 3.5-2.9 4.1L22 23h-3.6l-3-4.9H13.4V23Zm3.4-7.8h2.6c1.3 0 2.1-.7 2.1-1.7 0-1.1-.8-1.7-2.1-1.7h-2.6Z" className={styles.markFg} />
      </svg>
      <span className={styles.word} aria-hidden="true">
        {site.brand}
      </span>
    </Link>
  );
}
