import type {ContentStatus} from '../lib/launch';

/**
 * The illustrative vetted freelancers shown on role, team and service pages
 * live in each role page's frontmatter (`profiles` of empresas/<role>.mdx), so
 * a new role brings its own people. This module holds what they share.
 */

/** How senior a vetted freelancer is; the label is translated where it is shown. */
export type Seniority = 'semiSenior' | 'senior' | 'lead';

/** Launch status (npm run check:launch): set to 'final' once every page's profiles are real freelancers who agreed to be shown. */
export const launchStatus: ContentStatus = {
  what: 'Vetted profiles',
  status: 'illustrative',
  why: 'invented freelancers with drawn portraits, not real candidates (the `profiles` of every empresas/*.mdx role page)',
  shows: 'the profile cards in the hero of every role, team and service page',
};
