/**
 * The "how we work" page (src/pages/como-trabajamos.mdx and its English twin): the engagement terms in writing, every
 * number from src/data/engagement.ts. Its sections' anchors are the same in every language; a shared FAQ answer's
 * `details` names one (empresas/_faq.yml), and a content test holds both files to this list.
 */
import type {ContentStatus} from '../lib/launch';

export const HOW_WE_WORK_SECTIONS = ['prueba', 'reemplazo', 'aviso', 'contratacion-directa', 'confidencialidad', 'facturacion', 'horario'] as const;
export type HowWeWorkSection = (typeof HOW_WE_WORK_SECTIONS)[number];

/** Launch status (npm run check:launch): set to 'final' once counsel has checked the page against the contract. */
export const launchStatus: ContentStatus = {
  what: '"How we work" terms in writing',
  status: 'review',
  why: 'the trial, replacement, notice, hiring the person directly, confidentiality, the two-step assignment of the economic rights in the work (moral rights staying with the author; the limits it names from Mexico\'s Ley Federal del Derecho de Autor, art. 30 and following) and the data protection laws it names (Argentina\'s Ley de Protección de los Datos Personales, Colombia\'s habeas data regime, Mexico\'s LFPDPPP, Brazil\'s LGPD) summarize a contract counsel has not yet checked',
  shows: '/como-trabajamos in every language, and the links to it from the terms row and the shared FAQ',
};
