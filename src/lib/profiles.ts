/**
 * Which vetted profiles a page shows. Pure, so the rules are tested without a
 * browser: a role's own people first, then its team's or category's, then
 * anyone, never twice.
 */
export type HasRole = {role: string};

export type Choice = {
  /** Role slugs whose people come first, in this order (the page's own role; a team's roles). */
  preferred: readonly string[];
  /** Role slugs whose people fill the rest (the category's roles). */
  pool: readonly string[];
  count: number;
};

export function pickProfiles<P extends HasRole>(all: readonly P[], {preferred, pool, count}: Choice): P[] {
  const rank = (profile: P): number => {
    const first = preferred.indexOf(profile.role);
    if (first >= 0) return first;
    const second = pool.indexOf(profile.role);
    return second >= 0 ? preferred.length + second : Number.POSITIVE_INFINITY;
  };
  return all
    .map((profile, index) => ({profile, index, rank: rank(profile)}))
    .filter(({rank: value}) => Number.isFinite(value))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, count)
    .map(({profile}) => profile);
}

/**
 * A mix across categories (service pages): the first person of each category in
 * turn, starting at `offset`, so each service page shows different people.
 */
export function mixProfiles<P extends HasRole>(all: readonly P[], categories: readonly (readonly string[])[], count: number, offset = 0): P[] {
  const picked: P[] = [];
  const n = categories.length;
  for (let round = 0; picked.length < count && round < all.length; round += 1) {
    for (let step = 0; step < n && picked.length < count; step += 1) {
      const roles = categories[(offset + step) % n];
      const candidate = all.filter(({role}) => roles.includes(role))[round];
      if (candidate) picked.push(candidate);
    }
  }
  return picked;
}
