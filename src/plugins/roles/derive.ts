/**
 * What each role, team and service page shows beyond its own frontmatter,
 * worked out at build time from every page of the language being built:
 * example profiles with the title that agrees with each person, a team's
 * skills, related pages by shared skills, and the shared questions. Pure, so
 * the rules are tested without a build.
 */
import type {CardProfile} from '../../components/ProfileCard';
import {portrait, personId} from '../../data/people';
import type {CountryPageData, FaqEntry, RelatedPage, RolePageData, ServicePageData} from '../../lib/rolePage';
import {COUNTRY_FACTS, type CountryCode} from '../../data/countries';
import {type ContentPage, type RolePage, type TeamPage, rolesByCategory} from './schema';
import {language} from '../../config/locales';

/** How many profiles a page hero shows. */
export const HERO_PROFILES = 2;
/** How many related pages a role page links to; a team page, how many other teams. */
export const RELATED_ROLES = 4;
export const RELATED_TEAMS = 3;

type Profile = RolePage['profiles'][number];

/** A profile as its card shows it: the role's title in the form that agrees with the person (Spanish), neutral in English. */
export function cardOf(profile: Profile, role: RolePage, locale: string): CardProfile {
  const {name, form, country, seniority, years, stack, companies, rating} = profile;
  const title = language(locale).gendered && form === 'feminine' ? (role.title_feminine ?? role.title) : role.title;
  return {name, title, country, photo: portrait(personId(name)), companies, rating, seniority, form, years, stack: [...stack]};
}

const skillKey = (skill: string) => skill.toLowerCase();

