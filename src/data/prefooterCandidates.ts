import {translate} from '@docusaurus/Translate';
import type {CountryCode} from './countries';
import {portrait} from './people';
import type {ContentStatus} from '../lib/launch';

/** A freelancer in the pre-footer's card and carousel (an illustrative profile). */
export type PrefooterCandidate = {
  name: string;
  position: string;
  country: CountryCode;
  photo: string;
};

export function prefooterCandidates(): PrefooterCandidate[] {
  return [
    {
      name: 'Sebastián Núñez',
      position: translate({id: 'landing.prefooter.candidate.sebastian.position', message: 'Desarrollador iOS', description: 'Job title of a man'}),
      country: 'cl',
      photo: portrait('sebastian-nunez'),
    },
    {
      name: 'Martina Acosta',
      position: translate({id: 'landing.prefooter.candidate.martina.position', message: 'Especialista SEO', description: 'Job title of a woman'}),
      country: 'uy',
      photo: portrait('martina-acosta'),
    },
    {
      name: 'Andrés Solís',
      position: translate({id: 'landing.prefooter.candidate.andres.position', message: 'Científico de datos', description: 'Job title of a man'}),
      country: 'cr',
      photo: portrait('andres-solis'),
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
