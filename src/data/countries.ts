/**
 * The eight countries the site names: where its example people live, and where a company signs, is invoiced and
 * pays. Each country has a page (src/pages/paises/, its path in src/config/routes.ts) that shows the facts below; every
 * legal or tax fact names the rule it comes from and where that rule is published, so counsel can check each one
 * (`npm run check:launch` lists them until they do). Plain data with no imports but types: the build, the launch
 * guard and the browser all load it. Names and flags: src/components/CountryLabel (`countryName`, `FLAGS`).
 */
import {counselList, type Fact, factsIn, type Source} from '../lib/facts';
import type {ContentStatus} from '../lib/launch';
import type {CountryCode} from './people';

export type {CountryCode, Source};

/** A legal or tax fact: the rule it comes from (Spanish in every language), its text's address, when it was checked and its status (src/lib/facts.ts). */
export type Citation = Fact;

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
  /**
   * The value-added tax on the invoice: its name, its general rate in percent and the rule that sets it; `minRate` where
   * the rate is a range set by each municipality (Brazil's ISS, 2 % to 5 %), `rate` being its ceiling.
   */
  vat: Citation & {name: string; rate: number; minRate?: number};
  /** Whether supplying people who work in the client's team is regulated there, and the liability the client keeps for their labour and social-security debts. */
  staffing: Citation;
  /**
   * What the client itself withholds from Ready's invoice there, or that it withholds nothing, with the figures its
   * text names (`withholding.<code>` in src/lib/countryMessages.ts): `shares` of 1 (`0.12` for 12 %), `amounts` in
   * the local currency.
   */
  withholding: Citation & {shares?: Readonly<Record<string, number>>; amounts?: Readonly<Record<string, number>>};
  /** The roles companies there ask for most, by role page slug, most asked first (illustrative until the owner confirms). */
  mostAsked: readonly string[];
};

