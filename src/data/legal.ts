import type {ContentStatus} from '../lib/launch';

/**
 * The legal pages (src/pages/politica-de-privacidad.mdx, configuracion-de-cookies.mdx, aviso-legal.mdx and
 * their English twins) are written by the team for the laws in force; a lawyer approves them before launch.
 */

/** Launch status (npm run check:launch): set to 'final' once counsel has reviewed the texts in every language. */
export const launchStatus: ContentStatus = {
  what: 'Legal texts',
  status: 'review',
  why: "privacy policy, cookie policy and legal notice drafted for Chile's Law No. 21,719, Brazil's LGPD, Mexico's LFPDPPP (2025) and Colombia's Law 1581; counsel must review them",
  shows: '/politica-de-privacidad, /configuracion-de-cookies and /aviso-legal, in every language',
};
