import React, {type ReactNode, useEffect, useId, useRef} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {IconChevronDown} from '@tabler/icons-react';
import CategoryIcon from '@site/src/components/CategoryIcon';
import type {CategoryId} from '@site/src/data/categories';
import {useDisclosure} from '@site/src/hooks/useDisclosure';
import {useRoles} from '@site/src/hooks/useRoles';
import styles from './styles.module.css';

export type Props = {current: CategoryId};

/** A disclosure listing every category; each opens its first role. */
export default function CategoryMenu({current}: Props): ReactNode {
  const {categories} = useRoles();
  const {title: currentTitle, icon} = categories.find(({id}) => id === current)!;
  const root = useRef<HTMLDivElement>(null);
  const listId = useId();
  const {open, close, buttonProps} = useDisclosure(listId);

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        close(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
      }
    };
    const controller = new AbortController();
    document.addEventListener('pointerdown', onPointer, {signal: controller.signal});
    document.addEventListener('keydown', onKey, {signal: controller.signal});
    return () => controller.abort();
  }, [open, close]);

  return (
    <div
      ref={root}
      className={styles.root}
      // Tabbing out of the open list closes it: left open, it would cover whatever takes focus next.
      onBlur={(event) => event.relatedTarget && !event.currentTarget.contains(event.relatedTarget) && close(false)}>
      <button
        {...buttonProps}
        className={styles.button}
        aria-label={translate({id: 'role.categoryMenu.label', description: 'Accessible name of the category dropdown'}, {category: currentTitle})}>
        <CategoryIcon name={icon} size={20} />
        {/* Phones show the icon alone: the role names need the width; the button's name still states the category. */}
        <span className={styles.label}>{currentTitle}</span>
        <IconChevronDown size={18} aria-hidden="true" focusable="false" className={clsx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <ul id={listId} className={styles.list} hidden={!open}>
        {categories
          .filter(({roles}) => roles.length > 0)
          .map(({id, title, roles}) => (
            <li key={id}>
              <Link
                to={`/empresas/${roles[0].slug}`}
                className={clsx(styles.item, id === current && styles.itemCurrent)}
                aria-current={id === current ? 'true' : undefined}
                onClick={() => close(false)}>
                {title}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
