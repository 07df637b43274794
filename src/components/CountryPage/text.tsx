import React, {type ReactNode} from 'react';
import countryData from '@generated/ready-countries/default/country-pages.json';

/** The texts of the country pages in the build's language (src/lib/countryMessages.ts), loaded with these pages only. */
export const text = countryData.messages;

/** `{name}` in a message replaced by its value, which may be markup ("Fuente: <span lang="es">SAT</span>"). */
export function fillParts(message: string, values: Record<string, ReactNode>): ReactNode {
  return message.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? <React.Fragment key={index}>{values[part]}</React.Fragment> : part));
}
