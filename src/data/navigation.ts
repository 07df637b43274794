import {translate} from '@docusaurus/Translate';
import {LEGAL_PATHS, NAV_SECTION_IDS, type SectionId} from '../config/routes';
import {site} from '../config/site';

export type NavSection = {id: SectionId; label: string};
export type LegalLink = {to: string; label: string};

/** Header and footer section links, translated at render time. */
export function navSections(): NavSection[] {
  const labels: Record<(typeof NAV_SECTION_IDS)[number], string> = {
    atributos: translate({id: 'layout.nav.atributos', description: 'Header link to the attributes section'}),
    proceso: translate({id: 'layout.nav.proceso', description: 'Header link to the hiring process section'}),
    perfiles: translate({id: 'layout.nav.perfiles', description: 'Header link to the profiles section'}),
    servicios: translate({id: 'layout.nav.servicios', description: 'Header link to the services section'}),
  };
  return NAV_SECTION_IDS.map((id) => ({id, label: labels[id]}));
}

export function legalLinks(): LegalLink[] {
  return [
    {to: LEGAL_PATHS.legalNotice, label: translate({id: 'layout.legal.notice'})},
    {to: LEGAL_PATHS.cookies, label: translate({id: 'layout.legal.cookies'})},
    {to: LEGAL_PATHS.terms, label: translate({id: 'layout.legal.terms'})},
    {to: LEGAL_PATHS.privacy, label: translate({id: 'layout.legal.privacy'})},
  ];
}

/** The header's entry to the AI roles, named after the brand ("READY IA" / "READY AI"). */
export function aiEntryLabel(): string {
  return translate({id: 'layout.nav.ai', description: 'Header entry to the AI roles; {brand} is the brand in capitals'}, {brand: site.brand.toUpperCase()});
}
