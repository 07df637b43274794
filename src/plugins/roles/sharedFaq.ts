/**
 * The questions every role and team page shares (`_faq.yml` beside the pages,
 * one file per language), with the engagement terms put into their answers.
 * A question may name the section of the "how we work" page that says more
 * (`details: prueba`). A file that does not parse, a question without its
 * marks, a placeholder that names no term or an unknown section stops the
 * build naming the file and the field.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import * as z from 'zod';
import {GUIDE_PATHS} from '../../config/routes';
import {HOW_WE_WORK_SECTIONS} from '../../data/howWeWork';
import {type EngagementTerms, termValues} from '../../data/engagement';
import type {FaqEntry} from '../../lib/rolePage';
import {CONTENT_DIR, contentDir} from './content';
import {problemLine} from './schema';
import {REQUIRED_MESSAGE} from './limits';
import {language} from '../../config/locales';

export const SHARED_FAQ_FILE = '_faq.yml';
const MIN_SHARED = 3;

const text = z.string({error: 'Expected text'}).trim().min(1, REQUIRED_MESSAGE);
const entries = z
  .array(
    z.strictObject({
      question: text.refine((value) => value.endsWith('?'), 'A question ends with "?"'),
      answer: text,
      // The section of the "how we work" page that says more, by its anchor.
      details: z.enum(HOW_WE_WORK_SECTIONS, {error: `Expected a section of the "how we work" page: ${HOW_WE_WORK_SECTIONS.join(', ')}`}).optional(),
    }),
    {error: 'Expected a list of questions, each with question and answer (and details, optional)'},
  )
  .min(MIN_SHARED, `Needs at least ${MIN_SHARED} questions`);

/** The shared questions' file of a language, relative to the site; a translation falls back to Spanish until it is translated. */
export function sharedFaqFile(siteDir: string, locale: string): string {
  const translated = path.posix.join(contentDir(locale), SHARED_FAQ_FILE);
  return fs.existsSync(path.join(siteDir, translated)) ? translated : path.posix.join(CONTENT_DIR, SHARED_FAQ_FILE);
}

/** Every `{name}` replaced by its value, and the names that have none. */
export function fill(template: string, values: Record<string, string>): {text: string; unknown: string[]} {
  const unknown: string[] = [];
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name in values) return values[name];
    unknown.push(name);
    return whole;
  });
  return {text, unknown};
}

/** Parses and checks one file's text; the entries with the terms filled in, or the problem lines. */
export function parseSharedFaq(file: string, source: string, locale: string, terms: EngagementTerms): {entries: FaqEntry[]; problems: string[]} {
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    return {entries: [], problems: [problemLine(file, 'file', `Invalid YAML: ${(error as Error).message.split('\n')[0]}`)]};
  }
  const result = entries.safeParse(data);
  if (!result.success) {
    return {entries: [], problems: result.error.issues.map((issue) => problemLine(file, issue.path.map(String).join('.') || 'file', issue.message))};
  }
  const format = new Intl.NumberFormat(language(locale).intl);
  const values = Object.fromEntries(Object.entries(termValues(terms)).map(([name, value]) => [name, format.format(value)]));
  const problems: string[] = [];
  const filled = result.data.map(({question, answer, details}, index): FaqEntry => {
    if (locale === 'es' && !question.startsWith('¿')) problems.push(problemLine(file, `${index}.question`, 'A Spanish question opens with "¿"'));
    const parts = [fill(question, values), fill(answer, values)];
    for (const name of parts.flatMap((part) => part.unknown)) {
      problems.push(problemLine(file, `${index}`, `{${name}} is not a term of src/data/engagement.ts; use one of ${Object.keys(values).map((key) => `{${key}}`).join(', ')}`));
    }
    return {question: parts[0].text, answer: parts[1].text, ...(details && {details: `${GUIDE_PATHS.howWeWork}#${details}`})};
  });
  return problems.length > 0 ? {entries: [], problems} : {entries: filled, problems: []};
}

/** The shared questions of one language's pages; throws with every problem. */
export function loadSharedFaq(siteDir: string, locale: string, terms: EngagementTerms): FaqEntry[] {
  const file = sharedFaqFile(siteDir, locale);
  const absolute = path.join(siteDir, file);
  if (!fs.existsSync(absolute)) {
    throw new Error(`Role and team pages: ${file} is missing: it holds the questions every role and team page shares`);
  }
  const {entries: found, problems} = parseSharedFaq(file, fs.readFileSync(absolute, 'utf8'), locale, terms);
  if (problems.length > 0) {
    throw new Error(`Role and team pages: fix the shared questions:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  }
  return found;
}
