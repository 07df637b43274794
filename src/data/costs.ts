/**
 * The cost guide's figures (src/pages/costos.mdx): what hiring the same person in-house costs a company in each of the
 * seven countries, to set beside Ready's monthly price (rate × hours, from src/data/pricing.ts). A reference gross
 * salary per category and seniority, and the employer's on-costs on top of it (social security, mandatory bonuses,
 * severance provisions…), each country's figures with their source; all checked on `COSTS_REVIEWED`. Illustrative
 * until the owner confirms them (`npm run check:launch`). Plain data with no imports but types: the build, the
 * launch guard and the browser all load it.
 */
import type {ContentStatus} from '../lib/launch';
import type {CategoryId} from './categories';
import type {CountryCode, Source} from './countries';
import type {Seniority} from './profiles';

/** The day the figures below were last checked against their sources. */
export const COSTS_REVIEWED = '2026-11-20';

/** Hours per week of a full-time and a half-time engagement; weeks in an average month. */
export const HOURS = {fullTime: 40, halfTime: 20, weeksPerMonth: 52 / 12} as const;

/** One of the employer's on-costs: its local name (Spanish in both languages), its share of the gross salary, and the rule that sets it. */
export type OnCost = {name: string; /** Share of the monthly gross salary, averaged over a year (0.0833 for a thirteenth salary). */ share: number; rule: string};

