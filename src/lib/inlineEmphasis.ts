/**
 * Role headings may carry inline emphasis (`*word*`, `_word_`, `**word**`,
 * `__word__`) and nothing else. These functions check and split such text.
 */

export type InlineSpan = {text: string; emphasis: 'none' | 'em' | 'strong'};

const EMPHASIS = /(\*\*|__)(.+?)\1|(\*|_)(.+?)\3/g;
const FORBIDDEN: readonly [RegExp, string][] = [
  [/<[^>]*>|<|>/, 'HTML is not allowed'],
  [/\[|\]/, 'links and brackets are not allowed'],
  [/`/, 'code spans are not allowed'],
  [/~~/, 'strikethrough is not allowed'],
  [/!\[/, 'images are not allowed'],
  [/^\s*#/, 'heading markers are not allowed'],
  [/\\/, 'backslash escapes are not allowed'],
];

export function splitInlineEmphasis(source: string): InlineSpan[] {
  const spans: InlineSpan[] = [];
  let last = 0;
  for (const match of source.matchAll(EMPHASIS)) {
    if (match.index > last) {
      spans.push({text: source.slice(last, match.index), emphasis: 'none'});
    }
    spans.push(
      match[1] ? {text: match[2], emphasis: 'strong'} : {text: match[4], emphasis: 'em'},
    );
    last = match.index + match[0].length;
  }
  if (last < source.length) {
    spans.push({text: source.slice(last), emphasis: 'none'});
  }
  return spans;
}

/** Why `source` is not plain text with inline emphasis, or null when it is. */
export function inlineEmphasisProblem(source: string): string | null {
  for (const [pattern, message] of FORBIDDEN) {
    if (pattern.test(source)) {
      return `only inline emphasis (*text*) is allowed; ${message}`;
    }
  }
  const leftover = splitInlineEmphasis(source)
    .filter((span) => span.emphasis === 'none')
    .some((span) => /[*_]/.test(span.text.replace(/(?<=[\p{L}\d])_(?=[\p{L}\d])/gu, '')));
  return leftover ? 'unbalanced emphasis marker (* or _)' : null;
}
