/**
 * The one `@docusaurus/Translate` for code that runs outside the site's bundle: the unit tests (jest.config.mjs maps
 * it here), the search index, which reads the service pages' texts from src/data/services.ts in the build's language
 * (src/plugins/search: `setMessages`), and the launch check, which loads data modules for their markers
 * (src/plugins/launch). The texts are the Spanish build's (i18n/es/code.json) until `setMessages` gives others. An id
 * without a text throws, naming it (in the build, src/plugins/uiStrings names the file and the key).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ReactNode} from 'react';

type CodeJson = Record<string, {message: string}>;
const spanish = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/es/code.json'), 'utf8')) as CodeJson;
let messages: Record<string, string> = Object.fromEntries(Object.entries(spanish).map(([id, {message}]) => [id, message]));

export function setMessages(next: Record<string, string>): void {
  messages = next;
}

export function translate({id}: {id: string; message?: string; description?: string}, values: Record<string, unknown> = {}): string {
  if (!(id in messages)) throw new Error(`Translate: "${id}" has no text`);
  return messages[id]!.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export default function Translate({id, values}: {id: string; values?: Record<string, unknown>; description?: string}): ReactNode {
  return translate({id}, values);
}
