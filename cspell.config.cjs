/**
 * The spelling check (cspell; `npm test`'s spelling stage, `npm run check:content`): the words of every language of
 * src/config/languages.json are accepted everywhere, since every language's pages name other countries' rules in
 * their own language (a Brazilian law in Spanish copy, a Chilean one in Portuguese). A language other than Spanish
 * and English brings the dictionary of its `spelling` code: the package @cspell/dict-<code>, in devDependencies.
 * Real words the dictionaries lack go in project-words.txt.
 */
const {languages} = require('./src/config/languages.json');

const base = {
  "$schema": "https://raw.githubusercontent.com/streetsidesoftware/cspell/main/cspell.schema.json",
  "version": "0.2",
  "import": [
    "@cspell/dict-es-es/cspell-ext.json"
  ],
  "dictionaryDefinitions": [
    {
      "name": "project-words",
      "path": "./project-words.txt",
      "addWords": true
    }
  ],
  "dictionaries": [
    "project-words",
    "softwareTerms",
    "companies",
    "misc",
    "fullstack"
  ],
  "files": [
    "empresas/**/*.mdx",
    "empresas/**/*.yml",
    "blog/**/*.mdx",
    "src/pages/**/*.mdx",
    "src/data/**/*.ts",
    "src/lib/*Messages.ts",
    "src/components/**/*.tsx",
    "src/theme/Navbar/*.tsx",
    "src/theme/Footer/*.tsx",
    "i18n/*/**/*.mdx",
    "i18n/*/**/_faq.yml",
    "i18n/*/code.json",
    "i18n/*/ready-*/*.json"
  ],
  "ignorePaths": [
    "node_modules",
    "build",
    "build-talento",
    ".docusaurus",
    "i18n/*/*stamps.json"
  ],
  "patterns": [
    {
      "name": "profile-name",
      "description": "A person's name in a role page's frontmatter: the value of `name:` in an item of `profiles` (quoted or not). Names are data, not prose.",
      "pattern": "/(?<=^profiles:[ \\t]*\\r?\\n(?:[ \\t#].*)?(?:\\r?\\n(?:[ \\t#].*)?)*?[ \\t]+(?:- )?name:[ \\t]*)(?:\"[^\"\\n]*\"|'[^'\\n]*'|[^\\s\"'#][^#\\n]*)/gm"
    },
    {
      "name": "person-call",
      "description": "A person's name in src/data: the first argument of person('Name', 'cl'), as the testimonials' authors and the candidates are written.",
      "pattern": "/\\bperson\\(\\s*(?:'[^'\\n]*'|\"[^\"\\n]*\"|`[^`\\n]*`)/g"
    },
    {
      "name": "dotted-id",
      "description": "A dotted id, not prose: translate({id: 'landing.hero.candidate.valentina.role'}) and the keys of i18n/*/code.json, which often hold a candidate's first name.",
      "pattern": "/\\b[a-z][a-zA-Z0-9]*(?:\\.[a-zA-Z0-9]+){2,}\\b/g"
    }
  ],
  "ignoreRegExpList": [
    "/\\{[a-zA-Z.]+\\}/g",
    "/[a-z0-9]+(-[a-z0-9]+)+/g",
    "/mailto:[^`\"]+/g",
    "profile-name",
    "person-call",
    "dotted-id"
  ],
  "minWordLength": 4
};

const others = languages.filter(({spelling}) => !['es', 'es-ES', 'en'].includes(spelling));
module.exports = {
  ...base,
  language: [...new Set(['en', ...languages.map(({spelling}) => spelling.replace(/^es-ES$/, 'es'))])].join(','),
  import: [...base.import, ...others.map(({spelling}) => `@cspell/dict-${spelling.toLowerCase()}/cspell-ext.json`)],
};
