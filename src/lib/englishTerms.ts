/**
 * English words kept in English in the Spanish copy (the process framing and
 * the service names). Screen readers read them with English pronunciation
 * only when they sit in an element with lang="en" (WCAG 3.1.2), so the
 * Spanish pages wrap them. Loanwords usual in Spanish tech hiring
 * ("freelancer", role titles) stay unmarked.
 */
export const ENGLISH_TERMS = ['Ready, Set, Go!', 'Freelancing', 'Payroll', 'Headhunting', 'Screening'] as const;

export type TextPart = {text: string; english: boolean};

function escape(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Splits `text` into runs, marking the runs that are one of `terms` (as a whole
 * word, any letter case: "payroll" inside a sentence counts too).
 */
export function splitEnglish(text: string, terms: readonly string[] = ENGLISH_TERMS): TextPart[] {
  if (terms.length === 0) return [{text, english: false}];
  // Longest first, so a phrase wins over a word it contains; word edges by letters, not \b (which ignores accents).
  const alternatives = [...terms].sort((a, b) => b.length - a.length).map(escape);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) parts.push({text: text.slice(last, match.index), english: false});
    parts.push({text: match[0], english: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({text: text.slice(last), english: false});
  return parts;
}
