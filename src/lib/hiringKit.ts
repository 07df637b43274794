/** The id of a role page's hiring kit band: a link to the kit ends in `#kit-de-contratacion`, in every language. */
export const HIRING_KIT_ID = 'kit-de-contratacion';

/** The UI strings (code.json ids) that name the kit's parts: the site search finds a role's kit by them. */
export const HIRING_KIT_TERM_IDS = ['role.kit.title', 'role.kit.description', 'role.kit.questions'] as const;

/**
 * A job description's plain text, as a company pastes it into a job board or an email: paragraphs as they are,
 * headings on their own line after a blank one, list items after a dash. Read from the rendered description, so the
 * copy is always what the page shows.
 */
export function jobDescriptionText(root: Element): string {
  const lines: string[] = [];
  const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
  const walk = (element: Element) => {
    for (const child of element.children) {
      const tag = child.tagName.toLowerCase();
      if (tag === 'p') lines.push(clean(child.textContent), '');
      else if (/^h[1-6]$/.test(tag)) lines.push(clean(child.textContent));
      else if (tag === 'ul' || tag === 'ol') {
        for (const item of child.children) lines.push(`- ${clean(item.textContent)}`);
        lines.push('');
      } else walk(child);
    }
  };
  walk(root);
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim();
}
