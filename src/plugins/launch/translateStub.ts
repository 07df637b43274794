/**
 * `@docusaurus/Translate` for Node: the launch check loads data modules that
 * call `translate()`, and only needs their markers, not the translated text
 * (the id stands in for it).
 */
import type {ReactNode} from 'react';

export function translate({id}: {id: string}): string {
  return id;
}

export default function Translate({children}: {children?: ReactNode}): ReactNode {
  return children;
}
