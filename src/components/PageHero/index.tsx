import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Static from '@site/src/components/Static';
import styles from './styles.module.css';

export type Props = {
  /** A short line above the title (the category, "Our services"…). */
  eyebrow: ReactNode;
  /** The page's h1, already marked up. */
  title: ReactNode;
  lead: ReactNode;
  /** The calls to action under the lead. */
  actions: ReactNode;
  /** The right half on desktops, below the calls to action on phones (the vetted profiles). */
  aside?: ReactNode;
  /** Above the eyebrow: where the page sits (src/components/Breadcrumbs). */
  breadcrumbs?: ReactNode;
};

/**
 * The dark hero of inner pages (role, team, service and country pages): one look, one palette (`--ready-hero-*` in custom.css).
 * Its copy and aside are static markup (src/components/Static): calls to action, terms and profile cards, no state.
 */
export default function PageHero({eyebrow, title, lead, actions, aside, breadcrumbs}: Props): ReactNode {
  return (
    <section className={styles.hero} data-place="hero">
      <div className={clsx('container', aside && styles.split)}>
        <Static className={styles.copy}>
          {breadcrumbs}
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions}
        </Static>
        {aside && <Static className={styles.aside}>{aside}</Static>}
      </div>
    </section>
  );
}
