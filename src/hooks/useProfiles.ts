import type {CardProfile} from '@site/src/components/ProfileCard';
import type {CategoryId} from '@site/src/data/categories';
import {clientNamed} from '@site/src/data/clients';
import {type Profile, profilePhoto, profiles} from '@site/src/data/profiles';
import {mixProfiles, pickProfiles} from '@site/src/lib/profiles';
import {useRoles} from './useRoles';

/** How many profiles a page hero shows. */
export const HERO_PROFILES = 2;

function useCard(): (profile: Profile) => CardProfile {
  const titles = new Map(useRoles().categories.flatMap(({roles}) => roles.map(({slug, title}) => [slug, title] as const)));
  return ({name, role, country, seniority, stack, years, companies, rating, company, id}) => ({
    name,
    title: titles.get(role) ?? role,
    country,
    photo: profilePhoto({id}),
    companies,
    rating,
    company: clientNamed(company),
    seniority,
    years,
    stack,
  });
}

/** A role's or team's profiles: its own roles' people first, then its category's. */
export function useRoleProfiles(category: CategoryId, preferred: readonly string[], count = HERO_PROFILES): CardProfile[] {
  const pool = useRoles()
    .categories.find(({id}) => id === category)!
    .roles.map(({slug}) => slug);
  return pickProfiles(profiles, {preferred, pool, count}).map(useCard());
}

/** A mix of categories, different for each service page (`offset`). */
export function useMixedProfiles(offset: number, count = HERO_PROFILES): CardProfile[] {
  const categories = useRoles().categories.map(({roles}) => roles.map(({slug}) => slug));
  return mixProfiles(profiles, categories, count, offset).map(useCard());
}
