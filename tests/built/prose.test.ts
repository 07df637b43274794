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
import {articleErrors, teamAsPerson, textOfHtml, whatsappMessagesOfHtml} from '../../scripts/prose/rules';
import {ROOT} from '../site';
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
