import React, {type ReactNode, useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import CategoryMenu from '@site/src/components/CategoryMenu';
import type {CategoryId} from '@site/src/data/categories';
import type {RoleLink} from '@site/src/lib/roles';
import styles from './styles.module.css';

export type Props = {
  category: CategoryId;
  /** The links of the bar: a team page puts itself first, then the category's roles. */
  links: readonly RoleLink[];
  /** The slug of the page shown. */
  current: string;
};

/** The sticky bar of role and team pages: the category menu and a sideways-scrolling list of the category's pages. */
export default function SiblingBar({category, links, current}: Props): ReactNode {
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({start: true, end: false});

  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const update = () => {
      const max = element.scrollWidth - element.clientWidth;
      setEdges({start: element.scrollLeft <= 1, end: element.scrollLeft >= max - 1});
    };
    // The current page's link in the middle of the strip; setting scrollLeft never moves the page vertically.
    const active = element.querySelector<HTMLElement>('[aria-current="page"]');
    if (active) {
      element.scrollLeft = active.offsetLeft - element.offsetLeft - (element.clientWidth - active.offsetWidth) / 2;
    }
    update();
    const controller = new AbortController();
    element.addEventListener('scroll', update, {passive: true, signal: controller.signal});
    window.addEventListener('resize', update, {signal: controller.signal});
    return () => controller.abort();
  }, [current]);

  return (
    <nav className={styles.bar} aria-label={translate({id: 'role.bar.label', description: 'Accessible name of the sticky role bar'})}>
      <div className={clsx('container', styles.barInner)}>
        <CategoryMenu current={category} />
        <div className={clsx(styles.strip, !edges.start && styles.fadeStart, !edges.end && styles.fadeEnd)}>
          {/* Browsers scroll a focused element into view only when it is entirely hidden: a link half out of
              this sideways-scrolling list would stay clipped, so the list brings the whole link in. */}
          <ul ref={list} className={styles.siblings} onFocus={(event) => event.target.scrollIntoView({block: 'nearest', inline: 'nearest'})}>
            {links.map((link) => (
              <li key={link.slug}>
                <Link
                  to={`/empresas/${link.slug}`}
                  className={clsx(styles.sibling, link.slug === current && styles.siblingCurrent)}
                  aria-current={link.slug === current ? 'page' : undefined}>
                  {link.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
