/**
 * The cost guide's figures (src/pages/costos.mdx): what hiring the same person in-house costs a company in each of the
 * seven countries, to set beside Ready's monthly price (rate × hours, from src/data/pricing.ts). A reference gross
 * salary per category and seniority, and the employer's on-costs on top of it (social security, mandatory bonuses,
 * severance provisions…), each country's figures with their source; all checked on `COSTS_REVIEWED`. Illustrative
 * until the owner confirms them (`npm run check:launch`). Plain data with no imports but types: the build, the
 * launch guard and the browser all load it.
 */
import {counselList, type Fact, factsIn, type Source} from '../lib/facts';
import type {ContentStatus} from '../lib/launch';
import type {CategoryId} from './categories';
import type {CountryCode} from './countries';
import type {Seniority} from './profiles';
import {pricing} from './pricing';

/** The day the figures below were last checked against their sources. */
export const COSTS_REVIEWED = '2026-11-20';

/** Hours per week of a full-time and a half-time engagement; weeks in an average month. */
export const HOURS = {fullTime: 40, halfTime: 20, weeksPerMonth: 52 / 12} as const;

/** One of the employer's on-costs: its local name (Spanish in both languages), its share of the gross salary, and the rule that sets it. */
export type OnCost = Fact & {name: string; /** Share of the monthly gross salary, averaged over a year (0.0833 for a thirteenth salary). */ share: number};

/** What a rule owes by tenure: from `fromMonth` whole months of service on, `days` days of monthly salary (a month counts 30). Covers months 1 to 24. */
export type Steps = readonly {fromMonth: number; days: number}[];

/**
 * What ending an indefinite employment without cause costs the employer at the end, beyond the month's pay: notice
 * paid in lieu, or a severance payment, by tenure (nothing during the legal trial period).
 */
export type ExitItem = Fact & {
  kind: 'notice' | 'severance';
  /** Its local name (Spanish in both languages). */
  name: string;
  steps: Steps;
  /** A ceiling on the monthly salary the days are counted on, in USD, where the law sets one that binds at these salaries. */
  capMonthlyUsd?: number;
  /** How that ceiling is converted to USD (the unit's value and the exchange rate, and their date). */
  capNote?: string;
};

export type InHouseCountry = {
  /** Reference monthly gross salary in USD of a full-time employee, per category and seniority. */
  salary: Record<CategoryId, Record<Seniority, number>>;
  /** Where the reference salaries come from: a survey that publishes them by role and seniority; none while they are Ready's own estimate. */
  salarySource?: Source;
  /** What the employer pays on top of the gross salary, part by part. */
  onCosts: readonly OnCost[];
};

