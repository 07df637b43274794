/** Who has a portrait: read from the content, so a new page's people are drawn with no other step. */
import {CLIENT_PEOPLE, type Form, personId} from '../../data/people';
import {readContentFiles} from '../roles/content';

export type Drawn = {id: string; form: Form};

/** Everyone with a portrait: the profiles of every Spanish role page (the English ones are the same people) and the testimonials' authors. */
export function drawnPeople(siteDir: string): Drawn[] {
  const profiles = readContentFiles(siteDir)
    .filter((file) => file.locale === 'es' && Array.isArray(file.frontMatter.profiles))
    .flatMap((file) => file.frontMatter.profiles as {name?: unknown; form?: unknown}[])
    // A profile without a name or form is reported by the schema; it has no portrait to draw.
    .flatMap(({name, form}): Drawn[] => (typeof name === 'string' && (form === 'feminine' || form === 'masculine') ? [{id: personId(name), form}] : []));
  const byId = new Map<string, Drawn>();
  for (const entry of [...profiles, ...CLIENT_PEOPLE]) byId.set(entry.id, entry);
  return [...byId.values()];
}

