/**
 * The prose rules of STYLE.md that a machine can check, as pure functions over
 * a text and its language. `scripts/lint-prose.mjs` runs them over the sources
 * (MDX, i18n/en/code.json, the Spanish defaults in src); tests/built/prose.test.ts
 * runs the article and team rules over the built HTML. Each finding names the
 * rule, the offending words and what to write instead.
 */

/** The languages with rules of their own here (STYLE.md). */
export const PROSE_LOCALES = ['es', 'en', 'pt-BR'] as const;
export type Locale = (typeof PROSE_LOCALES)[number];
export type Rule = 'article' | 'regionalism' | 'british' | 'portugal' | 'number' | 'opening' | 'team-as-person';
export type Finding = {rule: Rule; match: string; hint: string};

// ---------------------------------------------------------------- articles (English)

/** Letters whose English name starts with a vowel sound: "an F", "an MLOps", "an SEO". */
const VOWEL_SOUND_LETTERS = new Set(['a', 'e', 'f', 'h', 'i', 'l', 'm', 'n', 'o', 'r', 's', 'x']);
/** Upper-case words read as words, not letter by letter. */
const ACRONYMS_READ_AS_WORDS = new Set(['LATAM', 'RAG', 'NASA', 'GIF', 'JPEG', 'SUNAT', 'SIM', 'SAP', 'SERP']);
/** Upper-case words whose reading is split (SQL: "an S-Q-L" or "a sequel"): either article is accepted. */
const EITHER_ARTICLE = new Set(['SQL', 'URL']);
/** Words spelled with a vowel but read with a consonant sound ("a user", "a one-off"), and the reverse ("an hour"). */
const CONSONANT_SOUND_PREFIXES = ['uni', 'use', 'usa', 'usi', 'usu', 'uti', 'ure', 'uro', 'euro', 'eu', 'one', 'once', 'ubiq', 'uk'];
const VOWEL_SOUND_WORDS = /^(hour|honest|honor|heir)/i;

/** "an" or "a" for the word that follows, or undefined when either is acceptable. */
export function expectedArticle(word: string): 'a' | 'an' | undefined {
  const letters = word.replace(/^[^\p{L}\p{N}]+/u, '');
  if (!letters || /^\d/.test(letters)) return undefined;
  const bare = letters.replace(/[^\p{L}\p{N}].*$/u, '');
  if (EITHER_ARTICLE.has(bare)) return undefined;
  // Read letter by letter: two leading capitals (NLP, MLOps, SEO, UX, AI) or the lower-case i of iOS.
  const spelled = /^[A-Z]{2}/.test(bare) && !ACRONYMS_READ_AS_WORDS.has(bare.toUpperCase());
  const appleStyle = /^i[A-Z]/.test(bare);
  if (spelled || appleStyle) {
    const first = bare[0].toLowerCase();
    if (first === 'u') return 'a'; // "a UX", "a UI": read "you".
    return VOWEL_SOUND_LETTERS.has(first) ? 'an' : 'a';
  }
  const lower = bare.toLowerCase();
  if (VOWEL_SOUND_WORDS.test(lower)) return 'an';
  if (/^[aeiou]/.test(lower)) return CONSONANT_SOUND_PREFIXES.some((prefix) => lower.startsWith(prefix)) ? 'a' : 'an';
  return 'a';
}

