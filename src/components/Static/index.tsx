import React, {type ComponentPropsWithoutRef, type ReactNode, useId, useState} from 'react';
import {useIsHydrating} from '@site/src/lib/hydration';

/** On the element that wraps static markup; its value ties the server's markup to the component (React's `useId`). */
export const STATIC_ATTRIBUTE = 'data-static';

type Tag = 'article' | 'details' | 'div' | 'header' | 'section' | 'ul';

export type Props<T extends Tag> = {as?: T; children: ReactNode} & Omit<ComponentPropsWithoutRef<T>, 'children' | 'dangerouslySetInnerHTML'>;

/** The markup the server rendered inside the static element with this id, or undefined when there is none. */
function serverMarkup(id: string): string | undefined {
  return document.querySelector(`[${STATIC_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML;
}

/**
 * Markup that no state, effect or handler ever changes: text, pictures, icons and plain links. When the browser
 * hydrates the page it loaded, React adopts what the server rendered inside as it is (the element's HTML, read from
 * the page), instead of rendering the children again and walking the page to match them: no component, element or
 * fiber of the subtree is made. Mounted later (a move through the history) it renders its children as any element.
 * Its links are the browser's own: a click loads the page (a `Link`'s in-app move needs its handler); nothing inside
 * may need one. Should React render the page afresh instead (a hydration mismatch elsewhere), its ids are new, no
 * server markup answers them, and it renders its children: nothing is lost (tests/e2e/scripts.spec.ts).
 */
export default function Static<T extends Tag = 'div'>({as, children, ...attributes}: Props<T>): ReactNode {
  const Element = (as ?? 'div') as 'div';
  const id = useId();
  const hydrating = useIsHydrating();
  const [html] = useState(() => (hydrating ? serverMarkup(id) : undefined));
  const own = {...(attributes as ComponentPropsWithoutRef<'div'>), [STATIC_ATTRIBUTE]: id};
  if (html === undefined) return <Element {...own}>{children}</Element>;
  return <Element {...own} dangerouslySetInnerHTML={{__html: html}} suppressHydrationWarning />;
}
