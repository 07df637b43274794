/**
 * How each person's portrait looks: DiceBear "Toon Head" options chosen from
 * the person's id and form, so a portrait never changes between builds, and
 * no two people share the same skin, hair and clothes.
 */
import type {Options} from '@dicebear/toon-head';
import type {Form} from '../../data/people';

type Part<K extends keyof Options> = NonNullable<Options[K]> extends readonly (infer Item)[] ? Item : never;

export type Look = {
  skinColor: string;
  hair: Part<'hair'>;
  hairColor: string;
  /** Long hair behind the head, or none. */
  rearHair: Part<'rearHair'> | null;
  beard: Part<'beard'> | null;
  clothes: Part<'clothes'>;
  clothesColor: string;
  eyes: Part<'eyes'>;
  eyebrows: Part<'eyebrows'>;
  mouth: Part<'mouth'>;
  backgroundColor: string;
};

// Only the open-eyed, friendly expressions, natural hair and work clothes of the style; dark hair is the most common, as in the region.
const SKIN = ['f1c3a5', 'c68e7a', 'b98e6a', 'a36b4f', '5c3829'];
const HAIR_COLOR = ['2c1b18', '2c1b18', '4a312c', '724133', '724133', 'a55728', 'b58143'];
const HAIR: Record<Form, readonly Look['hair'][]> = {feminine: ['bun', 'sideComed'], masculine: ['sideComed', 'undercut']};
const REAR_HAIR: Record<Form, readonly Look['rearHair'][]> = {feminine: ['longStraight', 'longWavy', 'shoulderHigh', 'neckHigh'], masculine: [null]};
const BEARD: Record<Form, readonly Look['beard'][]> = {feminine: [null], masculine: [null, null, 'fullBeard', 'chin', 'chinMoustache']};
const CLOTHES: Record<Form, readonly Look['clothes'][]> = {feminine: ['turtleNeck', 'openJacket', 'shirt', 'dress', 'tShirt'], masculine: ['turtleNeck', 'openJacket', 'shirt', 'tShirt']};
const CLOTHES_COLOR = ['545454', 'b11f1f', '0b3286', '147f3c', '731ac3', 'f97316', '151613', '0f766e'];
const EYES: readonly Look['eyes'][] = ['happy', 'wide'];
const EYEBROWS: readonly Look['eyebrows'][] = ['happy', 'neutral', 'raised'];
const MOUTH: readonly Look['mouth'][] = ['smile', 'laugh'];
/** The categories' light tints (src/data/categories.ts) and the surface blue. */
const BACKGROUND = ['e3ebfd', 'e0f5ef', 'fde8e4', 'ede9fe', 'fdf0d5', 'd8f8f1'];

/** A small deterministic generator (mulberry32) seeded by a string. */
function random(seed: string): () => number {
  let state = [...seed].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function lookFor(next: () => number, form: Form): Look {
  const pick = <T>(options: readonly T[]): T => options[Math.floor(next() * options.length)];
  return {
    skinColor: pick(SKIN),
    hair: pick(HAIR[form]),
    hairColor: pick(HAIR_COLOR),
    rearHair: pick(REAR_HAIR[form]),
    beard: pick(BEARD[form]),
    clothes: pick(CLOTHES[form]),
    clothesColor: pick(CLOTHES_COLOR),
    eyes: pick(EYES),
    eyebrows: pick(EYEBROWS),
    mouth: pick(MOUTH),
    backgroundColor: pick(BACKGROUND),
  };
}

/** What tells two portraits apart at a glance: skin, hair and clothes. */
export function lookKey({skinColor, hair, hairColor, rearHair, beard, clothes, clothesColor}: Look): string {
  return [skinColor, hair, hairColor, rearHair, beard, clothes, clothesColor].join('/');
}

/** Everyone's look, by id; people are taken in id order, and one whose look is taken draws again. */
export function looks(people: readonly {id: string; form: Form}[]): Map<string, Look> {
  const result = new Map<string, Look>();
  const taken = new Set<string>();
  for (const {id, form} of [...people].sort((a, b) => a.id.localeCompare(b.id))) {
    const next = random(id);
    let look = lookFor(next, form);
    while (taken.has(lookKey(look))) look = lookFor(next, form);
    taken.add(lookKey(look));
    result.set(id, look);
  }
  return result;
}

/** The style's options for one look: every choice made, nothing left to chance. */
export function avatarOptions(look: Look, size: number): Partial<Options> & {size: number; backgroundColor: string[]} {
  const one = <T>(value: T | null) => (value === null ? [] : [value]);
  return {
    size,
    backgroundColor: [look.backgroundColor],
    skinColor: [look.skinColor],
    hair: [look.hair],
    hairColor: [look.hairColor],
    hairProbability: 100,
    rearHair: one(look.rearHair),
    rearHairProbability: look.rearHair ? 100 : 0,
    beard: one(look.beard),
    beardProbability: look.beard ? 100 : 0,
    clothes: [look.clothes],
    clothesColor: [look.clothesColor],
    eyes: [look.eyes],
    eyebrows: [look.eyebrows],
    mouth: [look.mouth],
  };
}
