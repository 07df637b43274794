import {translate} from '@docusaurus/Translate';
import {clientNamed} from './clients';
import {person} from './people';
import type {CardProfile} from '../components/ProfileCard';
import type {ContentStatus} from '../lib/launch';

/** The verified freelancers shown on the hero's rotating card (illustrative profiles). */
export function heroCandidates(): CardProfile[] {
  return [
    {
      ...person('Valentina Ríos', 'co'),
      title: translate({id: 'landing.hero.candidate.valentina.role', description: 'Job title of a woman'}),
      companies: 10,
      rating: 4.9,
      company: clientNamed('Cordillera Pay'),
    },
    {
      ...person('Diego Mamani', 'pe'),
      title: translate({id: 'landing.hero.candidate.diego.role', description: 'Job title of a man'}),
      companies: 8,
      rating: 4.7,
      company: clientNamed('Puerto Logística'),
    },
    {
      ...person('Luciana Pereyra', 'ar'),
      title: translate({id: 'landing.hero.candidate.luciana.role', description: 'Job title of a woman'}),
      companies: 12,
      rating: 4.8,
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