/** A team's skills: its roles' skills in the order of its roles, each once. */
export function teamSkills(team: TeamPage, roles: ReadonlyMap<string, RolePage>): string[] {
  const seen = new Set<string>();
  return team.roles
    .flatMap((slug) => roles.get(slug)?.skills ?? [])
    .filter((skill) => {
      const key = skillKey(skill);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** How much two roles are alike: one point per skill in common, two for sharing a team, half for the same category. */
export function likeness(skillsA: readonly string[], skillsB: readonly string[], sameTeam: boolean, sameCategory: boolean): number {
  const keys = new Set(skillsA.map(skillKey));
  return skillsB.filter((skill) => keys.has(skillKey(skill))).length + (sameTeam ? 2 : 0) + (sameCategory ? 0.5 : 0);
}

/**
 * The `count` candidates most like `page` by `score`, best first, in the site's order on a tie.
 * Every other candidate may appear, so a page always has `count` as long as the site has that many others.
 */
export function mostAlike<P extends {slug: string}>(page: P, candidates: readonly P[], score: (other: P) => number, count: number): P[] {
  return candidates
    .filter((other) => other.slug !== page.slug)
    .map((other, order) => ({other, order, score: score(other)}))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, count)
    .map(({other}) => other);
}

/** The first profile of each role in turn, then the second of each, until `count`. */
function takeInTurn(roles: readonly RolePage[], count: number): [Profile, RolePage][] {
  const picked: [Profile, RolePage][] = [];
  for (let round = 0; picked.length < count && roles.some((role) => role.profiles.length > round); round += 1) {
    for (const role of roles) {
      if (picked.length < count && role.profiles[round]) picked.push([role.profiles[round], role]);
    }
  }
  return picked;
}

function relatedOf(page: ContentPage, skills: readonly string[]): RelatedPage {
  return {slug: page.slug, title: page.title, category: page.category, skills: skills.slice(0, 3)};
}

export type SiteData = {
  /** Each role and team page's data, by slug. */
  pages: Map<string, RolePageData>;
  /** Each service page's data, by service id. */
  services: Record<string, ServicePageData>;
};

/**
 * Everything the pages of one language need: `pages` are that build's valid
 * pages (role and team), `serviceRoles` the roles each service fills.
 */
export function siteData(pages: readonly ContentPage[], locale: string, sharedFaq: readonly FaqEntry[], serviceRoles: Record<string, readonly string[]>): SiteData {
  // The site's order: categories in their order, roles by their place in it.
  const byCategory = rolesByCategory(pages);
  const roles = [...byCategory.values()].flat().filter((page): page is RolePage => page.kind === 'role');
  const siblingsOf = (page: ContentPage) => (byCategory.get(page.category) ?? []).map(({slug, title}) => ({slug, title}));
  const rolesBySlug = new Map(roles.map((role) => [role.slug, role]));
  const teams = pages.filter((page): page is TeamPage => page.kind === 'team');
  const skillsOf = (page: ContentPage) => (page.kind === 'role' ? page.skills : teamSkills(page, rolesBySlug));
  const cards = (picked: [Profile, RolePage][]) => picked.map(([profile, role]) => cardOf(profile, role, locale));

  const teamsOf = (slug: string) => teams.filter((team) => team.roles.includes(slug)).map((team) => team.slug);
  const sameTeam = (a: string, b: string) => teamsOf(a).some((team) => teamsOf(b).includes(team));

  const result = new Map<string, RolePageData>();
  for (const role of roles) {
    const related = role.related
      ? role.related.flatMap((slug) => rolesBySlug.get(slug) ?? [])
      : mostAlike(role, roles, (other) => likeness(role.skills, other.skills, sameTeam(role.slug, other.slug), role.category === other.category), RELATED_ROLES);
    result.set(role.slug, {
      category: role.category,
      profiles: cards(takeInTurn([role], HERO_PROFILES)),
      skills: [...role.skills],
      related: related.map((other) => relatedOf(other, other.skills)),
      sharedFaq: [...sharedFaq],
      siblings: siblingsOf(role),
    });
  }
  for (const team of teams) {
    const members = team.roles.flatMap((slug) => rolesBySlug.get(slug) ?? []);
    const skills = teamSkills(team, rolesBySlug);
    result.set(team.slug, {
      category: team.category,
      profiles: cards(takeInTurn(members, HERO_PROFILES)),
      skills,
      related: mostAlike(team, teams, (other) => likeness(skills, skillsOf(other), false, team.category === other.category), RELATED_TEAMS).map((other) =>
        relatedOf(other, skillsOf(other)),
      ),
      sharedFaq: [...sharedFaq],
      siblings: siblingsOf(team),
    });
  }

  const services = Object.fromEntries(
    Object.entries(serviceRoles).map(([id, slugs]) => {
      const filled = slugs.flatMap((slug) => rolesBySlug.get(slug) ?? []);
      return [id, {profiles: cards(takeInTurn(filled, HERO_PROFILES)), roles: filled.map((role) => relatedOf(role, role.skills))}];
    }),
  );
  return {pages: result, services};
}

/**
 * Each country page's data: its facts and their review date, every country's time zone (src/data/countries.ts); every
 * example person of the role pages who lives there, in the site's order, each with the role page they come from; and
 * the roles most asked for there.
 */
export function countryPages(pages: readonly ContentPage[], locale: string): Record<CountryCode, Omit<CountryPageData, 'own'>> {
  const roles = [...rolesByCategory(pages).values()].flat().filter((page): page is RolePage => page.kind === 'role');
  const rolesBySlug = new Map(roles.map((role) => [role.slug, role]));
  const zones = Object.fromEntries(Object.entries(COUNTRY_FACTS).map(([code, {timeZone}]) => [code, timeZone])) as Record<CountryCode, string>;
  return Object.fromEntries(
    Object.entries(COUNTRY_FACTS).map(([code, facts]) => [
      code,
      {
        code: code as CountryCode,
        facts,
        zones,
        people: roles.flatMap((role) => role.profiles.filter((profile) => profile.country === code).map((profile) => ({...cardOf(profile, role, locale), role: role.slug}))),
        mostAsked: facts.mostAsked.flatMap((slug) => rolesBySlug.get(slug) ?? []).map((role) => relatedOf(role, role.skills)),
      },
    ]),
  ) as Record<CountryCode, Omit<CountryPageData, 'own'>>;
}

/** Roles named by a country's `mostAsked` that are not role pages, as problem lines. */
export function countryRoleProblems(pages: readonly ContentPage[], file: string): string[] {
  const roles = new Set(pages.filter((page) => page.kind === 'role').map((page) => page.slug));
  return Object.entries(COUNTRY_FACTS).flatMap(([code, {mostAsked}]) =>
    mostAsked.flatMap((slug, index) => (roles.has(slug) ? [] : [`${file} → ${code}.mostAsked.${index}: "${slug}" is not a role page`])),
  );
}

/** Service roles that are not role pages, as problem lines. */
export function serviceRoleProblems(serviceRoles: Record<string, readonly string[]>, pages: readonly ContentPage[], file: string): string[] {
  const roles = new Set(pages.filter((page) => page.kind === 'role').map((page) => page.slug));
  return Object.entries(serviceRoles).flatMap(([id, slugs]) =>
    slugs.flatMap((slug, index) => (roles.has(slug) ? [] : [`${file} → ${id}.${index}: "${slug}" is not a role page`])),
  );
}
