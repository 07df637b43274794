/**
 * What the build works out for each role and team page, and for each service
 * page, beyond the page's own frontmatter (src/plugins/roles/derive.ts): the
 * example profiles with their titles in the page's language, the skills, the
 * related pages and the shared questions. The build puts it into each role and
 * team page's metadata under ROLE_PAGE_KEY (src/plugins/roles/docs.ts).
 */
import type {CardProfile} from '../components/ProfileCard';
import type {CategoryId} from '../data/categories';
import type {CountryCode, CountryFacts} from '../data/countries';
import type {OwnMessages} from './countryMessages';
import type {RoleLink} from './roles';

export type FaqEntry = {
  question: string;
  answer: string;
  /** Where the "how we work" page says more (`/como-trabajamos#prueba`): a shared question's `details`. */
  details?: string;
};

/** A link to another role or team page, with what a card shows of it. */
export type RelatedPage = {slug: string; title: string; category: CategoryId; skills: string[]};

export type RolePageData = {
  /** The category sidebars.ts puts the page in. */
  category: CategoryId;
  /** The page's example profiles: people of this role (a team's: of its roles). */
  profiles: CardProfile[];
  /** A role's own skills; a team's, the union of its roles' in their order. */
  skills: string[];
  /** Roles that share the most skills (a role page), or teams (a team page). */
  related: RelatedPage[];
  /** The questions every role and team page answers, after the page's own. */
  sharedFaq: FaqEntry[];
  /** The roles of the page's category, in page order (the sticky bar; a team's list of its roles). */
  siblings: RoleLink[];
};

/** A service page's profiles and the roles it fills, by service id. */
export type ServicePageData = {profiles: CardProfile[]; roles: RelatedPage[]};

/** One person of the role pages' examples who lives in a country, with the role page they come from. */
export type CountryPerson = CardProfile & {role: string};

/**
 * What a country page draws from data: its country's facts (src/data/countries.ts), each with its status, every
 * country's time zone (its time table), and from the role pages the example people who live there and the roles most
 * asked for.
 */
export type CountryPageData = {
  code: CountryCode;
  facts: CountryFacts;
  zones: Record<CountryCode, string>;
  people: CountryPerson[];
  mostAsked: RelatedPage[];
  /** The country's own texts in the build's language (src/lib/countryMessages.ts `OWN_MESSAGE`), written in by src/plugins/countries. */
  own: OwnMessages;
};

export const ROLE_PAGE_KEY = 'rolePage';

/** A role or team page's data, from its metadata. */
export function rolePageOf(metadata: object): RolePageData {
  return (metadata as Record<typeof ROLE_PAGE_KEY, RolePageData>)[ROLE_PAGE_KEY];
}
