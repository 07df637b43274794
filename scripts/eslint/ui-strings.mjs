/**
 * Local ESLint rules (eslint.config.mjs, plugin `ready`): the site's UI text lives in
 * i18n/es/code.json and i18n/en/code.json, never in the code (docs/writers.md, "Where UI strings live").
 * - `ready/ui-strings-by-id`: `translate()` and `<Translate>` name a string by a literal `id`
 *   only: a `message` argument or children are Spanish text left in the code.
 * - `ready/no-literal-ui-text`: no string literal in a component or data module reads like
 *   words for a visitor (two words or more); attributes and properties that are not text
 *   (class names, link relations, media queries…), types, imports and error messages aside.
 *   `@docusaurus/no-untranslated-text` covers text written directly in JSX.
 */

const TRANSLATE_MODULE = '@docusaurus/Translate';
const HOME = 'i18n/es/code.json (Spanish) and i18n/en/code.json (English)';

/** The local names `translate` and `Translate` have in this file. */
function translateNames(program) {
  const names = {fn: undefined, component: undefined};
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || statement.source.value !== TRANSLATE_MODULE || statement.importKind === 'type') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') names.component = specifier.local.name;
      if (specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === 'translate') names.fn = specifier.local.name;
    }
  }
  return names;
}

const isStringLiteral = (node) => (node?.type === 'Literal' && typeof node.value === 'string') || (node?.type === 'TemplateLiteral' && node.expressions.length === 0);
const propertyName = (property) => property.key?.name ?? property.key?.value;

const uiStringsById = {
  meta: {
    type: 'problem',
    docs: {description: 'UI strings are named by id; their text lives in code.json'},
    schema: [],
    messages: {
      message: 'The text of "{{id}}" belongs in ' + HOME + ': move it there and call translate({id: \'{{id}}\'}) with no message.',
      children: 'The text of "{{id}}" belongs in ' + HOME + ': move it there and write <Translate id="{{id}}" />.',
      noId: 'A UI string needs a literal id (its key in ' + HOME + ').',
    },
  },
  create(context) {
    let names = {};
    return {
      Program(program) {
        names = translateNames(program);
      },
      CallExpression(node) {
        if (!names.fn || node.callee.type !== 'Identifier' || node.callee.name !== names.fn) return;
        const [argument] = node.arguments;
        const properties = argument?.type === 'ObjectExpression' ? argument.properties : [];
        const id = properties.find((property) => propertyName(property) === 'id');
        if (!id || !isStringLiteral(id.value)) {
          context.report({node, messageId: 'noId'});
          return;
        }
        const message = properties.find((property) => propertyName(property) === 'message');
        if (message) context.report({node: message, messageId: 'message', data: {id: id.value.value ?? id.value.quasis[0].value.cooked}});
      },
      JSXElement(node) {
        const opening = node.openingElement;
        if (!names.component || opening.name.type !== 'JSXIdentifier' || opening.name.name !== names.component) return;
        const id = opening.attributes.find((attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === 'id');
        const value = id?.value?.type === 'JSXExpressionContainer' ? id.value.expression : id?.value;
        if (!isStringLiteral(value)) {
          context.report({node: opening, messageId: 'noId'});
          return;
        }
        const text = node.children.filter((child) => !(child.type === 'JSXText' && child.value.trim() === ''));
        if (text.length > 0) context.report({node: text[0], messageId: 'children', data: {id: value.value ?? value.quasis[0].value.cooked}});
      },
    };
  },
};

/** Two words or more: what a visitor reads. */
const WORDS = /\p{L}{2,}[^\S\n]+[¿¡]?\p{L}{2,}/u;
/** Attributes and properties whose strings are not text for a visitor. */
const NOT_TEXT = new Set([
  'className', 'class', 'rel', 'target', 'type', 'role', 'media', 'sizes', 'srcSet', 'allow', 'sandbox', 'referrerPolicy', 'loading',
  'decoding', 'fetchPriority', 'autoComplete', 'inputMode', 'enterKeyHint', 'd', 'viewBox', 'transform', 'fill', 'stroke', 'href', 'to',
  'src', 'id', 'key', 'lang', 'hrefLang', 'description', 'status', 'what', 'why', 'shows', 'name', 'slug', 'company',
  // A law or a tax rule, who publishes it and the state it applies in, as their official Spanish names have them in
  // both languages (src/data/countries.ts, src/data/costFacts.ts; the page marks them lang="es").
  'rule', 'publisher', 'authority', 'place',
  // Notes on a fact for maintainers and counsel (src/lib/facts.ts, src/data/costFacts.ts), never shown on a page.
  'shallow', 'capNote',
]);
/** Functions whose string arguments are not text to translate: a person's name. */
const NOT_TEXT_CALLS = new Set(['person']);

const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: {description: 'no words for a visitor in a string literal of a component or data module'},
    schema: [{type: 'object', properties: {allow: {type: 'array', items: {type: 'string'}}}, additionalProperties: false}],
    messages: {
      literal: '"{{text}}" reads like text for a visitor: give it an id in ' + HOME + ' and read it with translate({id}) or <Translate id="…" />.',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    function exempt(node) {
      for (let child = node, parent = node.parent; parent; child = parent, parent = parent.parent) {
        switch (parent.type) {
          case 'ImportDeclaration':
          case 'ExportNamedDeclaration':
          case 'ExportAllDeclaration':
          case 'ImportExpression':
          case 'TSLiteralType':
          case 'TSEnumMember':
          case 'TSPropertySignature':
          case 'TSTypeReference':
            return parent.type !== 'ExportNamedDeclaration' || child === parent.source;
          case 'JSXAttribute':
            return NOT_TEXT.has(parent.name.name) || String(parent.name.name).startsWith('data-');
          case 'Property':
            // A translate() message is ready/ui-strings-by-id's to report.
            if (propertyName(parent) === 'message' && parent.parent.parent?.callee?.name === 'translate') return true;
            if (child === parent.value) return NOT_TEXT.has(propertyName(parent));
            return child === parent.key;
          case 'NewExpression':
            return /Error$/.test(parent.callee.name ?? '');
          case 'CallExpression':
            if (NOT_TEXT_CALLS.has(parent.callee.name)) return true;
            if (parent.callee.type === 'MemberExpression' && parent.callee.object.name === 'console') return true;
            if (parent.callee.type === 'MemberExpression' && ['matchMedia', 'querySelector', 'querySelectorAll', 'closest', 'setAttribute'].includes(parent.callee.property.name)) return true;
            break;
          default:
        }
      }
      return false;
    }
    function check(node, text) {
      if (!WORDS.test(text) || allow.has(text.trim()) || exempt(node)) return;
      context.report({node, messageId: 'literal', data: {text: text.length > 60 ? `${text.slice(0, 57)}…` : text}});
    }
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        if (node.parent.parent.type !== 'TaggedTemplateExpression') check(node.parent, node.value.cooked ?? '');
      },
    };
  },
};

export default {rules: {'ui-strings-by-id': uiStringsById, 'no-literal-ui-text': noLiteralUiText}};
