/**
 * The site search's index, one per language: role and team pages (titles in
 * both Spanish forms, skills, synonyms, category, description, tasks), the
 * service pages, the country pages (title, keywords, description, prose, and
 * their invoice, tax and currency), the guide pages (title, keywords,
 * description, prose) and the blog posts, with MiniSearch
 * (src/lib/search.ts), into `@generated/ready-search/default/search-index.json`.
 * The browser loads it with the search dialog, on first use
 * (src/components/Search). A new page is in the index of the next build with
 * no other step.
 */
import {readCodeJson} from '../uiStrings';
import path from 'node:path';
import createJiti from 'jiti';
import MiniSearch from 'minisearch';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import fs from 'node:fs';
import matter from 'gray-matter';
import {COUNTRIES_PATH, COUNTRY_PATHS, GUIDE_PATHS} from '../../config/routes';
import {COUNTRY_FACTS, type CountryCode} from '../../data/countries';
import type {CountryMessages} from '../../lib/countryMessages';
import {COUNTRIES_PLUGIN_NAME} from '../countries';
import {type CategoryData, ROLES_PLUGIN_NAME} from '../../lib/roles';
import {HIRING_KIT_TERM_IDS} from '../../lib/hiringKit';
import {language} from '../../config/locales';
import {indexOptions, type SearchDocument, SEARCH_MESSAGES, type SearchMessages} from '../../lib/search';
import {pageMessages} from '../pageMessages';
import {teamSkills} from '../roles/derive';
import {loadedPages} from '../roles/index';
import type {ContentPage, RolePage} from '../roles/schema';
import type {setMessages} from '../translateStandIn';

export const SEARCH_INDEX = 'search-index.json';

type Service = {id: string; path: string; title: string; summary: string};

/** The service pages as the page shows them, in the build's language (src/data/services.ts, through its translations). */
function servicesIn(siteDir: string, messages: Record<string, string>): Service[] {
  const load = createJiti(__filename, {cache: false, requireCache: false, alias: {'@docusaurus/Translate': path.join(__dirname, '../translateStandIn.ts'), '@site': siteDir}});
  (load(path.join(__dirname, '../translateStandIn.ts')) as {setMessages: typeof setMessages}).setMessages(messages);
  return (load(path.join(siteDir, 'src/data/services.ts')) as {services: () => Service[]}).services();
}

/** A path inside the language's site: the build's base URL (with its locale) taken off. */
export function sitePath(permalink: string, baseUrl: string): string {
  return permalink.startsWith(baseUrl) ? `/${permalink.slice(baseUrl.length)}` : permalink;
}

/** An MDX page's search text: its path, title, description, keywords, and its prose as text (no imports, components or markup). */
export type MdxPageInput = {path: string; title: string; description: string; keywords: readonly string[]; body: string};
export type CountryInput = MdxPageInput & {code: CountryCode};

