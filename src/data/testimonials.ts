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
      position: translate({id: 'landing.testimonials.francisca.position', message: 'Gerente de Tecnología', description: 'Job title of a woman'}),
      company: clientNamed('Altamar Seguros'),
      quote: translate({
        id: 'landing.testimonials.francisca.quote',
        message:
          'Necesitábamos dos desarrolladores back end para migrar nuestro sistema de cotizaciones en pleno cierre de año. En diez días ya estaban en el equipo, con contrato y NDA resueltos.',
      }),
    },
    {
      ...person('Rodrigo Saavedra', 'cl'),
      position: translate({id: 'landing.testimonials.rodrigo.position', message: 'CTO', description: 'Job title'}),
      company: clientNamed('Quinta Retail'),
      quote: translate({
        id: 'landing.testimonials.rodrigo.quote',
        message:
          'Vemos las horas y el avance de cada persona cada semana, y pagamos una sola factura local. Dejamos de coordinar pagos con proveedores en tres países.',
      }),
    },
    {
      ...person('Catalina Huenchumilla', 'cl'),
      position: translate({id: 'landing.testimonials.catalina.position', message: 'Líder de Datos', description: 'Job title of a woman'}),
      company: clientNamed('Rayo Energía'),
      quote: translate({
        id: 'landing.testimonials.catalina.quote',
        message:
          'La prueba técnica se armó con nuestros propios datos de consumo. La científica de datos que contratamos llegó sabiendo exactamente qué problema íbamos a resolver.',
      }),
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