/** "a Android Developer", "an SaaS", "a MLOps Engineer": English articles that do not match the sound that follows. */
export function articleErrors(text: string): Finding[] {
  const findings: Finding[] = [];
  // The next word may be wrapped in emphasis or quotes: "a *Android Developer*".
  for (const match of text.matchAll(/(?<![\p{L}\p{N}'’-])(a|an|A|An)\s+[*_"“‘']*([\p{L}\p{N}][\p{L}\p{N}.&+-]*)/gu)) {
    const [whole, article, word] = match;
    // "a.m.", single letters ("Plan A and B"), template placeholders are not articles before a word.
    if (/^[A-Z]$/.test(word)) continue;
    const expected = expectedArticle(word);
    if (expected && expected !== article.toLowerCase()) {
      const fixed = article[0] === article[0].toUpperCase() ? expected[0].toUpperCase() + expected.slice(1) : expected;
      findings.push({rule: 'article', match: whole, hint: `write "${fixed} ${word}"`});
    }
  }
  return findings;
}

// ---------------------------------------------------------------- regionalisms (Spanish)

/** Words a reader in one country of Latin America stumbles on; the neutral word to use instead. See STYLE.md. */
export const REGIONALISMS: ReadonlyArray<{pattern: RegExp; hint: string}> = [
  {pattern: /\bpeaks?\b/giu, hint: 'Chilenismo (anglicismo): escribe "pico" o "alza" ("un pico de trabajo")'},
  {pattern: /\bcalzan?\s+con\b/giu, hint: 'Chilenismo: escribe "encaja con", "coincide con" o "se ajusta a"'},
  {pattern: /\bgrillas?\b/giu, hint: 'Cono Sur: escribe "retícula" o "cuadrícula" (la grilla de un diseño)'},
  {pattern: /\bplanillas?\b/giu, hint: 'Regional (Chile, Perú, Centroamérica): escribe "nómina" (o "hoja de cálculo" si es Excel)'},
  {pattern: /\b(al tiro|harto|harta|bac[aá]n|fome|cachai)\b/giu, hint: 'Chilenismo: usa el término neutro (de inmediato, mucho, excelente, aburrido)'},
  {pattern: /\b(ahorita|chamba|chambear|padr[ií]simo|chido)\b/giu, hint: 'Mexicanismo: usa el término neutro (ahora, trabajo, excelente)'},
  {pattern: /\b(laburo|laburar|copado|buen[ií]simo)\b/giu, hint: 'Rioplatense o coloquial: usa el término neutro (trabajo, excelente)'},
  {pattern: /(?<![\p{L}])(vos|tenés|podés|querés|sabés|contratás|necesitás|buscás)(?![\p{L}])/gu, hint: 'Voseo: trata al lector de tú ("tienes", "puedes", "contratas")'},
  {pattern: /\b(usted|ustedes)\b/giu, hint: 'Trata al lector de tú, nunca de usted'},
  {pattern: /\b(vosotros|vosotras|pod[eé]is|ten[eé]is|quer[eé]is|os\s+ayudamos)\b/giu, hint: 'Español de España: trata al lector de tú ("puedes", "tienes")'},
  {pattern: /\b(ordenador(es)?|coger|guay|currar|curro|m[oó]vil(es)?\s+(de|del)\s+empresa)\b/giu, hint: 'Español de España: usa "computadora", "tomar", "excelente", "trabajar", "teléfono"'},
];

export function regionalisms(text: string): Finding[] {
  return REGIONALISMS.flatMap(({pattern, hint}) => [...text.matchAll(pattern)].map((match) => ({rule: 'regionalism' as const, match: match[0], hint})));
}

// ---------------------------------------------------------------- British spellings (English)

const BRITISH: ReadonlyArray<{pattern: RegExp; hint: string}> = [
  {pattern: /\bjudgements?\b/giu, hint: 'American spelling: "judgment"'},
  {pattern: /\be-mails?\b/giu, hint: 'American spelling: "email"'},
  {pattern: /\b(colour|favour|behaviour|honour|labour|neighbour|flavour|humour|rumour)/giu, hint: 'American spelling: -or ("behavior", "color")'},
  {pattern: /\b(centre|metre|theatre|fibre|calibre)s?\b/giu, hint: 'American spelling: -er ("center")'},
  {pattern: /\b(catalogue|programme)s?\b/giu, hint: 'American spelling: "catalog", "program"'},
  {pattern: /\b(licence|defence|offence)s?\b/giu, hint: 'American spelling: -se ("license", "defense")'},
  {pattern: /\b(travell|modell|labell|cancell|signall|fuell)(ed|ing|er|ers)\b/giu, hint: 'American spelling: one l ("modeling", "labeled")'},
  {pattern: /\b(whilst|amongst|learnt|spelt|fulfil|enrol)\b/giu, hint: 'American usage: "while", "among", "learned", "spelled", "fulfill", "enroll"'},
  {
    pattern:
      /\b(organi|optimi|priori|recogni|reali|customi|speciali|standardi|summari|utili|minimi|maximi|categori|visuali|personali|finali|authori|apologi|critici|formali|moneti|normali|synchroni|tokeni|containeri|locali|initiali|seriali|emphasi|digiti|monetari)s(e|ed|es|ing|ation|ations|ational|er|ers|able)\b/giu,
    hint: 'American spelling: -ize ("optimize", "organization")',
  },
  {pattern: /\b(analy|paraly|cataly)s(e|ed|ing)\b/giu, hint: 'American spelling: -yze ("analyze")'},
  {pattern: /\b(behavioural|organisational)\b/giu, hint: 'American spelling: "behavioral", "organizational"'},
];

export function britishSpellings(text: string): Finding[] {
  return BRITISH.flatMap(({pattern, hint}) => [...text.matchAll(pattern)].map((match) => ({rule: 'british' as const, match: match[0], hint})));
}

// ---------------------------------------------------------------- number formats

const NBSP = '\u00a0';
/** A law or standard number keeps its official form: "Ley N.º 19.628", "Law No. 19,628", "ISO 27001". */
const OFFICIAL_NUMBER = /(N\.?\s?º|N°|No\.|Nº|ISO|Ley|Law|Lei|Decreto|RUT|ID)\s*$/u;
/** …and so does each of a list of them: "Leyes 10.489, 10.542 y 10.570", "Leis 13.429/2017 e 13.467/2017". */
const OFFICIAL_LIST = /(Leyes|Leis|Laws|Decretos|Decrees)\s[\d.,/ ]*(?:(?:y|e|and)\s[\d.,/ ]*)?$/u;

/**
 * Spanish: 1500 (four digits, not grouped), 25 000 (groups joined by a
 * non-breaking space), 5 % (non-breaking space before %). English: 1,500,
 * 25,000, 5%.
 */
export function numberFormat(text: string, locale: Locale): Finding[] {
  const findings: Finding[] = [];
  const push = (match: string, hint: string) => findings.push({rule: 'number', match, hint});
  const start = String.raw`(?<![\p{L}\p{N}_.,-])(?<![\p{N}][.,\u00a0\u202f ])`;
  const numbers = new RegExp(String.raw`${start}(?:\d{1,3}(?:[.,\u00a0\u202f ]\d{3})+|\d{4,})(?![\p{L}\p{N}])`, 'gu');
  for (const match of text.matchAll(numbers)) {
    const number = match[0];
    if (OFFICIAL_NUMBER.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
    if (OFFICIAL_LIST.test(text.slice(Math.max(0, match.index - 40), match.index))) continue;
    // An act numbered with its year ("Lei 13.467/2017", "RG 5907/2026"), an office's code with leading zeros
    // ("Resolución 000165") or a decimal under one ("0,522 %") is not a count.
    if (/^\/\d/.test(text.slice(match.index + number.length)) || number.startsWith('0')) continue;
    const digits = number.replace(/\D/g, '');
    // A decimal ("4,9", "0.5") has fewer than three digits after the separator: not matched above.
    if (locale === 'pt-BR') {
      const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
      const isYear = digits.length === 4 && /^(19|20)\d\d$/.test(digits) && number === digits;
      if (!isYear && number !== grouped && digits.length >= 4) push(number, `em português, separe os milhares com ponto: "${grouped}"`);
    } else if (locale === 'es') {
      if (digits.length === 4 && number !== digits) push(number, `en español, cuatro cifras van juntas: "${digits}"`);
      if (digits.length >= 5) {
        const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
        if (number !== grouped) push(number, 'en español, separa los miles con un espacio de no separación (U+00A0): "25 000"');
      }
    } else {
      const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      const isYear = digits.length === 4 && /^(19|20)\d\d$/.test(digits) && number === digits;
      if (!isYear && number !== grouped && digits.length >= 4) push(number, `in English, group thousands with a comma: "${grouped}"`);
    }
  }
  for (const match of text.matchAll(/\d([\s\u00a0\u202f]?)%/gu)) {
    const space = match[1];
    if (locale === 'es' && space !== NBSP) push(match[0], 'en español, "5 %" lleva un espacio de no separación (U+00A0) antes de %');
    if (locale === 'en' && space !== '') push(match[0], 'in English, no space before %: "5%"');
    if (locale === 'pt-BR' && space !== '') push(match[0], 'em português, sem espaço antes de %: "5%"');
  }
  return findings;
}

// ---------------------------------------------------------------- openings

/** The first four words of a text, lower case, without punctuation. */
export function openingOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s&]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ');
}

