/** Messages that travel with their own data (the search dialog's, the country pages'), filled in where they show. */

/** `{name}` in a message replaced by its value; an unknown name stays as written. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
