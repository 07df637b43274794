import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {TablerIcon} from '@tabler/icons-react';
import Static from '@site/src/components/Static';
import styles from './styles.module.css';

export type IconGridItem = {id: string; title: string; description: string; Icon: TablerIcon};

export type Props = {
  items: readonly IconGridItem[];
  /** `plain`: icon, title and text on the section's background; `cards`: each on a white card. */
  variant?: 'plain' | 'cards';
};

/** A two-column list of short blurbs, each under the site's one icon tile (attributes, features). */
export default function IconGrid({items, variant = 'plain'}: Props): ReactNode {
  return (
    <Static as="ul" className={clsx(styles.grid, styles[variant])}>
      {items.map(({id, title, description, Icon}) => (
        <li key={id} className={styles.item}>
          <span className={styles.icon}>
            <Icon size={26} stroke={1.8} aria-hidden="true" focusable="false" />
          </span>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{description}</p>
        </li>
      ))}
    </Static>
  );
}
