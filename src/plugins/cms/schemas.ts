/**
 * The frontmatter of the service, legal and blog pages, as the editor writes
 * them (the role and team pages have theirs in src/plugins/roles/schema.ts;
 * the redirect list's is the build's own, src/plugins/redirects/data.ts).
 * Written from the files as they are today.
 */
import * as z from 'zod';
import {REQUIRED_MESSAGE} from '../roles/limits';

const text = z.string().trim().min(1, {error: REQUIRED_MESSAGE, abort: true});

/**
 * `src/pages/*.mdx` and `src/pages/paises/*.mdx`, and their English copies: legal pages have a title and description;
 * service and country pages set their template; country pages add the phrases the site search finds them by.
 */
export const pageFrontMatterSchema = z.strictObject({
  title: text.optional(),
  description: text.optional(),
  keywords: z.array(text).optional(),
  wrapperClassName: z.string().optional(),
  hide_table_of_contents: z.boolean().optional(),
});

export const blogFrontMatterSchema = z.strictObject({
  title: text,
  description: text,
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and single hyphens (como-validamos-talento)'),
  date: z.date(),
  authors: text,
  tags: z.array(text),
  image: z.string().optional(),
});

export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