/** Openings shared by more than `max` texts (per language): the descriptions should not all start alike. */
export function repeatedOpenings(texts: ReadonlyArray<{id: string; text: string}>, max = 3): Finding[] {
  const groups = new Map<string, string[]>();
  for (const {id, text} of texts) {
    const opening = openingOf(text);
    groups.set(opening, [...(groups.get(opening) ?? []), id]);
  }
  return [...groups]
    .filter(([, ids]) => ids.length > max)
    .map(([opening, ids]) => ({
      rule: 'opening' as const,
      match: `"${opening}…" × ${ids.length}`,
      hint: `at most ${max} descriptions may start with the same four words: ${ids.join(', ')}`,
    }));
}

// ---------------------------------------------------------------- teams spoken of as a person

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A team page names its team as a team ("un equipo de desarrollo móvil", "a
 * Mobile Development team"), never as a person ("¿Buscas Desarrollo móvil?",
 * "un perfil de Data & Analytics", "Looking for a Mobile Development?"). The name's first letter may take
 * either case (a Spanish name is written in lower case inside a sentence).
 */
export function teamAsPerson(text: string, teamName: string, locale: Locale): Finding[] {
  const first = teamName.charAt(0);
  const initial = first.toLowerCase() === first.toUpperCase() ? escapeRegExp(first) : `[${first.toUpperCase()}${first.toLowerCase()}]`;
  const name = initial + escapeRegExp(teamName.slice(1)).replace(/\\\*|\s+/g, '[\\s*_]+');
  const pattern =
    locale === 'es'
      ? new RegExp(`(?<![\\p{L}])(?:[Uu]na?|[Pp]erfil(?:es)? de|[Bb]uscas?|[Cc]ontratar?|[Cc]ontratas)\\s+[*_]*${name}(?![\\p{L}])`, 'gu')
      : locale === 'pt-BR'
        ? new RegExp(`(?<![\\p{L}])(?:[Uu]ma?|[Pp]erfil de|[Pp]erfis de|[Pp]rocura|[Cc]ontrat(?:ar|e|a))\\s+[*_]*${name}(?![\\p{L}])`, 'gu')
        : new RegExp(`(?<![\\p{L}])(?:[Aa]n?|[Hh]ire|[Hh]iring|[Ll]ooking for|[Nn]eed)\\s+[*_]*${name}[*_]*(?![*_]*\\s+team)(?![\\p{L}])`, 'gu');
  return [...text.matchAll(pattern)].map((match) => ({
    rule: 'team-as-person' as const,
    match: match[0],
    hint: locale === 'es' ? `habla del equipo: "un equipo de ${teamName}"` : locale === 'pt-BR' ? `fale da equipe: "uma equipe de ${teamName}"` : `speak of the team: "a ${teamName} team"`,
  }));
}