export const IN_HOUSE: Record<CountryCode, InHouseCountry> = {
  ar: {
    salary: {
      development: {semiSenior: 2250, senior: 3200, lead: 4150},
      data: {semiSenior: 2350, senior: 3350, lead: 4350},
      design: {semiSenior: 1900, senior: 2700, lead: 3550},
      marketing: {semiSenior: 1600, senior: 2300, lead: 3000},
      ia: {semiSenior: 2750, senior: 3900, lead: 5100},
    },
    onCosts: [
      {name: "Contribuciones patronales al SIPA, INSSJP, asignaciones familiares y Fondo Nacional de Empleo", share: 0.155, rule: "Ley 27.541, art. 19, inc. b", source: {publisher: "Boletín Oficial de la República Argentina (Ley 27.802, 6/3/2026)", url: "https://www.boletinoficial.gob.ar/detalleAviso/primera/339128/20260306"}, checked: '2026-11-28', status: 'counsel', shallow: "La Ley 27.802 fija la tasa vigente de esta contribución; el enlace es su publicación en el Boletín Oficial"},
      {name: "Contribución al Fondo de Asistencia Laboral", share: 0.025, rule: "Ley 27.802, Título II, arts. 58 a 77; Decreto 408/2026, art. 27; RG ARCA 5907/2026", source: {publisher: "Boletín Oficial de la República Argentina (Ley 27.802, 6/3/2026)", url: "https://www.boletinoficial.gob.ar/detalleAviso/primera/339128/20260306"}, checked: '2026-11-28', status: 'checked'},
      {name: "Contribución patronal a la obra social", share: 0.06, rule: "Ley 23.660, art. 16, inc. a; restablecido en 6 % por la Ley 27.802, art. 165, para contribuciones devengadas desde el 1/1/2027", source: {publisher: "Boletín Oficial de la República Argentina (Ley 27.802, 6/3/2026)", url: "https://www.boletinoficial.gob.ar/detalleAviso/primera/339128/20260306"}, checked: '2026-11-28', status: 'checked', shallow: "La Ley 27.802 fija la tasa vigente de esta contribución; el enlace es su publicación en el Boletín Oficial"},
      {name: "Seguro de riesgos del trabajo", share: 0.02, rule: "Ley 24.557 de Riesgos del Trabajo, arts. 3 y 23", source: {publisher: "Superintendencia de Riesgos del Trabajo / InfoLEG", url: "https://www.argentina.gob.ar/normativa/nacional/ley-24557-27971"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial de la Ley 24.557 a la vista"},
      {name: "Aguinaldo", share: 0.0833, rule: "Ley de Contrato de Trabajo, arts. 121 a 123, y Ley 23.041", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
      {name: "Plus vacacional", share: 0.0078, rule: "Ley de Contrato de Trabajo, arts. 150 y 155, inc. a: 14 días corridos pagados a 1/25 del sueldo mensual", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
    ],
  },
  cl: {
    salary: {
      development: {semiSenior: 2750, senior: 3900, lead: 5050},
      data: {semiSenior: 2850, senior: 4100, lead: 5300},
      design: {semiSenior: 2300, senior: 3300, lead: 4300},
      marketing: {semiSenior: 1950, senior: 2800, lead: 3650},
      ia: {semiSenior: 3350, senior: 4750, lead: 6200},
    },
    onCosts: [
      {name: "Cotización del empleador al Seguro Social previsional y a la cuenta individual", share: 0.035, rule: "Ley 21.735, art. 1", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=1212060"}, checked: '2026-11-28', status: 'counsel'},
      {name: "Seguro de cesantía", share: 0.024, rule: "Ley 19.728, art. 5 letra b)", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=184979&idParte=8467779&idVersion=2020-10-01"}, checked: '2026-11-28', status: 'checked'},
      {name: "Seguro de accidentes del trabajo", share: 0.0093, rule: "Ley 16.744, art. 15 letra a)", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=28650"}, checked: '2026-11-28', status: 'checked'},
      {name: "Gratificación legal", share: 0.06, rule: "Código del Trabajo, arts. 47 y 50", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=207436"}, checked: '2026-11-28', status: 'checked'},
    ],
  },
  co: {
    salary: {
      development: {semiSenior: 2150, senior: 3100, lead: 4050},
      data: {semiSenior: 2300, senior: 3250, lead: 4250},
      design: {semiSenior: 1850, senior: 2650, lead: 3450},
      marketing: {semiSenior: 1550, senior: 2250, lead: 2900},
      ia: {semiSenior: 2650, senior: 3800, lead: 4900},
    },
    onCosts: [
      {name: "Aporte a pensión del empleador", share: 0.12, rule: "Ley 100 de 1993, art. 20, modificado por la Ley 797 de 2003, art. 7", source: {publisher: "Secretaría General del Senado", url: "https://www.secretariasenado.gov.co/senado/basedoc/ley_0100_1993.html"}, checked: '2026-11-28', status: 'checked'},
      {name: "Caja de compensación familiar", share: 0.04, rule: "Ley 21 de 1982; la exoneración del ET art. 114-1 no la cubre", source: {publisher: "Copia de la Ley 21 de 1982 (no oficial)", url: "https://kipdf.com/ley-21-de-enero-22-de-1982_5aaefcee1723dd3af58675a7.html"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial de la Ley 21 de 1982 a la vista"},
      {name: "Riesgos laborales", share: 0.00522, rule: "Decreto 1072 de 2015, art. 2.2.4.3.5: clase I, valor inicial 0,522 %", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=76271"}, checked: '2026-11-28', status: 'checked'},
      {name: "Prima de servicios", share: 0.0833, rule: "Código Sustantivo del Trabajo, art. 306", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
      {name: "Cesantías", share: 0.0833, rule: "Código Sustantivo del Trabajo, art. 249, y Ley 50 de 1990, art. 99", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
      {name: "Intereses sobre cesantías", share: 0.01, rule: "Ley 52 de 1975, art. 1: 12 % anual sobre las cesantías", source: {publisher: "SUIN-Juriscol", url: "https://www.suin-juriscol.gov.co/viewDocument.asp?id=1606193"}, checked: '2026-11-28', status: 'checked'},
    ],
  },
  cr: {
    salary: {
      development: {semiSenior: 2500, senior: 3600, lead: 4700},
      data: {semiSenior: 2650, senior: 3800, lead: 4900},
      design: {semiSenior: 2150, senior: 3050, lead: 4000},
      marketing: {semiSenior: 1800, senior: 2600, lead: 3350},
      ia: {semiSenior: 3050, senior: 4400, lead: 5700},
    },
    onCosts: [
      {name: "Seguro de Salud de la CCSS", share: 0.0925, rule: "Ley Constitutiva de la CCSS y Reglamento del Seguro de Salud: cuota patronal 9,25 %", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
      {name: "Seguro de Invalidez, Vejez y Muerte de la CCSS", share: 0.0558, rule: "Reglamento del Seguro de Invalidez, Vejez y Muerte, con la escala de aumentos acordada por la Junta Directiva de la CCSS en 2019", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
      {name: "Cuota patronal del Banco Popular", share: 0.0025, rule: "Ley Orgánica del Banco Popular y de Desarrollo Comunal, art. 5", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
      {name: "Asignaciones familiares 5 %, IMAS 0,5 % e INA 1,5 %", share: 0.07, rule: "Ley 5662 de Desarrollo Social y Asignaciones Familiares; Ley 4760; Ley 6868 Orgánica del INA", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
      {name: "Banco Popular, Fondo de Capitalización Laboral y pensión complementaria", share: 0.0375, rule: "Ley de Protección al Trabajador, arts. 3 y 13", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
      {name: "Aporte patronal 'INS' 1 % de la planilla de la CCSS", share: 0.01, rule: "Línea ’Instituto Nacional de Seguros 1 %’ de las cuotas patronales que recauda la CCSS", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
      {name: "Póliza de Riesgos del Trabajo del INS", share: 0.01, rule: "Código de Trabajo, título IV, arts. 205 y 208; Normativa técnica del Seguro de Riesgos del Trabajo del INS", source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045"}, checked: '2026-11-28', status: 'counsel'},
      {name: "Aguinaldo", share: 0.0833, rule: "Ley 2412 de 1959, Ley de Aguinaldo para la Empresa Privada", source: {publisher: "Aralaw (despacho), resume la Ley 2412", url: "https://aralaw.cr/?p=1441"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin enlace del SCIJ a la Ley 2412 a la vista"},
    ],
  },
  mx: {
    salary: {
      development: {semiSenior: 2300, senior: 3300, lead: 4300},
      data: {semiSenior: 2450, senior: 3450, lead: 4500},
      design: {semiSenior: 1950, senior: 2800, lead: 3650},
      marketing: {semiSenior: 1650, senior: 2400, lead: 3100},
      ia: {semiSenior: 2800, senior: 4050, lead: 5250},
    },
    onCosts: [
      {name: "Cuotas patronales del IMSS", share: 0.075, rule: "Ley del Seguro Social, arts. 25, 71 a 74, 106, 107, 147 y 211; salario base, arts. 27 y 28", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LSS.pdf"}, checked: '2026-11-28', status: 'checked'},
      {name: "Retiro y cesantía en edad avanzada y vejez", share: 0.0998, rule: "Ley del Seguro Social, art. 168, fracciones I y II, con la tabla transitoria del decreto publicado en el DOF el 16 de diciembre de 2020", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LSS.pdf"}, checked: '2026-11-28', status: 'counsel'},
      {name: "Aportación al INFONAVIT", share: 0.0525, rule: "Ley del Instituto del Fondo Nacional de la Vivienda para los Trabajadores, art. 29, fracción II", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LIFNVT.pdf"}, checked: '2026-11-28', status: 'checked'},
      {name: "Aguinaldo", share: 0.0411, rule: "Ley Federal del Trabajo, art. 87: al menos 15 días de salario, antes del 20 de diciembre", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'checked'},
      {name: "Prima vacacional", share: 0.0082, rule: "Ley Federal del Trabajo, art. 76 y art. 80", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'checked'},
      {name: "Impuesto sobre nóminas, Ciudad de México", share: 0.042, rule: "Código Fiscal de la Ciudad de México, arts. 156 y 158", source: {publisher: "KPMG México (resumen del decreto publicado en la Gaceta Oficial de la Ciudad de México el 27-12-2024)", url: "https://kpmg.com/mx/es/home/tendencias/2025/01/flash-novedades-del-paquete-economico-fiscal-para-la-ciudad-de-mexico-en-2025.html"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin copia oficial del Código Fiscal de la CDMX a la vista; la nota publica la tasa de 2025"},
    ],
  },
  pe: {
    salary: {
      development: {semiSenior: 1950, senior: 2800, lead: 3650},
      data: {semiSenior: 2050, senior: 2950, lead: 3800},
      design: {semiSenior: 1650, senior: 2400, lead: 3100},
      marketing: {semiSenior: 1400, senior: 2000, lead: 2600},
      ia: {semiSenior: 2400, senior: 3400, lead: 4450},
    },
    onCosts: [
      {name: "EsSalud", share: 0.09, rule: "Ley 26790, Ley de Modernización de la Seguridad Social en Salud, art. 6 a)", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/Leyes/26790.pdf"}, checked: '2026-11-28', status: 'counsel'},
      {name: "Gratificaciones por Fiestas Patrias y Navidad", share: 0.1667, rule: "Ley 27735 y su reglamento: una remuneración mensual en julio y otra en diciembre", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/Leyes/27735.pdf"}, checked: '2026-11-28', status: 'checked'},
      {name: "Bonificación extraordinaria", share: 0.015, rule: "Ley 30334, art. 3", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/Leyes/30334.pdf"}, checked: '2026-11-28', status: 'checked'},
      {name: "Compensación por tiempo de servicios", share: 0.0972, rule: "TUO del Decreto Legislativo 650", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00650.pdf"}, checked: '2026-11-28', status: 'counsel'},
      {name: "Seguro Vida Ley", share: 0.005, rule: "Decreto Legislativo 688, art. 1, modificado por el Decreto de Urgencia 044-2019; Ley 29549", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00688.pdf"}, checked: '2026-11-28', status: 'counsel'},
    ],
  },
  uy: {
    salary: {
      development: {semiSenior: 3000, senior: 4300, lead: 5600},
      data: {semiSenior: 3150, senior: 4500, lead: 5850},
      design: {semiSenior: 2550, senior: 3650, lead: 4750},
      marketing: {semiSenior: 2150, senior: 3100, lead: 4000},
      ia: {semiSenior: 3650, senior: 5250, lead: 6800},
    },
    onCosts: [
      {name: "Aporte patronal jubilatorio", share: 0.075, rule: "Ley 16.713, con la tasa patronal general unificada en 7,5 % por la Ley 18.083 de 2006", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/18083-2006"}, checked: '2026-11-28', status: 'counsel', shallow: "El enlace lleva a la Ley 18.083, que fija la tasa vigente; falta enlazar el texto propio de esta regla"},
      {name: "Aporte patronal al FONASA", share: 0.05, rule: "Ley 18.131 de 2007 y Ley 18.211 de 2007, art. 61: 5 % patronal", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/18131-2007"}, checked: '2026-11-28', status: 'counsel'},
      {name: "Fondo de Reconversión Laboral y Fondo de Garantía de Créditos Laborales", share: 0.00125, rule: "Ley 19.689 de 2018, art. 17: FRL 0,10 % patronal desde 1-01-2019; Ley 19.690 de 2018: FGCL 0,025 % patronal", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/19689-2018"}, checked: '2026-11-28', status: 'checked'},
      {name: "Aguinaldo", share: 0.0833, rule: "Ley 12.840 de 1960, arts. 1 y 2", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/12840-1960"}, checked: '2026-11-28', status: 'checked'},
      {name: "Aportes patronales sobre el aguinaldo", share: 0.0105, rule: "El aguinaldo es materia gravada: 7,5 % jubilatorio + 5 % FONASA + 0,125 % FRL/FGCL sobre 1/12 del sueldo", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/18083-2006"}, checked: '2026-11-28', status: 'counsel', shallow: "El enlace lleva a la Ley 18.083, que fija la tasa vigente; falta enlazar el texto propio de esta regla"},
      {name: "Salario vacacional", share: 0.037, rule: "Ley 16.101 de 1989, arts. 4 y 5", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/16101-1989"}, checked: '2026-11-28', status: 'counsel'},
      {name: "Seguro de accidentes de trabajo y enfermedades profesionales", share: 0.006, rule: "Ley 16.074 de 1989", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/16074-1989"}, checked: '2026-11-28', status: 'counsel'},
    ],
  },
};

/**
 * Ending each country's indefinite employment without cause at a tenure of 1 to 24 months: notice paid in lieu, and
 * severance, each a step table of days of salary with its rule (src/lib/totalCost.ts counts them).
 */
export const EXIT_ITEMS: Record<CountryCode, readonly ExitItem[]> = {
  ar: [
    {kind: 'notice', name: "Preaviso, pagado en lugar de trabajarlo", steps: [{fromMonth: 1, days: 0}, {fromMonth: 7, days: 30}], rule: "Ley de Contrato de Trabajo, arts. 231, 232 y 233", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
    {kind: 'severance', name: "Indemnización por despido sin causa", steps: [{fromMonth: 1, days: 0}, {fromMonth: 7, days: 30}, {fromMonth: 16, days: 60}], rule: "Ley de Contrato de Trabajo, art. 245", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
  ],
  cl: [
    {kind: 'notice', name: "Preaviso, pagado en lugar de trabajarlo", steps: [{fromMonth: 1, days: 30}], capMonthlyUsd: 4050, capNote: "90 UF (Código del Trabajo, art. 172) ≈ CLP 3,6 millones a UF de CLP 39.689 (febrero de 2026) y CLP 884 por dólar (enero de 2026)", rule: "Código del Trabajo, arts. 161 y 162", source: {publisher: "Dirección del Trabajo (ORD. N° 5717 de 05-11-2015)", url: "https://www.dt.gob.cl/legislacion/1611/w3-article-108022.html"}, checked: '2026-11-28', status: 'checked'},
    {kind: 'severance', name: "Indemnización por despido sin causa", steps: [{fromMonth: 1, days: 0}, {fromMonth: 12, days: 30}, {fromMonth: 19, days: 60}], capMonthlyUsd: 4050, capNote: "90 UF (Código del Trabajo, art. 172) ≈ CLP 3,6 millones a UF de CLP 39.689 (febrero de 2026) y CLP 884 por dólar (enero de 2026)", rule: "Código del Trabajo, art. 163", source: {publisher: "Dirección del Trabajo", url: "https://www.dt.gob.cl/portal/1628/w3-article-60593.html"}, checked: '2026-11-28', status: 'checked'},
  ],
  co: [
    {kind: 'notice', name: "Preaviso, pagado en lugar de trabajarlo", steps: [{fromMonth: 1, days: 0}], rule: "Código Sustantivo del Trabajo, arts. 47 y 64", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
    {kind: 'severance', name: "Indemnización por despido sin causa", steps: [{fromMonth: 1, days: 0}, {fromMonth: 3, days: 30}, {fromMonth: 13, days: 31.67}, {fromMonth: 14, days: 33.33}, {fromMonth: 15, days: 35.0}, {fromMonth: 16, days: 36.67}, {fromMonth: 17, days: 38.33}, {fromMonth: 18, days: 40.0}, {fromMonth: 19, days: 41.67}, {fromMonth: 20, days: 43.33}, {fromMonth: 21, days: 45.0}, {fromMonth: 22, days: 46.67}, {fromMonth: 23, days: 48.33}, {fromMonth: 24, days: 50.0}], rule: "Código Sustantivo del Trabajo, art. 64, literal a)", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
  ],
  cr: [
    {kind: 'notice', name: "Preaviso, pagado en lugar de trabajarlo", steps: [{fromMonth: 1, days: 0}, {fromMonth: 3, days: 7}, {fromMonth: 7, days: 15}, {fromMonth: 13, days: 30}], rule: "Código de Trabajo, art. 28", source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045"}, checked: '2026-11-28', status: 'checked'},
    {kind: 'severance', name: "Indemnización por despido sin causa", steps: [{fromMonth: 1, days: 0}, {fromMonth: 3, days: 7}, {fromMonth: 7, days: 14}, {fromMonth: 12, days: 19.5}, {fromMonth: 19, days: 40}], rule: "Código de Trabajo, art. 29", source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045"}, checked: '2026-11-28', status: 'counsel'},
  ],
  mx: [
    {kind: 'notice', name: "Preaviso, pagado en lugar de trabajarlo", steps: [{fromMonth: 1, days: 0}], rule: "Ley Federal del Trabajo, art. 47", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'counsel'},
    {kind: 'severance', name: "Indemnización por despido sin causa", steps: [{fromMonth: 1, days: 90}, {fromMonth: 6, days: 92}, {fromMonth: 12, days: 94}, {fromMonth: 18, days: 96}, {fromMonth: 24, days: 98}], rule: "Ley Federal del Trabajo, arts. 48 a 50 y 162; Constitución, art. 123, apartado A, fr. XXII", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'checked'},
  ],
  pe: [
    {kind: 'notice', name: "Preaviso, pagado en lugar de trabajarlo", steps: [{fromMonth: 1, days: 0}], rule: "TUO del DL 728: el despido arbitrario no exige preaviso del empleador", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00728.pdf"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial del TUO del DL 728; el enlace es el decreto original"},
    {kind: 'severance', name: "Indemnización por despido sin causa", steps: [{fromMonth: 1, days: 0}, {fromMonth: 2, days: 0}, {fromMonth: 3, days: 0}, {fromMonth: 4, days: 15.0}, {fromMonth: 5, days: 18.75}, {fromMonth: 6, days: 22.5}, {fromMonth: 7, days: 26.25}, {fromMonth: 8, days: 30.0}, {fromMonth: 9, days: 33.75}, {fromMonth: 10, days: 37.5}, {fromMonth: 11, days: 41.25}, {fromMonth: 12, days: 45.0}, {fromMonth: 13, days: 48.75}, {fromMonth: 14, days: 52.5}, {fromMonth: 15, days: 56.25}, {fromMonth: 16, days: 60.0}, {fromMonth: 17, days: 63.75}, {fromMonth: 18, days: 67.5}, {fromMonth: 19, days: 71.25}, {fromMonth: 20, days: 75.0}, {fromMonth: 21, days: 78.75}, {fromMonth: 22, days: 82.5}, {fromMonth: 23, days: 86.25}, {fromMonth: 24, days: 90.0}], rule: "TUO del DL 728, arts. 34 y 38", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00728.pdf"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial del TUO del DL 728; el enlace es el decreto original"},
  ],
  uy: [
    {kind: 'notice', name: "Preaviso, pagado en lugar de trabajarlo", steps: [{fromMonth: 1, days: 0}], rule: "Leyes 10.489, 10.542 y 10.570: no existe preaviso legal para el despido en Uruguay", source: {publisher: "Ministerio de Trabajo y Seguridad Social (MTSS)", url: "https://www.gub.uy/ministerio-trabajo-seguridad-social/institucional/derecho-laboral-uruguayo/despido-regimen-comun"}, checked: '2026-11-28', status: 'counsel'},
    {kind: 'severance', name: "Indemnización por despido sin causa", steps: [{fromMonth: 1, days: 30}, {fromMonth: 13, days: 60}], rule: "Leyes 10.489, 10.542 y 10.570", source: {publisher: "Ministerio de Trabajo y Seguridad Social (MTSS)", url: "https://www.gub.uy/ministerio-trabajo-seguridad-social/institucional/derecho-laboral-uruguayo/despido-regimen-comun"}, checked: '2026-11-28', status: 'checked'},
  ],
};

/** The employer's on-costs of a country as one share of the gross salary (0.52 for 52 %). */
export function onCostShare(country: CountryCode): number {
  return IN_HOUSE[country].onCosts.reduce((sum, {share}) => sum + share, 0);
}

/** Ready's monthly price for an hourly rate and a number of hours a week, rounded to the dollar. */
export function readyMonthly(hourlyRate: number, hoursPerWeek: number): number {
  return Math.round(hourlyRate * hoursPerWeek * HOURS.weeksPerMonth);
}

export type InHouseCost = {salary: number; onCosts: number; total: number};

/** What hiring the person in-house costs a month, prorated to `hoursPerWeek` (full time by default), rounded to the dollar. */
export function inHouseMonthly(country: CountryCode, category: CategoryId, level: Seniority, hoursPerWeek: number = HOURS.fullTime): InHouseCost {
  const salary = Math.round((IN_HOUSE[country].salary[category][level] * hoursPerWeek) / HOURS.fullTime);
  const onCosts = Math.round(salary * onCostShare(country));
  return {salary, onCosts, total: salary + onCosts};
}

/** Launch status (npm run check:launch): set to 'final' once the owner confirms the salaries and on-costs above. */
export const launchStatus: ContentStatus = {
  what: 'Cost guide figures',
  status: 'illustrative',
  why: 'reference in-house salaries per category, seniority and country, and each country\'s employer on-costs (src/data/costs.ts), are examples to check against the owner\'s own survey and payroll data',
  shows: 'the in-house columns of the cost guide (/costos) and its estimator',
};

/**
 * Recruiting a direct hire, counted once when the search starts: an agency's fee as a share of the annual gross
 * salary. The assumption is Ready's own Headhunting fee (src/data/pricing.ts), so the figure is one a buyer can
 * actually be quoted; it follows that price's launch status.
 */
export const RECRUITING = {share: pricing.services.headhuntingPercent / 100} as const;

/** The on-cost and exit facts above that wait for counsel, one launch entry each (`npm run check:launch`). */
export const costFactsForCounsel = counselList([...factsIn(IN_HOUSE), ...factsIn(EXIT_ITEMS)], {file: 'src/data/costs.ts', shows: 'the sources of the cost guide (/costos) and its totals'});
