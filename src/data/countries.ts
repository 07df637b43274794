/**
 * The seven countries the site names: where its example people live, and where a company signs, is invoiced and
 * pays. Each country has a page (src/pages/paises/, its path in src/config/routes.ts) that shows the facts below; every
 * legal or tax fact names the rule it comes from and where that rule is published, so counsel can check each one
 * (`npm run check:launch` lists them until they do). Plain data with no imports but types: the build, the launch
 * guard and the browser all load it. Names and flags: src/components/CountryLabel (`countryName`, `FLAGS`).
 */
import type {ContentStatus} from '../lib/launch';
import type {CountryCode} from './people';

export type {CountryCode};

/** Where the official text of a rule is published. */
export type Source = {
  /** Who publishes it: the tax authority, the official gazette, the legislature. */
  publisher: string;
  /** https:// address of the text or of the authority's page for it. */
  url: string;
};

/** A legal or tax fact: the rule it comes from, as the official text names it (Spanish in both languages). */
export type Citation = {rule: string; source: Source};

export type CountryFacts = {
  /** ISO 4217 code of the local currency. */
  currency: string;
  /** Whether the local invoice may also be issued in US dollars. */
  invoiceInUsd: boolean;
  /** The IANA time zone of the capital, where most clients work; `otherZones` when the country spans more than one. */
  timeZone: string;
  otherZones?: readonly string[];
  /** The service contract: the civil or commercial rules it is written under. */
  contract: Citation;
  /** What tells a service contract from employment there: why the contract says how the work is really done. */
  employment: Citation;
  /** The electronic invoice: its name there and the rule that requires it. */
  invoice: Citation & {name: string; authority: string};
  /** The value-added tax on the invoice: its name, its general rate in percent and the rule that sets it. */
  vat: Citation & {name: string; rate: number};
  /** The roles companies there ask for most, by role page slug, most asked first (illustrative until the owner confirms). */
  mostAsked: readonly string[];
};

/** The day the facts below were last checked against their sources. */
export const FACTS_REVIEWED = '2026-11-27';