// ---------------------------------------------------------------- one text, every rule of its language

// ---------------------------------------------------------------- Portugal's forms (Brazilian Portuguese)

const PORTUGAL: ReadonlyArray<{pattern: RegExp; hint: string}> = [
  {pattern: /\bequipas?\b/giu, hint: 'no Brasil: "equipe"'},
  {pattern: /\bregistos?\b/giu, hint: 'no Brasil: "registro"'},
  {pattern: /\bfactos?\b/giu, hint: 'no Brasil: "fato"'},
  {pattern: /\bcontact(ar|e|o|os|ou)\b/giu, hint: 'no Brasil: "contato", "entrar em contato"'},
  {pattern: /\becrãs?\b/giu, hint: 'no Brasil: "tela"'},
  {pattern: /\btelemóve(l|is)\b/giu, hint: 'no Brasil: "celular"'},
  {pattern: /\butilizador(es|a|as)?\b/giu, hint: 'no Brasil: "usuário"'},
  {pattern: /\bficheiros?\b/giu, hint: 'no Brasil: "arquivo"'},
  {pattern: /\b(est(á|ás|ão|amos)) a [a-zç]+(ar|er|ir)\b/giu, hint: 'no Brasil, o gerúndio: "está fazendo"'},
  {pattern: /\b(tu|contigo|vosso|vossa|vós)\b/giu, hint: 'trate o leitor por "você"'},
];

export function portugalForms(text: string): Finding[] {
  return PORTUGAL.flatMap(({pattern, hint}) => [...text.matchAll(pattern)].map((match) => ({rule: 'portugal' as const, match: match[0], hint})));
}

export function lintText(text: string, locale: Locale): Finding[] {
  if (locale === 'en') return [...articleErrors(text), ...britishSpellings(text), ...numberFormat(text, 'en')];
  if (locale === 'pt-BR') return [...portugalForms(text), ...numberFormat(text, 'pt-BR')];
  return [...regionalisms(text), ...numberFormat(text, 'es')];
}

/** Markdown/MDX body reduced to its prose: no code, JSX expressions, link targets, HTML tags or comments. */
export function proseOfMdx(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/`[^`]*`/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^{}]*\}/g, ' ')
    .replace(/^\s*(import|export) .*$/gm, ' ');
}

/** Visible text of a built HTML page (scripts, styles and tags removed, entities decoded). */
export function textOfHtml(html: string): string {
  return decodeEntities(
    html
      .replace(/<script[\s\S]*?<\/script>/gi, ' ')
      .replace(/<style[\s\S]*?<\/style>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]+>/g, ' '),
  ).replace(/[ \t\r\n]+/g, ' ');
}

/** The prefilled messages of the WhatsApp links of a built page (the `text` parameter, decoded). */
export function whatsappMessagesOfHtml(html: string): string[] {
  return [...html.matchAll(/href="(https:\/\/(?:wa\.me|api\.whatsapp\.com)[^"]*)"/g)].flatMap(([, href]) => {
    try {
      const text = new URL(decodeEntities(href)).searchParams.get('text');
      return text ? [text] : [];
    } catch {
      return [];
    }
  });
}

const NAMED_ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: NBSP, rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', hellip: '…', ndash: '–', mdash: '—', copy: '©'};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole;
  });
}
