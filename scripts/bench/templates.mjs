/**
 * One page of each template, as the benches and the byte budget measure them (`npm run bench`, `npm run bench:scale`,
 * `npm run budget:bytes`); English under /en.
 */
export const TEMPLATES = [
  ['landing', '/'],
  ['role', '/empresas/data-engineer'],
  ['team', '/empresas/equipo-desarrollo-web'],
  ['service', '/service-freelancing'],
  ['privacy', '/politica-de-privacidad'],
  ['blog', '/blog'],
  ['country', '/paises/colombia'],
  ['guide', '/costos'],
  ['howWeWork', '/como-trabajamos'],
  ['comparison', '/comparativa'],
];
