import {translate} from '@docusaurus/Translate';
import {type Client, clientNamed} from './clients';
import {type Person, person} from './people';
import type {ContentStatus} from '../lib/launch';

/** A verified freelancer shown on the hero's rotating card (an illustrative profile). */
export type HeroCandidate = Person & {
  role: string;
  /** Companies this person has worked with through us. */
  totalCompanies: number;
  /** Average client rating, out of 5. */
  stars: number;
  /** A company they worked for, shown by its logo. */
  company: Client;
};

export function heroCandidates(): HeroCandidate[] {
  return [
    {
      ...person('Valentina Ríos', 'co'),
      role: translate({id: 'landing.hero.candidate.valentina.role', description: 'Job title of a woman'}),
      totalCompanies: 10,
      stars: 4.9,
      company: clientNamed('Cordillera Pay'),
    },
    {
      ...person('Diego Mamani', 'pe'),
      role: translate({id: 'landing.hero.candidate.diego.role', description: 'Job title of a man'}),
      totalCompanies: 8,
      stars: 4.7,
      company: clientNamed('Puerto Logística'),
    },
    {
      ...person('Luciana Pereyra', 'ar'),
      role: translate({id: 'landing.hero.candidate.luciana.role', description: 'Job title of a woman'}),
      totalCompanies: 12,
      stars: 4.8,
      company: clientNamed('Nuvia Salud'),
    },
  ];
}

/** Launch status (npm run check:launch): set to 'final' once these are real freelancers who agreed to be shown. */
export const launchStatus: ContentStatus = {
  what: 'Hero candidates',
  status: 'illustrative',
  why: 'three invented freelancers: names, roles, company counts and ratings',
  shows: 'the rotating candidate card of the landing page hero',
};
