import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useRoles} from '@site/src/hooks/useRoles';
import {DEFERRED_CLASS} from '@site/src/lib/deferredRendering';
import layout from '@site/src/css/layout.module.css';
import {balancedSpans} from '@site/src/lib/balancedGrid';
import type {RelatedPage} from '@site/src/lib/rolePage';
import Static from '@site/src/components/Static';
import styles from './styles.module.css';

export type Props = {
  title: ReactNode;
  pages: readonly RelatedPage[];
};

/** Links to other role or team pages, each a card with its category, name and first skills. */
export default function RelatedPages({title, pages}: Props): ReactNode {
  const headingId = useId();
  const categories = new Map(useRoles().categories.map(({id, title: name}) => [id, name]));
  const tabletSpans = balancedSpans(pages.length, 2);
  const desktopSpans = balancedSpans(pages.length, 4);
  return (
    <section className={clsx(styles.section, DEFERRED_CLASS)} aria-labelledby={headingId}>
      <Static className="container">
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        <ul className={styles.list}>
          {pages.map(({slug, title: name, category, skills}, index) => (
            <li key={slug} className={clsx(layout[`tablet${tabletSpans[index]}`], layout[`desktop${desktopSpans[index]}`])}>
              <Link to={`/empresas/${slug}`} className={styles.card}>
                <span className={styles.category}>{categories.get(category)}</span>
                <span className={styles.name}>{name}</span>
                {skills.length > 0 && (
                  <span className={styles.skills} lang="en">
                    {skills.join(' · ')}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </Static>
    </section>
  );
}