export const COUNTRY_FACTS: Record<CountryCode, CountryFacts> = {
  ar: {
    currency: 'ARS',
    invoiceInUsd: false,
    timeZone: 'America/Argentina/Buenos_Aires',
    contract: {
      rule: "Código Civil y Comercial de la Nación, arts. 1251 a 1279; LCT art. 2, inc. d: la LCT no se aplica a las contrataciones de obra y servicios reguladas en el CCyC",
      source: {publisher: "Argentina.gob.ar, normativa nacional", url: "https://www.argentina.gob.ar/normativa/nacional/ley-26994-235975"},
      checked: '2026-11-28',
      status: 'checked',
      shallow: "Link already used by the site; it is the law's record page on argentina.gob.ar. The CCyC text page did not surface in the search corpus. Article range checked in doctrine (Vacarezza, IJ Editores); LCT",
    },
    employment: {
      rule: "Ley de Contrato de Trabajo, art. 23: el hecho de la prestación de servicios EN SITUACIÓN DE DEPENDENCIA hace presumir el contrato de trabajo",
      source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"},
      checked: '2026-11-28',
      status: 'checked',
    },
    invoice: {
      name: 'Factura electrónica',
      authority: 'ARCA',
      rule: 'Resolución General AFIP 4291/2018: régimen de emisión de comprobantes electrónicos',
      source: {publisher: 'Agencia de Recaudación y Control Aduanero (ARCA)', url: 'https://www.arca.gob.ar'},
      checked: '2026-11-28',
      status: 'counsel',
      shallow: "El texto oficial de la regla no tiene una página propia que hayamos podido ubicar; el enlace lleva a la autoridad que la aplica (revisión pendiente)",
    },
    vat: {
      name: 'IVA',
      rate: 21,
      rule: 'Ley de Impuesto al Valor Agregado (texto ordenado por Decreto 280/1997), art. 28',
      source: {publisher: 'Agencia de Recaudación y Control Aduanero (ARCA)', url: 'https://www.arca.gob.ar'},
      checked: '2026-11-28',
      status: 'counsel',
      shallow: "El texto oficial de la regla no tiene una página propia que hayamos podido ubicar; el enlace lleva a la autoridad que la aplica (revisión pendiente)",
    },
    staffing: {
      rule: 'Ley de Contrato de Trabajo, arts. 29, 29 bis y 30, sustituidos por la Ley 27.802 (arts. 16 a 18); Decreto 1694/2006: empresas de servicios eventuales',
      source: {publisher: 'Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado', url: 'https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    withholding: {
      rule: 'Resolución General AFIP 830/2000, arts. 1 y 4 y Anexo VIII: retención del impuesto a las ganancias por locaciones de obra y servicios; regímenes provinciales de Ingresos Brutos',
      source: {publisher: 'Argentina.gob.ar, normativa nacional (RG 830/2000)', url: 'https://argentina.gob.ar/normativa/nacional/resoluci%C3%B3n-830-2000-62872/texto'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    mostAsked: ['desarrollador-full-stack', 'data-engineer', 'product-designer'],
  },
  br: {
    currency: 'BRL',
    // A service invoice between two companies in Brazil is issued and paid in reais.
    invoiceInUsd: false,
    // Brasília time, where São Paulo, Rio, Belo Horizonte, Curitiba, Florianópolis, Recife and Porto Alegre work; no
    // daylight saving time since Decreto 9.772/2019. Fernando de Noronha is an hour ahead; Amazonas, Mato Grosso (do Sul),
    // Rondônia and Roraima an hour behind; Acre two hours behind.
    timeZone: 'America/Sao_Paulo',
    otherZones: ['America/Noronha', 'America/Belem', 'America/Fortaleza', 'America/Recife', 'America/Bahia', 'America/Manaus', 'America/Cuiaba', 'America/Campo_Grande', 'America/Porto_Velho', 'America/Boa_Vista', 'America/Rio_Branco'],
    contract: {
      rule: "Código Civil (Lei 10.406/2002), arts. 593 a 609: prestação de serviço que no se rige por las leyes laborales ni por una ley especial",
      source: {publisher: "Presidência da República, Planalto (legislação)", url: "https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm"},
      checked: '2026-11-29',
      status: 'checked',
    },
    employment: {
      rule: "CLT (Decreto-Lei 5.452/1943), arts. 2 y 3: es empleado quien presta servicios no eventuales, bajo la dependencia del empleador y mediante salario; art. 442-B: el autónomo contratado con las formalidades legales, con o sin exclusividad, no es empleado; art. 9: son nulos los actos que buscan desvirtuar la CLT",
      source: {publisher: "Presidência da República, Planalto (legislação)", url: "https://www.planalto.gov.br/ccivil_03/decreto-lei/del5452compilado.htm"},
      checked: '2026-11-29',
      status: 'checked',
    },
    invoice: {
      name: 'NFS-e de padrão nacional',
      authority: 'municipio y Receita Federal',
      rule: "Lei Complementar 214/2025, art. 62: NFS-e de padrão nacional desde el 1 ene 2026, emitida en el emisor nacional o en el del municipio que comparte sus datos con el ambiente nacional; arts. 343 y 346: en 2026 la nota destaca IBS 0,1 % y CBS 0,9 %, compensables con el PIS y la COFINS (art. 348)",
      source: {publisher: "Presidência da República, Planalto (legislação)", url: "https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp214.htm"},
      checked: '2026-11-29',
      status: 'counsel',
    },
    vat: {
      name: 'ISS',
      rate: 5,
      minRate: 2,
      rule: "Lei Complementar 116/2003, art. 8, II (tasa máxima del 5 %) y art. 8-A (tasa mínima del 2 %): cada municipio fija la suya; sobre la misma nota, el PIS y la COFINS del prestador",
      source: {publisher: "Presidência da República, Planalto (legislação)", url: "https://www.planalto.gov.br/ccivil_03/leis/lcp/lcp116.htm"},
      checked: '2026-11-29',
      status: 'checked',
    },
    staffing: {
      rule: "Lei 6.019/1974, arts. 4-A, 4-B y 5-A, en la redacción de las Leis 13.429/2017 y 13.467/2017: la prestación de servicios a terceros se admite en cualquier actividad, incluida la principal; art. 5-A, § 5: la contratante responde subsidiariamente por las obligaciones laborales del período del servicio, y las cotizaciones siguen el art. 31 de la Lei 8.212/1991",
      source: {publisher: "Presidência da República, Planalto (legislação)", url: "https://www.planalto.gov.br/ccivil_03/leis/l6019compilado.htm"},
      checked: '2026-11-29',
      status: 'checked',
    },
    withholding: {
      rule: "Decreto 9.580/2018 (RIR/2018), art. 714, § 1, XXX: IRRF del 1,5 % sobre servicios profesionales, entre ellos la programación; Lei 10.833/2003, arts. 30 y 31: CSLL 1 %, COFINS 3 % y PIS 0,65 %, en total 4,65 %, sobre servicios profesionales; Lei 8.212/1991, art. 31, e IN RFB 2.110/2022, arts. 108 a 115: 11 % de INSS solo en la cesión de mano de obra o la empreitada de los servicios que lista la IN",
      source: {publisher: "Presidência da República, Planalto (legislação)", url: "https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/decreto/d9580.htm"},
      checked: '2026-11-29',
      status: 'counsel',
      shares: {irrf: 0.015, csrf: 0.0465, inss: 0.11},
    },
    mostAsked: ['desarrollador-front-end', 'data-engineer', 'desarrollador-back-end'],
  },
  cl: {
    currency: 'CLP',
    invoiceInUsd: false,
    timeZone: 'America/Santiago',
    otherZones: ['America/Punta_Arenas'],
    contract: {
      rule: "Código Civil, arts. 2006 a 2012: arrendamiento de servicios inmateriales",
      source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=172986"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    employment: {
      rule: "Código del Trabajo, arts. 7 y 8 y art. 183-A inciso final",
      source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=207436"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    invoice: {
      name: 'Factura electrónica (DTE)',
      authority: 'SII',
      rule: "Decreto Ley 825, art. 54, en la redacción de la Ley 20.727 de 2014: la factura se emite en formato electrónico",
      source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=6369"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    vat: {
      name: 'IVA',
      rate: 19,
      rule: "Decreto Ley 825 de 1974, Ley sobre Impuesto a las Ventas y Servicios, art. 14",
      source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=6369"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    staffing: {
      rule: 'Código del Trabajo, Libro I, Título VII (Ley 20.123): arts. 183-A a 183-E, subcontratación, y 183-F a 183-AE, empresas de servicios transitorios',
      source: {publisher: 'Biblioteca del Congreso Nacional, Ley Chile', url: 'https://www.bcn.cl/leychile/navegar?idNorma=207436'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    withholding: {
      rule: 'Ley sobre Impuesto a la Renta (Decreto Ley 824), art. 74 N° 2: la retención de honorarios alcanza a boletas de personas naturales, no a facturas de empresas',
      source: {publisher: 'Biblioteca del Congreso Nacional, Ley Chile', url: 'https://www.bcn.cl/leychile/navegar?idNorma=6368'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    mostAsked: ['data-scientist', 'desarrollador-back-end', 'ingeniero-qa'],
  },
  co: {
    currency: 'COP',
    invoiceInUsd: false,
    timeZone: 'America/Bogota',
    contract: {
      rule: "Contrato de prestación de servicios: Código Civil, arts. 1495 y siguientes y art. 2063; Código de Comercio, arts. 822 y siguientes",
      source: {publisher: "Secretaría General del Senado", url: "https://www.secretariasenado.gov.co/senado/basedoc/codigo_civil.html"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    employment: {
      rule: "Código Sustantivo del Trabajo, arts. 22 a 24: tres elementos y presunción de que toda relación de trabajo personal se rige por un contrato de trabajo; principio de primacía de la realidad reafirmado por la Ley 2466 de 2025",
      source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    invoice: {
      name: 'Factura electrónica de venta',
      authority: 'DIAN',
      rule: "Estatuto Tributario, art. 616-1; Decreto 1625 de 2016, arts. 1.6.1.4.1 y siguientes; Resolución DIAN 000165 de 2023, compilada desde el 23 sep 2025 en la Resolución Única DIAN 000227 de 2025",
      source: {publisher: "Cancillería, Normograma (compilación de la DIAN)", url: "https://cancilleria.gov.co/normograma/compilacion/docs/resolucion_dian_0165_2023.htm"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    vat: {
      name: 'IVA',
      rate: 19,
      rule: "Estatuto Tributario, art. 468: tarifa general del 19 %",
      source: {publisher: "Función Pública, Gestor Normativo (Estatuto Tributario)", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=6533"},
      checked: '2026-11-28',
      status: 'checked',
    },
    staffing: {
      rule: 'Ley 50 de 1990, arts. 71 a 94: empresas de servicios temporales; Código Sustantivo del Trabajo, arts. 34 y 35: contratistas independientes y simples intermediarios',
      source: {publisher: 'Secretaría General del Senado', url: 'http://www.secretariasenado.gov.co/senado/basedoc/ley_0050_1990.html'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    withholding: {
      rule: 'Estatuto Tributario, arts. 392 y 437-2; Decreto 1625 de 2016, arts. 1.2.4.3.1 y 1.2.4.4.1, con las bases del Decreto 0572 de 2025: retención en la fuente por servicios, honorarios y software; reteIVA del 15 %',
      source: {publisher: 'DIAN, Normograma', url: 'https://normograma.dian.gov.co/dian/compilacion/docs/decreto_1625_2016.htm'},
      checked: '2026-11-28',
      status: 'checked',
      shares: {services: 0.04, fees: 0.11, software: 0.035, vat: 0.15},
    },
    mostAsked: ['desarrollador-android', 'data-analyst', 'desarrollador-front-end'],
  },
  cr: {
    currency: 'CRC',
    invoiceInUsd: true,
    timeZone: 'America/Costa_Rica',
    contract: {
      rule: "Código Civil: contratos en general",
      source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=15437"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    employment: {
      rule: "Código de Trabajo, art. 18: contrato individual de trabajo y presunción de su existencia entre quien presta el servicio y quien lo recibe; arts. 2 y 4",
      source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045"},
      checked: '2026-11-28',
      status: 'checked',
    },
    invoice: {
      name: 'Comprobante electrónico (factura electrónica)',
      authority: 'Ministerio de Hacienda',
      rule: "Resolución MH-DGT-RES-0027-2024: comprobantes electrónicos, versión 4.4, obligatoria desde el 1 sep 2025",
      source: {publisher: "Deloitte Costa Rica (resume la resolución)", url: "https://www2.deloitte.com/cr/es/pages/tax/topics/boletines-y-alertas-tributarias/2024/alerta/tax-flash-241120.html"},
      checked: '2026-11-28',
      status: 'counsel',
      shallow: "No se halló en las fuentes consultadas el texto oficial de la resolución (Hacienda o SCIJ)",
    },
    vat: {
      name: 'IVA',
      rate: 13,
      rule: "Ley del Impuesto sobre el Valor Agregado, art. 10: tarifa general del 13 %",
      source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=87720&nValor3=125773&strTipM=TC"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    staffing: {
      rule: 'Código de Trabajo, art. 3: el patrono responde solidariamente por las obligaciones del intermediario; art. 18: presunción de contrato de trabajo',
      source: {publisher: 'Procuraduría General de la República, SCIJ', url: 'https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    withholding: {
      rule: 'Ley del Impuesto sobre la Renta (Ley 7092), art. 23, inciso g): retención del 2 % solo por entes públicos; entre empresas privadas no se retiene',
      source: {publisher: 'Procuraduría General de la República, SCIJ', url: 'http://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_articulo.aspx?param1=NRA&nValor1=1&nValor2=10969&nValor3=123775&nValor5=63839'},
      checked: '2026-11-28',
      status: 'checked',
      shares: {public: 0.02},
    },
    mostAsked: ['desarrollador-ios', 'ingeniero-qa', 'desarrollador-back-end'],
  },
  mx: {
    currency: 'MXN',
    invoiceInUsd: true,
    timeZone: 'America/Mexico_City',
    otherZones: ['America/Cancun', 'America/Hermosillo', 'America/Tijuana'],
    contract: {
      rule: "Código Civil Federal, arts. 2606 a 2615: prestación de servicios profesionales; entre empresas, Código de Comercio",
      source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/CCF.pdf"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    employment: {
      rule: "Ley Federal del Trabajo, arts. 8 y 10, 20 y 21; arts. 12-15; CFF art. 15-D",
      source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"},
      checked: '2026-11-28',
      status: 'checked',
    },
    invoice: {
      name: 'CFDI 4.0',
      authority: 'SAT',
      rule: "Código Fiscal de la Federación, arts. 29 y 29-A. Reforma fiscal 2026: el CFDI debe amparar operaciones existentes, verdaderas o actos jurídicos reales; los que no, se consideran falsos",
      source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/CFF.pdf"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    vat: {
      name: 'IVA',
      rate: 16,
      rule: "Ley del Impuesto al Valor Agregado, art. 1",
      source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf"},
      checked: '2026-11-28',
      status: 'checked',
    },
    staffing: {
      rule: 'Ley Federal del Trabajo, arts. 12 a 15 y 1004-C (reforma publicada en el DOF el 23-04-2021): subcontratación de servicios especializados, registro REPSE y responsabilidad solidaria del contratante; Ley del Seguro Social, art. 15-A',
      source: {publisher: 'Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)', url: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    withholding: {
      rule: 'Ley del Impuesto al Valor Agregado, art. 1-A: la fracción IV (retención del 6 % por servicios que ponen personal a disposición) fue derogada por el decreto publicado en el DOF el 23-04-2021',
      source: {publisher: 'Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)', url: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LIVA.pdf'},
      checked: '2026-11-28',
      status: 'checked',
      shares: {repealed: 0.06},
    },
    mostAsked: ['desarrollador-full-stack', 'disenador-ux', 'digital-marketing-strategist'],
  },
  pe: {
    currency: 'PEN',
    invoiceInUsd: true,
    timeZone: 'America/Lima',
    contract: {
      rule: "Código Civil, arts. 1764 a 1770: locación de servicios",
      source: {publisher: "Ministerio de Justicia, Sistema Peruano de Información Jurídica (SPIJ)", url: "https://spij.minjus.gob.pe/spij-ext-web/#/detallenorma/H682684"},
      checked: '2026-11-28',
      status: 'counsel',
    },
    employment: {
      rule: 'Texto Único Ordenado del Decreto Legislativo 728 (Decreto Supremo 003-97-TR), art. 4: presunción de contrato de trabajo',
      source: {publisher: 'Ministerio de Justicia, Sistema Peruano de Información Jurídica (SPIJ)', url: 'https://spij.minjus.gob.pe'},
      checked: '2026-11-28',
      status: 'counsel',
      shallow: "El texto oficial de la regla no tiene una página propia que hayamos podido ubicar; el enlace lleva a la autoridad que la aplica (revisión pendiente)",
    },
    invoice: {
      name: 'Factura electrónica',
      authority: 'SUNAT',
      rule: 'Resolución de Superintendencia 097-2012/SUNAT: Sistema de Emisión Electrónica',
      source: {publisher: 'Superintendencia Nacional de Aduanas y de Administración Tributaria (SUNAT)', url: 'https://www.sunat.gob.pe'},
      checked: '2026-11-28',
      status: 'counsel',
      shallow: "El texto oficial de la regla no tiene una página propia que hayamos podido ubicar; el enlace lleva a la autoridad que la aplica (revisión pendiente)",
    },
    vat: {
      name: 'IGV',
      rate: 18,
      rule: "TUO de la Ley del IGV, art. 17, modificado por la Ley 32387: en 2026 IGV 15,5 % + Impuesto de Promoción Municipal 2,5 % = 18 %; el reparto cambia 0,5 punto por año hasta 14 % + 4 % en 2029, total 18 %",
      source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/2021_2026/ADLP/Normas_Legales/32387-LEY.pdf"},
      checked: '2026-11-28',
      status: 'checked',
    },
    staffing: {
      rule: 'Ley 27626, arts. 3, 11, 24 y 25, y Decreto Supremo 003-2002-TR: intermediación laboral; Ley 29245, art. 9: responsabilidad solidaria en la tercerización',
      source: {publisher: 'Congreso de la República, Archivo Digital de la Legislación', url: 'https://www.leyes.congreso.gob.pe/Documentos/Leyes/27626.pdf'},
      checked: '2026-11-28',
      status: 'counsel',
    },
    withholding: {
      rule: 'TUO del Decreto Legislativo 940 (Decreto Supremo 155-2004-EF), art. 2; Resolución de Superintendencia 183-2004/SUNAT, Anexo 3: detracción del 12 % sobre facturas de más de S/ 700',
      source: {publisher: 'SUNAT, Orientación: Apéndices del Sistema de Detracciones', url: 'https://orientacion.sunat.gob.pe/node/1089'},
      checked: '2026-11-28',
      status: 'checked',
      shares: {rate: 0.12},
      amounts: {threshold: 700},
    },
    mostAsked: ['data-engineer', 'desarrollador-web', 'community-manager'],
  },
  uy: {
    currency: 'UYU',
    invoiceInUsd: true,
    timeZone: 'America/Montevideo',
    contract: {
      rule: "Código Civil, Libro IV, Título IV, Capítulo II, arts. 1831 y ss.: arrendamiento de obras",
      source: {publisher: "Poder Legislativo, República Oriental del Uruguay", url: "https://legislativo.parlamento.gub.uy/htmlstat/pl/codigos/codigocivil/2002/L4p2t4c2.htm"},
      checked: '2026-11-28',
      status: 'checked',
    },
    employment: {
      rule: 'Ley 18.251 de 2008: responsabilidad en los procesos de descentralización empresarial',
      source: {publisher: 'IMPO, Centro de Información Oficial', url: 'https://www.impo.com.uy'},
      checked: '2026-11-28',
      status: 'counsel',
      shallow: "El texto oficial de la regla no tiene una página propia que hayamos podido ubicar; el enlace lleva a la autoridad que la aplica (revisión pendiente)",
    },
    invoice: {
      name: 'Comprobante fiscal electrónico (e-Factura)',
      authority: 'DGI',
      rule: "Decreto 36/012 y Resolución DGI 798/012: e-Factura para operaciones con contribuyentes identificados por RUT",
      source: {publisher: "IMPO, Centro de Información Oficial", url: "https://impo.com.uy/bases/decretos-originales/36-2012"},
      checked: '2026-11-28',
      status: 'checked',
    },
    vat: {
      name: 'IVA',
      rate: 22,
      rule: "Texto Ordenado 1996, Título 10, art. 18: tasa básica 22 %; tasa mínima 10 %",
      source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/18083-2006"},
      checked: '2026-11-28',
      status: 'checked',
    },
    staffing: {
      rule: 'Ley 18.099 de 2007, arts. 1 y 2, en la redacción de la Ley 18.251: responsabilidad de quien utiliza subcontratistas, intermediarios o suministradores de mano de obra',
      source: {publisher: 'IMPO, Centro de Información Oficial', url: 'https://www.impo.com.uy/bases/leyes/18099-2007'},
      checked: '2026-11-28',
      status: 'checked',
    },
    withholding: {
      rule: 'Decreto 528/003: el Estado y las personas públicas estatales retienen el IVA de sus compras (60 %, Decreto 112/004, art. 2); entre empresas privadas, solo los agentes que designa la DGI',
      source: {publisher: 'IMPO, Centro de Información Oficial', url: 'https://www.impo.com.uy/bases/decretos/528-2003'},
      checked: '2026-11-28',
      status: 'counsel',
      shares: {state: 0.6},
    },
    mostAsked: ['desarrollador-back-end', 'machine-learning-engineer', 'disenador-ui'],
  },
};


/** Launch status (npm run check:launch): counsel checks every contract, invoice and tax fact above against its source. */
export const launchStatus: ContentStatus = {
  what: 'Country legal and tax facts',
  status: 'review',
  why: 'the contract, employment, electronic invoice and VAT rules of each country, each with its source, check date and status (src/data/countries.ts): counsel confirms them, and the owner the roles most asked for and whether invoices in USD are offered',
  shows: 'the "contract and invoice" band of each country page (/paises/<country>) in every language',
};

/** The facts above that wait for counsel, one launch entry each (`npm run check:launch`). */
export const countryFactsForCounsel = counselList(factsIn(COUNTRY_FACTS), {file: 'src/data/countries.ts', shows: 'the "contract and invoice" band of the country page (/paises/<country>)'});
