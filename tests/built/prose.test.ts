/**
 * The prose rules that depend on how components put words around the content
 * (STYLE.md): no English article error in any built page (visible text and the
 * prefilled WhatsApp message), and team pages never phrased as a person, in
 * both languages. The sources get the full rule set from `npm run lint:prose`.
 * The contact title and WhatsApp message of role and team pages come from
 * RoleLayout's templates (`role.contact.title`, `role.whatsappMessage`):
 * STYLE.md, "Templates", gives wording that passes for every role and team.
 * Read from the built files (was tests/e2e/prose.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {parseDocument} from 'htmlparser2';
import {articleErrors, type Locale, numberFormat, PROSE_LOCALES, teamAsPerson, textOfHtml, whatsappMessagesOfHtml} from '../../scripts/prose/rules';
import {ROOT, site} from '../site';
import {BUILD, htmlFiles, requireBuild} from './built';

/** Team slug → its name in each language (the Spanish page lists `roles`). */
function teams(): {slug: string; es: string; en: string}[] {
  return fs
    .readdirSync(path.join(ROOT, 'empresas'))
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => ({name, es: matter(fs.readFileSync(path.join(ROOT, 'empresas', name), 'utf8')).data}))
    .filter(({es}) => Array.isArray(es.roles))
    .map(({name, es}) => {
      const en = matter(fs.readFileSync(path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs/current', name), 'utf8')).data;
      return {slug: name.replace(/\.mdx$/, ''), es: es.title as string, en: en.title as string};
    });
}

// Without the build this fails, never skips.
beforeAll(requireBuild);

test('no English page has an article error (a/an) in its text or its WhatsApp message', () => {
  const files = htmlFiles(path.join(BUILD, 'en'));
  expect(files.length).toBeGreaterThan(40);
  const errors = files.flatMap((file) => {
    const html = fs.readFileSync(file, 'utf8');
    return [textOfHtml(html), ...whatsappMessagesOfHtml(html)].flatMap((text) =>
      articleErrors(text).map((finding) => `${path.relative(BUILD, file)}: "${finding.match}" (${finding.hint})`),
    );
  });
  // Role pages: the contact title and WhatsApp message need the template wording of STYLE.md.
  expect([...new Set(errors)]).toEqual([]);
});

test('team pages speak of a team, never as a person, in both languages', () => {
  const list = teams();
  expect(list.length).toBeGreaterThanOrEqual(7);
  const errors = list.flatMap(({slug, es, en}) =>
    ([['es', es, path.join(BUILD, 'empresas', slug)], ['en', en, path.join(BUILD, 'en/empresas', slug)]] as const).flatMap(([locale, name, dir]) => {
      const file = fs.existsSync(`${dir}.html`) ? `${dir}.html` : path.join(dir, 'index.html');
      const html = fs.readFileSync(file, 'utf8');
      return [textOfHtml(html), ...whatsappMessagesOfHtml(html)].flatMap((text) =>
        teamAsPerson(text, name, locale).map((finding) => `${path.relative(BUILD, file)}: "${finding.match}" (${finding.hint})`),
      );
    }),
  );
  // Team pages: the contact title and WhatsApp message need the team template of STYLE.md.
  expect([...new Set(errors)]).toEqual([]);
});

/**
 * A page's visible text, split by the language it is marked in (`lang` on the page or on any element inside). An
 * element's edges count as spaces (a table cell's figures laid out as lines), text nodes split by React's empty comments do not.
 */
function textByLanguage(html: string): Map<string, string> {
  const texts = new Map<string, string>();
  type Node = {type: string; data?: string; name?: string; attribs?: Record<string, string>; children?: Node[]};
  const walk = (nodes: readonly Node[], lang: string) => {
    for (const node of nodes) {
      if (node.type === 'text') texts.set(lang, (texts.get(lang) ?? '') + node.data);
      // Elements are of type "tag" (and "script", "style"): a script's or a style's text is not read.
      if (node.type !== 'tag' || node.name === 'template') continue;
      const own = node.attribs?.lang ?? lang;
      texts.set(own, `${texts.get(own) ?? ''} `);
      walk(node.children ?? [], own);
      texts.set(own, `${texts.get(own) ?? ''} `);
    }
  };
  walk(parseDocument(html, {decodeEntities: true}).children as Node[], '');
  return texts;
}

/**
 * Figures read in one form per language, whoever wrote them: copy, the data a component renders (the cost guide's
 * totals, a country's tax rates), or a rule quoted in another language (checked by the `lang` it is marked with). A
 * law's or an office's own number (Lei 13.467/2017, Resolución DIAN 000165) and the postal address keep their form.
 */
test('numbers and percentages follow STYLE.md in every language of every built page', () => {
  const files = htmlFiles(BUILD);
  expect(files.length).toBeGreaterThan(150);
  const findings = files.flatMap((file) =>
    [...textByLanguage(fs.readFileSync(file, 'utf8'))].flatMap(([lang, text]) => {
      const locale = PROSE_LOCALES.find((candidate) => candidate === lang || candidate.split('-')[0] === lang) as Locale | undefined;
      if (!locale) return [];
      const read = text.replaceAll(site.privacy.postalAddress, ' ').replace(/[ \t\r\n]+/g, ' ');
      return numberFormat(read, locale).map((finding) => `${path.relative(BUILD, file)} (${lang}): "${finding.match}" (${finding.hint})`);
    }),
  );
  expect([...new Set(findings)]).toEqual([]);
});
