/**
 * `@docusaurus/Translate` for Node: the launch check loads data modules that
 * call `translate()`, and only needs their markers, not the translated text.
 */
import type {ReactNode} from 'react';

export function translate({message}: {message: string}): string {
  return message;
}

export default function Translate({children}: {children?: ReactNode}): ReactNode {
  return children;
}
