import {translate} from '@docusaurus/Translate';
import {person} from './people';
import type {CardPerson} from '../components/ProfileCard';
import type {ContentStatus} from '../lib/launch';

/** The freelancers in the pre-footer's card and carousel (illustrative profiles). */
export function prefooterCandidates(): CardPerson[] {
  return [
    {
      ...person('Sebastián Núñez', 'cl'),
      title: translate({id: 'landing.prefooter.candidate.sebastian.position', description: 'Job title of a man'}),
    },
    {
      ...person('Martina Acosta', 'uy'),
      title: translate({id: 'landing.prefooter.candidate.martina.position', description: 'Job title of a woman'}),
    },
    {
      ...person('Andrés Solís', 'cr'),
      title: translate({id: 'landing.prefooter.candidate.andres.position', description: 'Job title of a man'}),
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
