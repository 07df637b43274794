import {translate} from '@docusaurus/Translate';
import {type Client, clientNamed} from './clients';
import {type Person, person} from './people';
import type {ContentStatus} from '../lib/launch';

/**
 * Company testimonials. Illustrative: the people and the companies are
 * invented (the page says so under the quotes).
 */
export type Testimonial = Person & {position: string; company: Client; quote: string};

export function testimonials(): Testimonial[] {
  return [
    {
      ...person('Francisca Morales', 'cl'),
      position: translate({id: 'landing.testimonials.francisca.position', description: 'Job title of a woman'}),
      company: clientNamed('Altamar Seguros'),
      quote: translate({id: 'landing.testimonials.francisca.quote'}),
    },
    {
      ...person('Rodrigo Saavedra', 'cl'),
      position: translate({id: 'landing.testimonials.rodrigo.position', description: 'Job title'}),
      company: clientNamed('Quinta Retail'),
      quote: translate({id: 'landing.testimonials.rodrigo.quote'}),
    },
    {
      ...person('Catalina Huenchumilla', 'cl'),
      position: translate({id: 'landing.testimonials.catalina.position', description: 'Job title of a woman'}),
      company: clientNamed('Rayo Energía'),
      quote: translate({id: 'landing.testimonials.catalina.quote'}),
    },
  ];
}

/** Launch status (npm run check:launch): set to 'final' once the quotes are real clients', and drop the disclaimer under them. */
export const launchStatus: ContentStatus = {
  what: 'Testimonials',
  status: 'illustrative',
  why: 'three invented quotes from invented people at invented companies',
  shows: '#testimonios on the landing page (with a disclaimer line under the quotes)',
};
