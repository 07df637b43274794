import type {ContentStatus} from '../lib/launch';

/**
 * Client logos for the strip under the hero and on role pages. These are
 * invented companies (illustrative wordmarks), not real clients.
 */
export type Client = {
  name: string;
  /** `/img/clients/{file}.webp`: the picture the build draws from `static/img/clients/{file}.svg` (src/plugins/raster). */
  logo: string;
  width: number;
};

export const CLIENTS = [
  {name: 'Cordillera Pay', logo: '/img/clients/cordillera-pay.webp', width: 200},
  {name: 'Nuvia Salud', logo: '/img/clients/nuvia-salud.webp', width: 167},
  {name: 'Puerto Logística', logo: '/img/clients/puerto-logistica.webp', width: 223},
  {name: 'Altamar Seguros', logo: '/img/clients/altamar-seguros.webp', width: 212},
  {name: 'Quinta Retail', logo: '/img/clients/quinta-retail.webp', width: 189},
  {name: 'Rayo Energía', logo: '/img/clients/rayo-energia.webp', width: 178},
  {name: 'Lumbre Labs', logo: '/img/clients/lumbre-labs.webp', width: 167},
  {name: 'Pampa Foods', logo: '/img/clients/pampa-foods.webp', width: 167},
] as const satisfies readonly Client[];

export type ClientName = (typeof CLIENTS)[number]['name'];

/** The client called `name`: candidates and testimonials show its logo. */
export function clientNamed(name: ClientName): Client {
  return CLIENTS.find((client) => client.name === name)!;
}

export const CLIENT_LOGO_HEIGHT = 36;

/** Launch status (npm run check:launch): set to 'final' once the logos are real clients who agreed to be shown. */
export const launchStatus: ContentStatus = {
  what: 'Client logos',
  status: 'illustrative',
  why: 'invented companies with wordmarks drawn for this site (static/img/clients/)',
  shows: 'the logo strip under the hero and on role, team and service pages; the "Worked for" logo of the hero cards; the testimonial logos',
};
