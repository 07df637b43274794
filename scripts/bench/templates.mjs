/** One page of each template, as the benches measure them (`npm run bench`, `npm run bench:scale`); English under /en. */
export const TEMPLATES = [
  ['landing', '/'],
  ['role', '/empresas/data-engineer'],
  ['team', '/empresas/equipo-desarrollo-web'],
  ['service', '/service-freelancing'],
  ['privacy', '/politica-de-privacidad'],
  ['blog', '/blog'],
];
