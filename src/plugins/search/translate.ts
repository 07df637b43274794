/**
 * `@docusaurus/Translate` for Node: the search index reads the service pages' texts from
 * src/data/services.ts in the build's language (its code translations; Spanish by default).
 */
import type {ReactNode} from 'react';

let messages: Record<string, string> = {};

export function setMessages(next: Record<string, string>): void {
  messages = next;
}

export function translate({id, message}: {id?: string; message: string}, values: Record<string, unknown> = {}): string {
  const text = (id && messages[id]) || message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export default function Translate({children}: {children?: ReactNode}): ReactNode {
  return children;
}
