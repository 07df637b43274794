import React, {type ReactNode, useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {IconChevronDown} from '@tabler/icons-react';
import CategoryIcon from '@site/src/components/CategoryIcon';
import type {CategoryId} from '@site/src/data/categories';
import {useRoles} from '@site/src/hooks/useRoles';
import styles from './styles.module.css';

export type Props = {current: CategoryId};

/** A disclosure listing every category; each opens its first role. */
export default function CategoryMenu({current}: Props): ReactNode {
  const {categories} = useRoles();
  const {title: currentTitle, icon} = categories.find(({id}) => id === current)!;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) {
      return undefined;
    }
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={styles.root}
      // Tabbing out of the open list closes it: left open, it would cover whatever takes focus next.
      onBlur={(event) => event.relatedTarget && !event.currentTarget.contains(event.relatedTarget) && setOpen(false)}>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={translate(
          {id: 'role.categoryMenu.label', message: 'Categoría: {category}. Cambiar categoría', description: 'Accessible name of the category dropdown'},
          {category: currentTitle},
        )}
        onClick={() => setOpen((value) => !value)}>
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
                onClick={() => setOpen(false)}>
                {title}
              </Link>
            </li>
          ))}
      </ul>
    </div>
  );
}
