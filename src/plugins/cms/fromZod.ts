/**
 * Turns a zod (v4) object schema into the editor's field list (Sveltia CMS,
 * Decap-compatible). The schema decides the structure and the checks: which
 * fields exist, lists and their sizes, choices, numbers and their ranges,
 * what is optional, and the messages a writer sees when a value breaks a rule
 * (taken from the schema itself, so the editor and the build cannot disagree).
 * The metadata map (fields.ts) adds what a schema cannot know: the label and
 * hint in the writer's language and, where needed, the widget. A schema field
 * without metadata, or metadata for a field the schema lost, throws a
 * `CmsFieldError` naming it: the build stops and a test fails.
 */
import type * as z from 'zod';
import {REQUIRED_MESSAGE} from '../roles/limits';

export type Locale = 'es' | 'en';
export type Localized = Record<Locale, string>;

export type FieldMeta = {
  label: Localized;
  hint?: Localized;
  /** A widget other than the one the type implies (`text` for long copy, `relation` for page slugs). */
  widget?: 'string' | 'text' | 'markdown' | 'relation' | 'hidden' | 'datetime';
  /** The relation's target collection (slug lists). */
  relation?: {collection: string; searchFields: string[]; displayFields: string[]};
  /** Labels of an enum's values, in the writer's language (the value itself otherwise). */
  options?: Record<string, Localized>;
  /**
   * What a `refine` of the schema checks, as a pattern the editor can run; its message is the
   * schema's own (a check written as a function has no pattern the generator could read).
   */
  refinePattern?: RegExp;
  /** Required in these languages' files although the schema lets it out (a rule of validateContent, such as Spanish titles for a woman). */
  requiredIn?: Locale[];
};

/** A field of the editor's configuration (the subset this site uses). */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  pattern?: [string, string];
  min?: number;
  max?: number;
  step?: number;
  value_type?: 'int' | 'float';
  options?: {label: string; value: string}[];
  field?: CmsField;
  fields?: CmsField[];
  collapsed?: boolean;
  summary?: string;
  i18n?: boolean | 'translate' | 'duplicate' | 'none';
  collection?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  multiple?: boolean;
  time_format?: boolean;
  format?: string;
};

export class CmsFieldError extends Error {}

/** Every field path (`title`, `tasks.title`) of an object type: the metadata map's keys. */
export type FieldPaths<T> = {
  [K in keyof T & string]-?: K | (NonNullable<T[K]> extends readonly (infer U)[] ? (U extends object ? `${K}.${FieldPaths<U>}` : never) : never);
}[keyof T & string];

type Def = {type: string; [key: string]: unknown};
type Check = {_zod: {def: {check: string; minimum?: number; maximum?: number; value?: number; inclusive?: boolean; abort?: boolean; format?: string; pattern?: RegExp; error?: (issue: object) => unknown}}};

const def = (schema: z.ZodType): Def => (schema as unknown as {_zod: {def: Def}})._zod.def;
const checksOf = (schema: z.ZodType): Check[] => (def(schema).checks as Check[] | undefined) ?? [];

/** The message a check or schema gives for an input, as the build would print it. */
function messageOf(error: Check['_zod']['def']['error'], input: unknown, fallback: string): string {
  const message = error?.({input, code: 'custom', path: []} as object);
  return typeof message === 'string' ? message : typeof message === 'object' && message && 'message' in message ? String(message.message) : fallback;
}

/** Peels optional/default/pipe wrappers; says whether the field may be left out. */
function unwrap(schema: z.ZodType): {schema: z.ZodType; optional: boolean} {
  let current = schema;
  let optional = false;
  for (;;) {
    const d = def(current);
    if (d.type === 'optional' || d.type === 'default' || d.type === 'nullable' || d.type === 'prefault') {
      optional = true;
      current = d.innerType as z.ZodType;
    } else if (d.type === 'pipe') {
      current = d.in as z.ZodType;
    } else {
      return {schema: current, optional};
    }
  }
}

