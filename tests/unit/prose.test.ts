/**
 * Self-test of the prose linter (STYLE.md, scripts/lint-prose.mjs): every rule
 * reports an injected mistake of its kind and stays quiet on correct copy; the
 * command fails on a copy of the repository's content with one mistake of each
 * kind injected, and passes on the real content.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import {articleErrors, britishSpellings, expectedArticle, numberFormat, regionalisms, repeatedOpenings, teamAsPerson, textOfHtml, whatsappMessagesOfHtml} from '@site/scripts/prose/rules';
import {lintSources} from '@site/scripts/prose/sources';

const root = path.resolve(__dirname, '../..');
const NBSP = '\u00a0';

describe('English articles', () => {
  it.each([
    ['a Android Developer', 'an'],
    ['a iOS Developer', 'an'],
    ['a Animator', 'an'],
    ['a MLOps Engineer', 'an'],
    ['a NLP Specialist', 'an'],
    ['a SEO Strategist', 'an'],
    ['a SEM Strategist', 'an'],
    ['a AI Engineer', 'an'],
    ['an Data Engineer', 'a'],
    ['an UX Designer', 'a'],
    ['an user', 'a'],
    ['A *Android Developer* who ships', 'An'],
  ])('reports "%s"', (text, article) => {
    const findings = articleErrors(text);
    expect(findings).toHaveLength(1);
    expect(findings[0].hint).toContain(`"${article} `);
  });

  it('accepts correct articles', () => {
    const text =
      'Hire an Android Developer, an iOS Developer, an Animator, an MLOps Engineer, an NLP Specialist, an SEO or an SEM Strategist, an AI team, ' +
      'a UX Designer, a UI Designer, a Data Engineer, a user, a one-off task, an hour, a SaaS product, a LATAM company, an NDA, an API, a GA4 setup, a 5% share.';
    expect(articleErrors(text)).toEqual([]);
  });

  it('knows the sound of acronyms and words', () => {
    expect(expectedArticle('MLOps')).toBe('an');
    expect(expectedArticle('QA')).toBe('a');
    expect(expectedArticle('UX')).toBe('a');
    expect(expectedArticle('SQL')).toBeUndefined();
    expect(expectedArticle('unified')).toBe('a');
    expect(expectedArticle('unknown')).toBe('an');
  });
});

describe('regional Spanish', () => {
  it.each(['un peak de trabajo', 'su perfil calza con tu equipo', 'sumarlo a tu planilla', 'si vos querés', 'usted puede', 'ahorita mismo'])('reports "%s"', (text) => {
    expect(regionalisms(text)).not.toEqual([]);
  });
  it('accepts neutral Spanish', () => {
    expect(regionalisms('Cubre un pico de trabajo, encaja con tu equipo y se suma a tu nómina; tú decides, necesitas y contratas.')).toEqual([]);
  });
});

describe('British spellings', () => {
  it.each(['sound judgement', 'an e-mail', 'their behaviour', 'the colour', 'optimise costs', 'organisation', 'data modelling', 'analyse data'])('reports "%s"', (text) => {
    expect(britishSpellings(text)).not.toEqual([]);
  });
  it('accepts American spellings', () => {
    expect(britishSpellings('Sound judgment by email: behavior, color, optimize the organization, data modeling, analyze and realistic analyses.')).toEqual([]);
  });
});

describe('number formats', () => {
  it.each(['más de 25.000 profesionales', 'más de 25 000 profesionales', 'más de 25000 profesionales', 'más de 1.500 freelancers', 'más de 1 500 freelancers', 'el 5% mejor', 'el 5 % mejor'])('reports Spanish "%s"', (text) => {
    expect(numberFormat(text, 'es')).not.toEqual([]);
  });
  it('accepts Spanish 1500, 25 000 and 5 % with non-breaking spaces, decimals, years and law numbers', () => {
    expect(numberFormat(`Más de 25${NBSP}000 profesionales, 1500 al mes, el 5${NBSP}% mejor, nota 4,9 en 2026, Ley N.º 19.628.`, 'es')).toEqual([]);
  });
  it('accepts a list of laws, an act numbered with its year, an office code with leading zeros and a decimal under one, in any language', () => {
    expect(numberFormat('Leyes 10.489, 10.542 y 10.570', 'es')).toEqual([]);
    expect(numberFormat(`Leis 13.429/2017 y 13.467/2017, Resolución DIAN 000165, REPSE 00000/2026, valor 0,522${NBSP}%`, 'es')).toEqual([]);
    expect(numberFormat('IN RFB 2.110/2022, a rate of 0.522%', 'en')).toEqual([]);
  });
  it.each(['more than 25 000 professionals', 'more than 25.000 professionals', 'more than 1500 freelancers', 'the top 5 %', `the top 5${NBSP}%`])('reports English "%s"', (text) => {
    expect(numberFormat(text, 'en')).not.toEqual([]);
  });
  it('accepts English 1,500, 25,000, 5%, decimals, years and law numbers', () => {
    expect(numberFormat('More than 25,000 professionals, 1,500 a month, the top 5%, rated 4.9 in 2026, Law No. 19,628.', 'en')).toEqual([]);
  });
});

describe('openings of the descriptions', () => {
  const texts = (openings: string[]) => openings.map((text, index) => ({id: `page-${index}`, text}));
  it('reports more than three descriptions starting with the same four words', () => {
    const findings = repeatedOpenings(texts(['Contrata con Ready un A.', 'Contrata con Ready un B.', 'Contrata con Ready una C.', 'Contrata con Ready un D.', 'contrata, con Ready, un E.']));
    expect(findings).toHaveLength(1);
    expect(findings[0].match).toContain('contrata con ready un');
  });
  it('accepts three', () => {
    expect(repeatedOpenings(texts(['Hire a Data Engineer.', 'Hire a Data Analyst.', 'Hire a Data Scientist.', 'Hire an Animator.']))).toEqual([]);
  });
});

describe('team pages speak of a team', () => {
  it.each([
    ['¿Buscas Desarrollo móvil? Hablemos hoy', 'Desarrollo móvil', 'es'],
    ['¿Buscas desarrollo móvil? Hablemos hoy', 'Desarrollo móvil', 'es'],
    ['Hola, me interesa contratar un perfil de Data & Analytics.', 'Data & Analytics', 'es'],
    ['Looking for a Mobile Development? Let’s talk today', 'Mobile Development', 'en'],
    ['I am interested in hiring a Data & Analytics.', 'Data & Analytics', 'en'],
  ] as const)('reports "%s"', (text, name, locale) => {
    expect(teamAsPerson(text, name, locale)).not.toEqual([]);
  });
  it('accepts the team phrased as a team', () => {
    expect(teamAsPerson('Contrata un equipo de *desarrollo móvil* que publique tu aplicación.', 'Desarrollo móvil', 'es')).toEqual([]);
    expect(teamAsPerson('Hire a *Mobile Development* team that ships. The Mobile Development team grows.', 'Mobile Development', 'en')).toEqual([]);
    expect(teamAsPerson('It needs a digital marketing strategy.', 'Digital Marketing', 'en')).toEqual([]);
  });
});

describe('built HTML', () => {
  it('reads visible text and the prefilled WhatsApp message', () => {
    const html = '<html><head><script>var a = "a Android";</script></head><body><h2>Looking for a Android Developer? Let&#x27;s talk</h2>' +
      '<a href="https://wa.me/56900000000?text=Hi%2C%20I%20am%20hiring%20a%20iOS%20Developer.">WhatsApp</a></body></html>';
    expect(articleErrors(textOfHtml(html)).map((f) => f.match)).toEqual(['a Android']);
    expect(whatsappMessagesOfHtml(html)).toEqual(['Hi, I am hiring a iOS Developer.']);
  });
});

describe('the lint:prose command', () => {
  it('passes on the repository content', () => {
    expect(lintSources(root).reports.map((r) => `${r.file} › ${r.field}: ${r.rule} "${r.match}"`)).toEqual([]);
  });

  it('fails on a copy of the content with one mistake of each kind injected', () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'prose-'));
    for (const dir of ['empresas', 'i18n/en/docusaurus-plugin-content-docs/current', 'i18n/en/code.json', 'src/data']) {
      fs.cpSync(path.join(root, dir), path.join(copy, dir), {recursive: true});
    }
    const en = path.join(copy, 'i18n/en/docusaurus-plugin-content-docs/current');
    const append = (file: string, text: string) => fs.appendFileSync(file, `\n${text}\n`);
    append(path.join(en, 'desarrollador-android.mdx'), 'Hire a Android Developer with sound judgement and more than 25 000 peers.');
    append(path.join(copy, 'empresas/desarrollador-android.mdx'), 'Cubre un peak de trabajo con uno de los 1.500 evaluados, el 5 % mejor.');
    // The team's names as its pages give them (a copywriter may rename a team).
    const teamName = (file: string) => String(matter(fs.readFileSync(file, 'utf8')).data.title);
    const team = {es: teamName(path.join(copy, 'empresas/equipo-desarrollo-mobile.mdx')), en: teamName(path.join(en, 'equipo-desarrollo-mobile.mdx'))};
    append(path.join(en, 'equipo-desarrollo-mobile.mdx'), `Looking for a ${team.en}? We can help.`);
    append(path.join(copy, 'empresas/equipo-desarrollo-mobile.mdx'), `¿Buscas ${team.es}? Te ayudamos.`);
    for (const slug of ['data-analyst', 'data-scientist', 'data-engineer', 'animador']) {
      const file = path.join(en, `${slug}.mdx`);
      fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^description: ".*"$/m, 'description: "Hire someone great through Ready, a sentence long enough to be a description."'));
    }
    let output = '';
    let status = 0;
    try {
      execFileSync(process.execPath, [path.join(root, 'scripts/lint-prose.mjs'), '--root', copy], {encoding: 'utf8'});
    } catch (error) {
      ({stdout: output, status} = error as {stdout: string; status: number});
    }
    fs.rmSync(copy, {recursive: true, force: true});
    expect(status).toBe(1);
    for (const expected of ['article "a Android"', 'british "judgement"', 'number "25 000"', 'regionalism "peak"', 'number "1.500"', 'number "5 %"', `team-as-person "a ${team.en}"`, `team-as-person "Buscas ${team.es}"`, 'opening ""hire someone great through']) {
      expect(output).toContain(expected);
    }
  });
});
