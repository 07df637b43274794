/**
 * `@docusaurus/Translate` for Node: the search index reads the service pages' texts from
 * src/data/services.ts in the build's language (its code translations: i18n/<locale>/code.json).
 */
import type {ReactNode} from 'react';

let messages: Record<string, string> = {};

export function setMessages(next: Record<string, string>): void {
  messages = next;
}

export function translate({id}: {id: string}, values: Record<string, unknown> = {}): string {
  // A missing id stops the build in src/plugins/uiStrings, naming the file and the key.
  const text = messages[id] ?? id;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export default function Translate({id, values}: {id: string; values?: Record<string, unknown>}): ReactNode {
  return translate({id}, values);
}
