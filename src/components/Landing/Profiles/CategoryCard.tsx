import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Static from '@site/src/components/Static';
import Translate from '@docusaurus/Translate';
import {IconChevronDown} from '@tabler/icons-react';
import CategoryIcon from '@site/src/components/CategoryIcon';
import type {CategoryData} from '@site/src/lib/roles';
import styles from './styles.module.css';

export type Props = {
  category: CategoryData;
  open: boolean;
  onToggle: () => void;
};

/** A category's card: a disclosure button that lists its roles, each linking to its page. */
export default function CategoryCard({category, open, onToggle}: Props): ReactNode {
  const listId = useId();
  const {title, summary, icon, color, tint, roles, count} = category;
  return (
    // The category's colors come from src/data/categories.ts, the one place they are defined.
    <div className={clsx(styles.card, open && styles.open)} style={{'--category-color': color, '--category-tint': tint} as React.CSSProperties}>
      <span className={styles.icon}>
        <CategoryIcon name={icon} />
      </span>
      <h3 className={styles.title}>{title}</h3>
      <p className={styles.summary}>{summary}</p>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        <span>
          <Translate id="landing.profiles.showRoles" values={{count}} description="Button that lists a category's roles" />
        </span>
        <IconChevronDown size={20} aria-hidden="true" focusable="false" className={styles.chevron} />
      </button>
      {/* Links and text only, adopted as the server wrote them when the page hydrates (a role page is a page load
          anyway: src/plugins/lean/rolePages.ts); React only shows and hides the list. */}
      <Static as="ul" id={listId} className={styles.roles} hidden={!open}>
        {roles.map((role) => (
          <li key={role.slug}>
            <Link to={`/empresas/${role.slug}`} className={styles.role}>
              {role.title}
            </Link>
          </li>
        ))}
        {/* A long category lists its first roles; its first role's page lists them all (the sticky bar). */}
        {count > roles.length && roles[0] && (
          <li>
            <Link to={`/empresas/${roles[0].slug}`} className={styles.role}>
              <Translate id="landing.profiles.allRoles" values={{count}} description="Last link of a category card that lists only the first roles of a long category" />
            </Link>
          </li>
        )}
      </Static>
    </div>
  );
}