/** The MDX pages the pages plugin loaded at these site paths. */
function mdxPagesIn(siteDir: string, pages: PagesContent, baseUrl: string, paths: readonly string[]): MdxPageInput[] {
  return pages.flatMap((page) => {
    const pagePath = sitePath(page.permalink, baseUrl);
    if (page.type !== 'mdx' || !paths.includes(pagePath)) return [];
    const {content, data} = matter(fs.readFileSync(path.join(siteDir, page.source.replace(/^@site\//, '')), 'utf8'));
    const body = content
      .replace(/^(import|export) .*$/gm, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\{[^}]*\}/g, ' ')
      .replace(/[*_`#]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    const keywords = Array.isArray(data.keywords) ? (data.keywords as string[]) : [];
    return [{path: pagePath, title: page.title ?? '', description: page.description ?? '', keywords, body}];
  });
}

/** The country pages, each with its country. */
function countriesIn(siteDir: string, pages: PagesContent, baseUrl: string): CountryInput[] {
  const codeOf = new Map<string, CountryCode>(Object.entries(COUNTRY_PATHS).map(([code, countryPath]) => [countryPath, code as CountryCode]));
  return mdxPagesIn(siteDir, pages, baseUrl, [...codeOf.keys()]).map((page) => ({...page, code: codeOf.get(page.path)!}));
}

/** What a service or a post leaves empty: it has no category, skills or body to search. */
const BLANK = {altTitle: '', category: '', skills: '', synonyms: '', text: '', kit: '', shownSkills: []} satisfies Partial<SearchDocument>;

export function searchDocuments(input: {
  pages: readonly ContentPage[];
  categories: readonly Pick<CategoryData, 'id' | 'title'>[];
  services: readonly Service[];
  posts: readonly {title: string; description: string; path: string; tags: string[]}[];
  /** The country pages and the page that lists them; `currencyName` names a country's currency in the build's language. */
  countries?: readonly CountryInput[];
  countriesPage?: {title: string; description: string};
  /** The guide pages (the cost guide, how we work, the comparison). */
  guides?: readonly MdxPageInput[];
  currencyName?: (code: CountryCode) => string;
  /** The names of a hiring kit's parts in the build's language: every role page is found by them. */
  kitTerms?: string;
}): SearchDocument[] {
  const categoryName = new Map(input.categories.map(({id, title}) => [id, title]));
  const roles = new Map(input.pages.filter((page): page is RolePage => page.kind === 'role').map((page) => [page.slug, page]));
  const pageDocuments = input.pages.map((page): SearchDocument => {
    const skills = page.kind === 'role' ? page.skills : teamSkills(page, roles);
    return {
      id: `page:${page.slug}`,
      kind: page.kind,
      path: `/empresas/${page.slug}`,
      title: page.title,
      altTitle: page.kind === 'role' && page.title_feminine !== page.title ? (page.title_feminine ?? '') : '',
      category: categoryName.get(page.category) ?? page.category,
      skills: skills.join(' · '),
      synonyms: (page.synonyms ?? []).join(' · '),
      description: page.description,
      text: [...page.tasks.flatMap(({title, description}) => [title, description]), ...(page.kind === 'team' ? page.roles.map((slug) => roles.get(slug)?.title ?? '') : [])].join(' '),
      kit: page.kind === 'role' ? (input.kitTerms ?? '') : '',
      shownSkills: skills.slice(0, 3),
    };
  });
  const serviceDocuments = input.services.map(
    ({id, path: servicePath, title, summary}): SearchDocument => ({
      ...BLANK,
      id: `service:${id}`,
      kind: 'service',
      path: servicePath,
      title,
      description: summary,
    }),
  );
  const countryDocuments = (input.countries ?? []).map(({code, path: countryPath, title, description, keywords, body}): SearchDocument => {
    const {invoice, vat, currency} = COUNTRY_FACTS[code];
    return {
      ...BLANK,
      id: `country:${code}`,
      kind: 'country',
      path: countryPath,
      title,
      synonyms: keywords.join(' · '),
      description,
      // The facts the page shows beside its prose: found by "factura", "CFDI", "IVA", "pesos".
      text: [body, invoice.name, invoice.authority, vat.name, currency, input.currencyName?.(code) ?? ''].join(' '),
    };
  });
  if (input.countriesPage) {
    countryDocuments.push({...BLANK, id: 'country:all', kind: 'country', path: COUNTRIES_PATH, ...input.countriesPage});
  }
  const guideDocuments = (input.guides ?? []).map(
    ({path: guidePath, title, description, keywords, body}): SearchDocument => ({
      ...BLANK,
      id: `guide:${guidePath}`,
      kind: 'guide',
      path: guidePath,
      title,
      synonyms: keywords.join(' · '),
      description,
      text: body,
    }),
  );
  const postDocuments = input.posts.map(
    ({title, description, path: postPath, tags}): SearchDocument => ({
      ...BLANK,
      id: `post:${postPath}`,
      kind: 'post',
      path: postPath,
      title,
      synonyms: tags.join(' · '),
      description,
    }),
  );
  return [...pageDocuments, ...serviceDocuments, ...countryDocuments, ...guideDocuments, ...postDocuments];
}

export const SEARCH_PLUGIN_NAME = 'ready-search';

export default function searchPlugin(context: LoadContext): Plugin {
  const plugin: Plugin<SearchMessages> = {
    name: SEARCH_PLUGIN_NAME,
    // The dialog's texts travel with the index, so only a visitor who opens the search loads them
    // (i18n/en/ready-search/messages.json; `npm run write-translations` adds new ones).
    ...pageMessages(SEARCH_MESSAGES),
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const blog = allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined;
      const pages = (allContent['docusaurus-plugin-content-pages']?.default ?? []) as PagesContent;
      const countryText = allContent[COUNTRIES_PLUGIN_NAME]!.default as CountryMessages;
      // A UI string a translation lacks is shown in Spanish (src/plugins/uiStrings): the search finds it so too.
      const spanish = readCodeJson(context.siteDir, context.i18n.defaultLocale) ?? {};
      const codeMessages: Record<string, string> = {...Object.fromEntries(Object.entries(spanish).map(([id, {message}]) => [id, message])), ...context.codeTranslations};
      const kitTerms = HIRING_KIT_TERM_IDS.map((id) => {
        if (!codeMessages[id]) throw new Error(`[${SEARCH_PLUGIN_NAME}] i18n code.json lacks "${id}", the name the search finds hiring kits by`);
        return codeMessages[id];
      }).join(' · ');
      const documents = searchDocuments({
        kitTerms,
        pages: loadedPages(content),
        categories: allContent[ROLES_PLUGIN_NAME]!.default as CategoryData[],
        services: servicesIn(context.siteDir, codeMessages),
        countries: countriesIn(context.siteDir, pages, context.baseUrl),
        currencyName: (code) => countryText[`currency.${code}`],
        countriesPage: {title: countryText['hub.metaTitle'], description: countryText['hub.metaDescription']},
        guides: mdxPagesIn(context.siteDir, pages, context.baseUrl, Object.values(GUIDE_PATHS)),
        posts: (blog?.blogPosts ?? []).map(({metadata}) => ({
          title: metadata.title,
          description: metadata.description,
          path: sitePath(metadata.permalink, context.baseUrl),
          tags: metadata.tags.map(({label}) => label),
        })),
      });
      const terms = language(context.i18n.currentLocale).search;
      const index = new MiniSearch<SearchDocument>(indexOptions(terms));
      index.addAll(documents);
      const messages = allContent[SEARCH_PLUGIN_NAME]!.default as SearchMessages;
      await actions.createData(SEARCH_INDEX, JSON.stringify({messages, terms, index}));
    },
  };
  // Docusaurus types a site's plugins with unknown content.
  return plugin as unknown as Plugin;
}
