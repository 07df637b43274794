import {translate} from '@docusaurus/Translate';
import {type Person, person} from './people';
import type {ContentStatus} from '../lib/launch';

/** A freelancer in the pre-footer's card and carousel (an illustrative profile). */
export type PrefooterCandidate = Person & {position: string};

export function prefooterCandidates(): PrefooterCandidate[] {
  return [
    {
      ...person('Sebastián Núñez', 'cl'),
      position: translate({id: 'landing.prefooter.candidate.sebastian.position', description: 'Job title of a man'}),
    },
    {
      ...person('Martina Acosta', 'uy'),
      position: translate({id: 'landing.prefooter.candidate.martina.position', description: 'Job title of a woman'}),
    },
    {
      ...person('Andrés Solís', 'cr'),
      position: translate({id: 'landing.prefooter.candidate.andres.position', description: 'Job title of a man'}),
    },
  ];
}

/** Launch status (npm run check:launch): set to 'final' once these are real freelancers who agreed to be shown. */
export const launchStatus: ContentStatus = {
  what: 'Pre-footer candidates',
  status: 'illustrative',
  why: 'three invented freelancers: names, positions and countries',
  shows: 'the pre-footer of the landing page: the rotating card (1080 px and wider) and the swipe carousel below that',
};
