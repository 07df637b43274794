import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The "new" mark beside the AI entry (header, menu, landing). */
export default function NewBadge(): ReactNode {
  return (
    <span className={styles.badge}>
      <Translate id="layout.nav.new" description="Badge marking a new entry" />
    </span>
  );
}