export type InHouseCountry = {
  /** Reference monthly gross salary in USD of a full-time employee, per category and seniority. */
  salary: Record<CategoryId, Record<Seniority, number>>;
  /** Where the reference salaries come from. */
  salarySource: Source;
  /** What the employer pays on top of the gross salary, part by part. */
  onCosts: readonly OnCost[];
  /** Where the on-cost rates are published. */
  onCostSource: Source;
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
    salarySource: {publisher: 'Sysarmy y OpenQube, encuesta semestral de remuneración salarial', url: 'https://sueldos.openqube.io'},
    onCosts: [
      {
        name: 'Contribuciones patronales al SIPA, INSSJP, asignaciones familiares y Fondo Nacional de Empleo',
        share: 0.18,
        rule: 'Decreto 814/2001, art. 2, sustituido por la Ley 27.541, art. 19, inc. b',
      },
      {name: 'Contribución patronal a la obra social', share: 0.06, rule: 'Ley 23.660 de Obras Sociales, art. 16, inc. a'},
      {name: 'Seguro de riesgos del trabajo (ART)', share: 0.02, rule: 'Ley 24.557 de Riesgos del Trabajo, arts. 3 y 23'},
      {name: 'Aguinaldo (SAC)', share: 0.0833, rule: 'Ley de Contrato de Trabajo (Ley 20.744), arts. 121 a 123, y Ley 23.041'},
      {
        name: 'Plus vacacional',
        share: 0.0078,
        rule: 'Ley de Contrato de Trabajo (Ley 20.744), arts. 150 y 155, inc. a: días de vacaciones pagados a 1/25 del sueldo mensual',
      },
    ],
    onCostSource: {publisher: 'Agencia de Recaudación y Control Aduanero (ARCA)', url: 'https://www.arca.gob.ar'},
  },
  cl: {
    salary: {
      development: {semiSenior: 2750, senior: 3900, lead: 5050},
      data: {semiSenior: 2850, senior: 4100, lead: 5300},
      design: {semiSenior: 2300, senior: 3300, lead: 4300},
      marketing: {semiSenior: 1950, senior: 2800, lead: 3650},
      ia: {semiSenior: 3350, senior: 4750, lead: 6200},
    },
    salarySource: {publisher: 'Instituto Nacional de Estadísticas (INE), Encuesta Suplementaria de Ingresos', url: 'https://www.ine.gob.cl'},
    onCosts: [
      {
        name: 'Cotización del empleador al Seguro Social previsional y a la cuenta individual (incluye el SIS)',
        share: 0.035,
        rule: 'Ley 21.735 de 2025, nuevo sistema mixto de pensiones: cotización de cargo del empleador, tramo vigente desde agosto de 2026',
      },
      {name: 'Seguro de cesantía (aporte del empleador)', share: 0.024, rule: 'Ley 19.728, art. 5: 2,4 % en contratos de duración indefinida'},
      {
        name: 'Seguro de accidentes del trabajo (cotización básica)',
        share: 0.009,
        rule: 'Ley 16.744, art. 15: cotización básica del 0,90 % más la adicional diferenciada',
      },
      {
        name: 'Gratificación legal',
        share: 0.06,
        rule: 'Código del Trabajo, arts. 47 y 50: 25 % de lo devengado, con tope de 4,75 ingresos mínimos mensuales al año',
      },
    ],
    onCostSource: {publisher: 'Superintendencia de Pensiones', url: 'https://www.spensiones.cl'},
  },
  co: {
    salary: {
      development: {semiSenior: 2150, senior: 3100, lead: 4050},
      data: {semiSenior: 2300, senior: 3250, lead: 4250},
      design: {semiSenior: 1850, senior: 2650, lead: 3450},
      marketing: {semiSenior: 1550, senior: 2250, lead: 2900},
      ia: {semiSenior: 2650, senior: 3800, lead: 4900},
    },
    salarySource: {publisher: 'Departamento Administrativo Nacional de Estadística (DANE), Gran Encuesta Integrada de Hogares', url: 'https://www.dane.gov.co'},
    onCosts: [
      {name: 'Aporte a pensión del empleador', share: 0.12, rule: 'Ley 100 de 1993, art. 20, modificado por la Ley 797 de 2003, art. 7'},
      {name: 'Caja de compensación familiar', share: 0.04, rule: 'Ley 21 de 1982, art. 12'},
      {name: 'Riesgos laborales (ARL, clase de riesgo I)', share: 0.00522, rule: 'Decreto 1772 de 1994, art. 13, compilado en el Decreto 1072 de 2015'},
      {name: 'Prima de servicios', share: 0.0833, rule: 'Código Sustantivo del Trabajo, art. 306'},
      {name: 'Cesantías', share: 0.0833, rule: 'Código Sustantivo del Trabajo, art. 249, y Ley 50 de 1990, art. 99'},
      {name: 'Intereses sobre cesantías', share: 0.01, rule: 'Ley 52 de 1975, art. 1: 12 % anual sobre las cesantías'},
    ],
    onCostSource: {publisher: 'Ministerio del Trabajo', url: 'https://www.mintrabajo.gov.co'},
  },
  cr: {
    salary: {
      development: {semiSenior: 2500, senior: 3600, lead: 4700},
      data: {semiSenior: 2650, senior: 3800, lead: 4900},
      design: {semiSenior: 2150, senior: 3050, lead: 4000},
      marketing: {semiSenior: 1800, senior: 2600, lead: 3350},
      ia: {semiSenior: 3050, senior: 4400, lead: 5700},
    },
    salarySource: {publisher: 'Instituto Nacional de Estadística y Censos (INEC), Encuesta Continua de Empleo', url: 'https://inec.cr'},
    onCosts: [
      {
        name: 'Seguro de Salud (SEM) de la CCSS',
        share: 0.0925,
        rule: 'Ley Constitutiva de la Caja Costarricense de Seguro Social (Ley 17 de 1943) y Reglamento del Seguro de Salud',
      },
      {
        name: 'Seguro de Invalidez, Vejez y Muerte (IVM) de la CCSS',
        share: 0.0558,
        rule: 'Reglamento del Seguro de Invalidez, Vejez y Muerte, con los aumentos acordados por la Junta Directiva de la CCSS en la sesión 9038 de 2019',
      },
      {
        name: 'Asignaciones familiares (FODESAF), IMAS e INA',
        share: 0.07,
        rule: 'Ley 5662 de Desarrollo Social y Asignaciones Familiares, Ley 4760 de creación del IMAS y Ley 6868, Orgánica del INA',
      },
      {
        name: 'Fondo de Capitalización Laboral, pensión complementaria y Banco Popular',
        share: 0.04,
        rule: 'Ley de Protección al Trabajador (Ley 7983 de 2000) y Ley Orgánica del Banco Popular y de Desarrollo Comunal (Ley 4351 de 1969)',
      },
      {
        name: 'Seguro de riesgos del trabajo (INS)',
        share: 0.01,
        rule: 'Código de Trabajo, título IV, reformado por la Ley sobre Riesgos del Trabajo (Ley 6727 de 1982)',
      },
      {name: 'Aguinaldo', share: 0.0833, rule: 'Ley 2412 de 1959, Ley de Aguinaldo para la Empresa Privada'},
    ],
    onCostSource: {publisher: 'Caja Costarricense de Seguro Social (CCSS)', url: 'https://www.ccss.sa.cr'},
  },
  mx: {
    salary: {
      development: {semiSenior: 2300, senior: 3300, lead: 4300},
      data: {semiSenior: 2450, senior: 3450, lead: 4500},
      design: {semiSenior: 1950, senior: 2800, lead: 3650},
      marketing: {semiSenior: 1650, senior: 2400, lead: 3100},
      ia: {semiSenior: 2800, senior: 4050, lead: 5250},
    },
    salarySource: {
      publisher: 'Instituto Nacional de Estadística y Geografía (INEGI), Encuesta Nacional de Ocupación y Empleo',
      url: 'https://www.inegi.org.mx',
    },
    onCosts: [
      {
        name: 'Cuotas obrero-patronales IMSS (enfermedades y maternidad, invalidez y vida, riesgos de trabajo y guarderías)',
        share: 0.07,
        rule: 'Ley del Seguro Social, arts. 25, 73, 106, 107, 147 y 211',
      },
      {
        name: 'Retiro, cesantía en edad avanzada y vejez',
        share: 0.0951,
        rule: 'Ley del Seguro Social, art. 168, con la tabla gradual del Decreto publicado en el DOF el 16 de diciembre de 2020 (7,513 % en 2026 desde 4,01 UMA)',
      },
      {name: 'INFONAVIT', share: 0.05, rule: 'Ley del Instituto del Fondo Nacional de la Vivienda para los Trabajadores, art. 29, fracc. II'},
      {name: 'Aguinaldo', share: 0.0411, rule: 'Ley Federal del Trabajo, art. 87: 15 días de salario'},
      {name: 'Prima vacacional', share: 0.0082, rule: 'Ley Federal del Trabajo, arts. 76 y 80: 25 % sobre 12 días de vacaciones'},
      {
        name: 'Impuesto sobre nóminas (ISN), promedio estatal',
        share: 0.03,
        rule: 'Leyes de hacienda de cada entidad federativa; Código Fiscal de la Ciudad de México, art. 158: 3 %',
      },
    ],
    onCostSource: {publisher: 'Instituto Mexicano del Seguro Social (IMSS)', url: 'https://www.imss.gob.mx'},
  },
  pe: {
    salary: {
      development: {semiSenior: 1950, senior: 2800, lead: 3650},
      data: {semiSenior: 2050, senior: 2950, lead: 3800},
      design: {semiSenior: 1650, senior: 2400, lead: 3100},
      marketing: {semiSenior: 1400, senior: 2000, lead: 2600},
      ia: {semiSenior: 2400, senior: 3400, lead: 4450},
    },
    salarySource: {publisher: 'Instituto Nacional de Estadística e Informática (INEI), Encuesta Nacional de Hogares', url: 'https://www.inei.gob.pe'},
    onCosts: [
      {name: 'EsSalud', share: 0.09, rule: 'Ley 26790, Ley de Modernización de la Seguridad Social en Salud, art. 6'},
      {name: 'Gratificaciones por Fiestas Patrias y Navidad', share: 0.1667, rule: 'Ley 27735: dos gratificaciones de una remuneración mensual al año'},
      {name: 'Bonificación extraordinaria (9 % de las gratificaciones)', share: 0.015, rule: 'Ley 30334, art. 3'},
      {
        name: 'Compensación por tiempo de servicios (CTS)',
        share: 0.0972,
        rule: 'TUO del Decreto Legislativo 650, Ley de Compensación por Tiempo de Servicios (Decreto Supremo 001-97-TR)',
      },
      {name: 'Seguro Vida Ley', share: 0.005, rule: 'Decreto Legislativo 688, Ley de Consolidación de Beneficios Sociales, modificado por la Ley 29549'},
    ],
    onCostSource: {publisher: 'Ministerio de Trabajo y Promoción del Empleo (MTPE)', url: 'https://www.gob.pe/mtpe'},
  },
  uy: {
    salary: {
      development: {semiSenior: 3000, senior: 4300, lead: 5600},
      data: {semiSenior: 3150, senior: 4500, lead: 5850},
      design: {semiSenior: 2550, senior: 3650, lead: 4750},
      marketing: {semiSenior: 2150, senior: 3100, lead: 4000},
      ia: {semiSenior: 3650, senior: 5250, lead: 6800},
    },
    salarySource: {
      publisher: 'Instituto Nacional de Estadística (INE), Encuesta Continua de Hogares',
      url: 'https://www.gub.uy/instituto-nacional-estadistica',
    },
    onCosts: [
      {
        name: 'Aporte patronal jubilatorio (BPS)',
        share: 0.075,
        rule: 'Ley 16.713 de 1995, sistema previsional mixto, con la tasa patronal general del 7,5 % de la Ley 18.083 de 2006',
      },
      {
        name: 'Aporte patronal al FONASA',
        share: 0.05,
        rule: 'Ley 18.131 de 2007, Fondo Nacional de Salud, y Ley 18.211 de 2007, Sistema Nacional Integrado de Salud',
      },
      {
        name: 'Fondo de Reconversión Laboral y Fondo de Garantía de Créditos Laborales',
        share: 0.00125,
        rule: 'Ley 18.406 de 2008 (FRL) y Ley 19.690 de 2018 (FGCL)',
      },
      {name: 'Aguinaldo', share: 0.0833, rule: 'Ley 12.840 de 1960'},
      {name: 'Salario vacacional', share: 0.04, rule: 'Ley 16.101 de 1989: el líquido de los días de licencia anual de la Ley 12.590'},
      {name: 'Seguro de accidentes de trabajo (BSE)', share: 0.006, rule: 'Ley 16.074 de 1989: seguro obligatorio en el Banco de Seguros del Estado'},
    ],
    onCostSource: {publisher: 'Banco de Previsión Social (BPS)', url: 'https://www.bps.gub.uy'},
  },
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
