import React, {type ReactNode} from 'react';

/** Messages that travel with their own data (the search dialog's, the country and guide pages'), filled in where they show. */

/** `{name}` in a message replaced by its value; an unknown name stays as written. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** `{name}` in a message replaced by its value, which may be markup ("Fuente: <span lang="es">SAT</span>"). */
export function fillParts(message: string, values: Record<string, ReactNode>): ReactNode {
  return message.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? <React.Fragment key={index}>{values[part]}</React.Fragment> : part));
}
