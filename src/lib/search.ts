/**
 * Site search: what is indexed and how a query matches, shared by the build
 * that writes each language's index (src/plugins/search) and the browser that
 * loads it on first use (src/components/Search). MiniSearch does the indexing
 * and the ranking; this module only says what a document is.
 */
import type {Options, SearchOptions} from 'minisearch';

/** What a result links to, most important first in the list of results. */
export type SearchKind = 'role' | 'team' | 'service' | 'country' | 'guide' | 'post';

/** One page of the index, in the build's language. */
export type SearchDocument = {
  id: string;
  kind: SearchKind;
  /** Path inside the language's site (`/empresas/data-engineer`); the browser adds the base URL. */
  path: string;
  title: string;
  /** The other form of a Spanish role title (Desarrolladora Android), or empty. */
  altTitle: string;
  /** The category's name (role and team pages; the browser names the other kinds). */
  category: string;
  skills: string;
  synonyms: string;
  description: string;
  /** Task titles and sentences; a country page's prose and facts: found, never shown. */
  text: string;
  /** A role page's hiring kit, by the names of its parts ("preguntas para la entrevista", "job description"): found, never shown. */
  kit: string;
  /** The first skills, shown under the title. */
  shownSkills: string[];
};

/**
 * A language's rules for terms (`search` in src/config/languages.json): the words that carry no meaning of their own
 * in a query, and the endings folded to one form (Portuguese plurals: "integrações" and "integração" are one term).
 * The build writes them into the language's index file, so the browser needs no list of languages.
 */
export type TermRules = {stopWords: readonly string[]; endings: readonly (readonly [string, string])[]};

/**
 * How a term is indexed and queried under `rules`, giving null for a word that means nothing alone. Accents and case
 * never matter: "analitica" finds "analítica", "IOS" finds "iOS". An ending is folded only on a word of five letters
 * or more, so short words ("gas", "mes") stay as they are.
 */
export function termProcessor({stopWords, endings}: TermRules): (term: string) => string | null {
  const stop = new Set(stopWords);
  return (term) => {
    const normal = term.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
    if (stop.has(normal)) return null;
    const ending = normal.length >= 5 ? endings.find(([from]) => normal.endsWith(from)) : undefined;
    return ending ? normal.slice(0, normal.length - ending[0].length) + ending[1] : normal;
  };
}

export const SEARCH_FIELDS = ['title', 'altTitle', 'skills', 'synonyms', 'category', 'description', 'text', 'kit'] as const;

/** The index's options under a language's rules: the build and the browser must use the same. */
export function indexOptions(rules: TermRules) {
  return {
    idField: 'id',
    fields: [...SEARCH_FIELDS],
    storeFields: ['kind', 'path', 'title', 'category', 'shownSkills'],
    processTerm: termProcessor(rules),
  } satisfies Options<SearchDocument>;
}

const KIND_BOOST: Record<SearchKind, number> = {role: 3, team: 2.4, service: 2, country: 2, guide: 2, post: 1};

/**
 * How a query is matched: every word must be found (prefix words still count while typing, small
 * typos are forgiven), titles and skills weigh most, and role, team and service pages come before posts.
 */
export const QUERY_OPTIONS = {
  combineWith: 'AND',
  prefix: (term: string) => term.length >= 2,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  boost: {title: 5, altTitle: 5, skills: 3, synonyms: 3, category: 1.5, description: 1, text: 0.5, kit: 1},
  boostDocument: (_id: string, _term: string, stored?: Record<string, unknown>) => KIND_BOOST[(stored?.kind as SearchKind) ?? 'post'],
} satisfies SearchOptions;

/** A stored result, as the browser shows it; `match` says which fields each query term was found in. */
export type SearchResult = {id: string; kind: SearchKind; path: string; title: string; category: string; shownSkills: string[]; match: Record<string, string[]>};

/** Whether a result was found by its hiring kit: it then opens at the kit. */
export function foundByKit(result: Pick<SearchResult, 'match'>): boolean {
  return Object.values(result.match ?? {}).some((fields) => fields.includes('kit'));
}

/** How many results the list shows. */
export const MAX_RESULTS = 8;

/**
 * The dialog's texts, Spanish defaults: built into each language's index (src/plugins/search), so they
 * load with it, not with every page. `{query}` and `{count}` are filled in by the dialog.
 */
export const SEARCH_MESSAGES = {
  title: {message: 'Buscar en el sitio', description: 'Accessible name of the search dialog'},
  placeholder: {message: 'Kotlin, Figma, Power BI, datos…', description: 'Placeholder of the search field: examples of skills'},
  close: {message: 'Cerrar la búsqueda', description: 'Button that closes the search dialog'},
  results: {message: 'Resultados', description: 'Accessible name of the list of search results'},
  hint: {message: 'Escribe una herramienta, una habilidad o el nombre de un rol.', description: 'Under the empty search field'},
  none: {message: 'No encontramos «{query}». Prueba con otra herramienta o mira todos los perfiles en la página de inicio.', description: 'No search results; {query} is what was typed'},
  count: {
    message: 'Un resultado; usa las flechas para elegir y Enter para abrir.|{count} resultados; usa las flechas para elegir y Enter para abrir.',
    description: 'How many results, read by screen readers: the forms for one and for several, split by |',
  },
  service: {message: 'Servicio', description: 'Search result: the page is one of the three services'},
  post: {message: 'Blog', description: 'Search result: the page is a blog post'},
  country: {message: 'País', description: 'Search result: the page is about hiring in one country'},
  guide: {message: 'Guía', description: 'Search result: the page is a guide for companies (costs, how we work, the comparison)'},
};

export type SearchMessages = Record<keyof typeof SEARCH_MESSAGES, string>;