/** The editor's pattern for a string's checks: every rule as one look-ahead, the messages in the schema's order. */
function stringPattern(schema: z.ZodType, meta: FieldMeta, optional: boolean): [string, string] | undefined {
  const parts: string[] = [];
  const messages: string[] = [];
  const trimmed = checksOf(schema).some((check) => check._zod.def.check === 'overwrite');
  for (const check of checksOf(schema)) {
    const d = check._zod.def;
    if (d.check === 'min_length' && d.minimum === 1) {
      parts.push('(?=[\\s\\S]*\\S)');
      messages.push(messageOf(d.error, '', REQUIRED_MESSAGE));
    } else if (d.check === 'min_length') {
      // At least `minimum` characters from the first to the last that is not a space (the schema trims).
      parts.push(trimmed ? `(?=\\s*\\S[\\s\\S]{${(d.minimum ?? 2) - 2},}\\S)` : `(?=[\\s\\S]{${d.minimum},})`);
      messages.push(messageOf(d.error, '', `Needs at least ${d.minimum} characters`));
    } else if (d.check === 'max_length') {
      parts.push(trimmed ? `(?!\\s*\\S[\\s\\S]{${(d.maximum ?? 1) - 1}}[\\s\\S]*\\S)` : `(?![\\s\\S]{${(d.maximum ?? 0) + 1}})`);
      messages.push(messageOf(d.error, '', `Needs at most ${d.maximum} characters`));
    } else if (d.check === 'string_format' && d.format === 'regex' && d.pattern) {
      parts.push(`(?=[\\s\\S]*?${d.pattern.source})`);
      messages.push(messageOf(d.error, '', `Must match ${d.pattern.source}`));
    } else if (d.check === 'custom' && meta.refinePattern) {
      parts.push(`(?=${meta.refinePattern.source})`);
      const message = messageOf(d.error, '', '');
      if (message) messages.push(message);
    }
  }
  if (parts.length === 0) return undefined;
  const rules = parts.join('');
  // The editor tests the pattern on empty fields too: an optional field may stay empty.
  return [optional ? `^(?:\\s*$|${rules})` : `^${rules}`, [...new Set(messages)].join(' · ')];
}

function arrayBounds(schema: z.ZodType): {min?: number; max?: number} {
  const bounds: {min?: number; max?: number} = {};
  for (const check of checksOf(schema)) {
    const d = check._zod.def;
    if (d.check === 'min_length') bounds.min = d.minimum;
    if (d.check === 'max_length') bounds.max = d.maximum;
  }
  return bounds;
}

function numberField(schema: z.ZodType): Pick<CmsField, 'min' | 'max' | 'value_type' | 'step'> {
  const field: Pick<CmsField, 'min' | 'max' | 'value_type' | 'step'> = {value_type: 'float'};
  for (const check of checksOf(schema)) {
    const d = check._zod.def;
    if (d.check === 'number_format' && (d.format === 'safeint' || d.format === 'int32')) field.value_type = 'int';
    if (d.check === 'greater_than') field.min = d.inclusive ? d.value : field.value_type === 'int' ? (d.value ?? 0) + 1 : d.value;
    if (d.check === 'less_than') field.max = d.inclusive ? d.value : d.value;
  }
  // `positive()` comes before `int()` in some schemas: settle the exclusive minimum once the type is known.
  const exclusive = checksOf(schema).find((check) => check._zod.def.check === 'greater_than' && !check._zod.def.inclusive);
  if (exclusive && field.value_type === 'int') field.min = (exclusive._zod.def.value ?? 0) + 1;
  field.step = field.value_type === 'int' ? 1 : 0.1;
  return field;
}

export type Walk = {
  locale: Locale;
  meta: Readonly<Record<string, FieldMeta>>;
  /** Which paths of the metadata map the walk used (to report stale entries). */
  used: Set<string>;
  /** The schema's name in error messages (`roleFrontMatterSchema`). */
  source: string;
};

function metaFor(walk: Walk, path: string): FieldMeta {
  const meta = walk.meta[path];
  if (!meta) {
    throw new CmsFieldError(
      `${walk.source} → ${path}: no editor metadata for this field; add "${path}" (label and hint in both languages) to the field map in src/plugins/cms/fields.ts`,
    );
  }
  walk.used.add(path);
  return meta;
}