export const COUNTRY_FACTS: Record<CountryCode, CountryFacts> = {
  ar: {
    currency: 'ARS',
    invoiceInUsd: false,
    timeZone: 'America/Argentina/Buenos_Aires',
    contract: {
      rule: 'Código Civil y Comercial de la Nación (Ley 26.994), arts. 1251 a 1279: contratos de obra y de servicios',
      source: {publisher: 'Argentina.gob.ar, normativa nacional', url: 'https://www.argentina.gob.ar/normativa/nacional/ley-26994-235975'},
    },
    employment: {
      rule: 'Ley de Contrato de Trabajo (Ley 20.744), art. 23: presunción de la existencia del contrato de trabajo',
      source: {publisher: 'Argentina.gob.ar, normativa nacional', url: 'https://www.argentina.gob.ar/normativa/nacional/ley-20744-25552'},
    },
    invoice: {
      name: 'Factura electrónica',
      authority: 'ARCA',
      rule: 'Resolución General AFIP 4291/2018: régimen de emisión de comprobantes electrónicos',
      source: {publisher: 'Agencia de Recaudación y Control Aduanero (ARCA)', url: 'https://www.arca.gob.ar'},
    },
    vat: {
      name: 'IVA',
      rate: 21,
      rule: 'Ley de Impuesto al Valor Agregado (texto ordenado por Decreto 280/1997), art. 28',
      source: {publisher: 'Agencia de Recaudación y Control Aduanero (ARCA)', url: 'https://www.arca.gob.ar'},
    },
    mostAsked: ['desarrollador-full-stack', 'data-engineer', 'product-designer'],
  },
  cl: {
    currency: 'CLP',
    invoiceInUsd: false,
    timeZone: 'America/Santiago',
    otherZones: ['America/Punta_Arenas'],
    contract: {
      rule: 'Código Civil, arts. 2006 a 2012: arrendamiento de servicios inmateriales',
      source: {publisher: 'Biblioteca del Congreso Nacional, Ley Chile', url: 'https://www.bcn.cl/leychile/navegar?idNorma=172986'},
    },
    employment: {
      rule: 'Código del Trabajo, arts. 7 y 8: contrato individual de trabajo y presunción de relación laboral',
      source: {publisher: 'Biblioteca del Congreso Nacional, Ley Chile', url: 'https://www.bcn.cl/leychile/navegar?idNorma=207436'},
    },
    invoice: {
      name: 'Factura electrónica (DTE)',
      authority: 'SII',
      rule: 'Ley 20.727 de 2014: uso obligatorio de la factura electrónica',
      source: {publisher: 'Servicio de Impuestos Internos (SII)', url: 'https://www.sii.cl'},
    },
    vat: {
      name: 'IVA',
      rate: 19,
      rule: 'Decreto Ley 825 de 1974, Ley sobre Impuesto a las Ventas y Servicios, art. 14',
      source: {publisher: 'Servicio de Impuestos Internos (SII)', url: 'https://www.sii.cl'},
    },
    mostAsked: ['data-scientist', 'desarrollador-back-end', 'ingeniero-qa'],
  },
  co: {
    currency: 'COP',
    invoiceInUsd: false,
    timeZone: 'America/Bogota',
    contract: {
      rule: 'Código Civil y Código de Comercio: contrato de prestación de servicios',
      source: {publisher: 'Secretaría General del Senado, leyes y antecedentes', url: 'https://www.secretariasenado.gov.co'},
    },
    employment: {
      rule: 'Código Sustantivo del Trabajo, arts. 23 y 24, reformado por la Ley 2466 de 2025',
      source: {publisher: 'Función Pública, Gestor Normativo', url: 'https://www.funcionpublica.gov.co/eva/gestornormativo'},
    },
    invoice: {
      name: 'Factura electrónica de venta',
      authority: 'DIAN',
      rule: 'Resolución DIAN 000165 de 2023: sistema de facturación electrónica',
      source: {publisher: 'Dirección de Impuestos y Aduanas Nacionales (DIAN)', url: 'https://www.dian.gov.co'},
    },
    vat: {
      name: 'IVA',
      rate: 19,
      rule: 'Estatuto Tributario, art. 468: tarifa general del IVA',
      source: {publisher: 'Dirección de Impuestos y Aduanas Nacionales (DIAN)', url: 'https://www.dian.gov.co'},
    },
    mostAsked: ['desarrollador-android', 'data-analyst', 'desarrollador-front-end'],
  },
  cr: {
    currency: 'CRC',
    invoiceInUsd: true,
    timeZone: 'America/Costa_Rica',
    contract: {
      rule: 'Código Civil (Ley 63 de 1887): contrato de servicios profesionales',
      source: {publisher: 'Procuraduría General de la República, SCIJ', url: 'https://pgrweb.go.cr/scij/'},
    },
    employment: {
      rule: 'Código de Trabajo, art. 18: contrato individual de trabajo y su presunción',
      source: {publisher: 'Procuraduría General de la República, SCIJ', url: 'https://pgrweb.go.cr/scij/'},
    },
    invoice: {
      name: 'Comprobante electrónico (factura electrónica)',
      authority: 'Ministerio de Hacienda',
      rule: 'Resolución MH-DGT-RES-0027-2024: comprobantes electrónicos, versión 4.4',
      source: {publisher: 'Ministerio de Hacienda', url: 'https://www.hacienda.go.cr'},
    },
    vat: {
      name: 'IVA',
      rate: 13,
      rule: 'Ley 9635 de 2018, título I: Ley del Impuesto sobre el Valor Agregado, art. 10',
      source: {publisher: 'Ministerio de Hacienda', url: 'https://www.hacienda.go.cr'},
    },
    mostAsked: ['desarrollador-ios', 'ingeniero-qa', 'desarrollador-back-end'],
  },
  mx: {
    currency: 'MXN',
    invoiceInUsd: true,
    timeZone: 'America/Mexico_City',
    otherZones: ['America/Cancun', 'America/Hermosillo', 'America/Tijuana'],
    contract: {
      rule: 'Código Civil Federal, arts. 2606 a 2615: contrato de prestación de servicios profesionales',
      source: {publisher: 'Cámara de Diputados, leyes federales vigentes', url: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/CCF.pdf'},
    },
    employment: {
      rule: 'Ley Federal del Trabajo, art. 20 (relación de trabajo) y arts. 12 a 15 (subcontratación, reforma de 2021)',
      source: {publisher: 'Cámara de Diputados, leyes federales vigentes', url: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf'},
    },
    invoice: {
      name: 'CFDI 4.0',
      authority: 'SAT',
      rule: 'Código Fiscal de la Federación, arts. 29 y 29-A: comprobantes fiscales digitales por internet',
      source: {publisher: 'Cámara de Diputados, leyes federales vigentes', url: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/CFF.pdf'},
    },
    vat: {
      name: 'IVA',
      rate: 16,
      rule: 'Ley del Impuesto al Valor Agregado, art. 1 (tasa general; 8 % en la región fronteriza con estímulo fiscal)',
      source: {publisher: 'Cámara de Diputados, leyes federales vigentes', url: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf'},
    },
    mostAsked: ['desarrollador-full-stack', 'disenador-ux', 'digital-marketing-strategist'],
  },
  pe: {
    currency: 'PEN',
    invoiceInUsd: true,
    timeZone: 'America/Lima',
    contract: {
      rule: 'Código Civil, arts. 1764 a 1770: locación de servicios',
      source: {publisher: 'Ministerio de Justicia, Sistema Peruano de Información Jurídica (SPIJ)', url: 'https://spij.minjus.gob.pe'},
    },
    employment: {
      rule: 'Texto Único Ordenado del Decreto Legislativo 728 (Decreto Supremo 003-97-TR), art. 4: presunción de contrato de trabajo',
      source: {publisher: 'Ministerio de Justicia, Sistema Peruano de Información Jurídica (SPIJ)', url: 'https://spij.minjus.gob.pe'},
    },
    invoice: {
      name: 'Factura electrónica',
      authority: 'SUNAT',
      rule: 'Resolución de Superintendencia 097-2012/SUNAT: Sistema de Emisión Electrónica',
      source: {publisher: 'Superintendencia Nacional de Aduanas y de Administración Tributaria (SUNAT)', url: 'https://www.sunat.gob.pe'},
    },
    vat: {
      name: 'IGV',
      rate: 18,
      rule: 'TUO de la Ley del IGV (Decreto Supremo 055-99-EF), art. 17, y Impuesto de Promoción Municipal: 16 % más 2 %',
      source: {publisher: 'Superintendencia Nacional de Aduanas y de Administración Tributaria (SUNAT)', url: 'https://www.sunat.gob.pe'},
    },
    mostAsked: ['data-engineer', 'desarrollador-web', 'community-manager'],
  },
  uy: {
    currency: 'UYU',
    invoiceInUsd: true,
    timeZone: 'America/Montevideo',
    contract: {
      rule: 'Código Civil: arrendamiento de servicios',
      source: {publisher: 'IMPO, Centro de Información Oficial', url: 'https://www.impo.com.uy'},
    },
    employment: {
      rule: 'Ley 18.251 de 2008: responsabilidad en los procesos de descentralización empresarial',
      source: {publisher: 'IMPO, Centro de Información Oficial', url: 'https://www.impo.com.uy'},
    },
    invoice: {
      name: 'Comprobante fiscal electrónico (e-Factura)',
      authority: 'DGI',
      rule: 'Decreto 36/012: régimen de documentación fiscal electrónica',
      source: {publisher: 'Dirección General Impositiva (DGI)', url: 'https://www.gub.uy/direccion-general-impositiva'},
    },
    vat: {
      name: 'IVA',
      rate: 22,
      rule: 'Texto Ordenado 1996, título 10, art. 18: tasa básica del IVA',
      source: {publisher: 'Dirección General Impositiva (DGI)', url: 'https://www.gub.uy/direccion-general-impositiva'},
    },
    mostAsked: ['desarrollador-back-end', 'machine-learning-engineer', 'disenador-ui'],
  },
};


/** Launch status (npm run check:launch): counsel checks every contract, invoice and tax fact above against its source. */
export const launchStatus: ContentStatus = {
  what: 'Country legal and tax facts',
  status: 'review',
  why: `the contract, employment, electronic invoice and VAT rules of each country, with their sources (src/data/countries.ts, checked ${FACTS_REVIEWED}): counsel confirms each one, and the owner the roles most asked for and whether invoices in USD are offered`,
  shows: 'the "contract and invoice" band of each country page (/paises/<country>) in both languages',
};