/** One schema field as an editor field; `path` is its dotted place in the schema (`tasks.title`). */
export function fieldFromZod(name: string, path: string, raw: z.ZodType, walk: Walk): CmsField {
  const meta = metaFor(walk, path);
  const {schema, optional} = unwrap(raw);
  const d = def(schema);
  const base: CmsField = {
    name,
    label: meta.label[walk.locale],
    widget: 'string',
    ...(meta.hint ? {hint: meta.hint[walk.locale]} : {}),
    required: !optional || Boolean(meta.requiredIn?.includes(walk.locale)),
  };
  switch (d.type) {
    case 'string': {
      if (meta.widget === 'hidden') return {...base, widget: 'hidden'};
      const pattern = stringPattern(schema, meta, !base.required);
      // An empty required field gets the editor's own "This field is required" (it skips patterns on empty values).
      return {...base, widget: meta.widget ?? 'string', ...(pattern ? {pattern} : {})};
    }
    case 'number':
      return {...base, widget: 'number', ...numberField(schema)};
    case 'boolean':
      return {...base, widget: 'boolean', required: false};
    case 'date':
      return {...base, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD'};
    case 'enum': {
      const values = Object.values(d.entries as Record<string, string>);
      return {...base, widget: 'select', options: values.map((value) => ({value, label: meta.options?.[value]?.[walk.locale] ?? value}))};
    }
    case 'array': {
      const element = unwrap(d.element as z.ZodType).schema;
      const bounds = arrayBounds(schema);
      if (meta.widget === 'relation' && meta.relation) {
        return {
          ...base,
          widget: 'relation',
          collection: meta.relation.collection,
          value_field: '{{slug}}',
          search_fields: meta.relation.searchFields,
          display_fields: meta.relation.displayFields,
          multiple: true,
          ...bounds,
        };
      }
      if (def(element).type === 'object') {
        const fields = objectFields(element, walk, `${path}.`);
        return {...base, widget: 'list', ...bounds, collapsed: true, summary: `{{fields.${fields[0]!.name}}}`, fields};
      }
      const itemMeta: FieldMeta = {label: meta.label, refinePattern: meta.refinePattern};
      const item = fieldFromZod(name, path, d.element as z.ZodType, {...walk, meta: {...walk.meta, [path]: itemMeta}});
      delete item.hint;
      return {...base, widget: 'list', ...bounds, field: {...item, name: 'item'}};
    }
    case 'object':
      return {...base, widget: 'object', fields: objectFields(schema, walk, `${path}.`)};
    default:
      throw new CmsFieldError(`${walk.source} → ${path}: the editor has no field for a zod "${d.type}"; extend src/plugins/cms/fromZod.ts`);
  }
}

/** The fields of an object schema, in the metadata map's order (the order of the file `new:role` writes). */
export function objectFields(schema: z.ZodType, walk: Walk, prefix = ''): CmsField[] {
  const shape = def(unwrap(schema).schema).shape as Record<string, z.ZodType>;
  const names = Object.keys(shape);
  const order = Object.keys(walk.meta)
    .filter((key) => key.startsWith(prefix) && !key.slice(prefix.length).includes('.'))
    .map((key) => key.slice(prefix.length));
  const ranked = [...names].sort((a, b) => rank(order, a) - rank(order, b));
  return ranked.map((name) => fieldFromZod(name, `${prefix}${name}`, shape[name]!, walk));
}

function rank(order: string[], name: string): number {
  const at = order.indexOf(name);
  return at === -1 ? Number.POSITIVE_INFINITY : at;
}

/** A schema's top-level fields for one locale; throws on metadata the schema no longer has. */
export function fieldsFromSchema(schema: z.ZodType, options: Omit<Walk, 'used'> & {checkUnused?: boolean}): CmsField[] {
  const walk: Walk = {...options, used: new Set()};
  const fields = objectFields(schema, walk);
  if (options.checkUnused !== false) {
    const stale = Object.keys(options.meta).filter((key) => !walk.used.has(key));
    if (stale.length > 0) {
      throw new CmsFieldError(`${options.source}: the field map in src/plugins/cms/fields.ts describes ${stale.join(', ')}, which the schema does not have`);
    }
  }
  return fields;
}
