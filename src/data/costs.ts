/**
 * The cost guide's figures (src/pages/costos.mdx): what hiring the same person in-house costs a company in each of the
 * eight countries, to set beside Ready's monthly price (rate × hours, from src/data/pricing.ts). A reference gross
 * salary per category and seniority, the employer's on-costs on top of it (social security, mandatory bonuses,
 * severance provisions…) and what ending the employment costs, as numbers only. What each figure is and the rule it
 * comes from is in src/data/costFacts.ts, under the same country and key: the estimator and the tables load these
 * numbers, the guide's sources section loads the facts when it is drawn. Illustrative until the owner confirms them
 * (`npm run check:launch`). Plain data with no imports but types: the build, the launch guard and the browser all
 * load it.
 */
import type {ContentStatus} from '../lib/launch';
import type {CategoryId} from './categories';
import type {CountryCode} from './countries';
import type {Seniority} from './profiles';
import {pricing} from './pricing';

/** Hours per week of a full-time and a half-time engagement; weeks in an average month. */
export const HOURS = {fullTime: 40, halfTime: 20, weeksPerMonth: 52 / 12} as const;

/** What a rule owes by tenure: from `fromMonth` whole months of service on, `days` days of monthly salary (a month counts 30). Covers months 1 to 24. */
export type Steps = readonly {fromMonth: number; days: number}[];

/**
 * What ending an indefinite employment without cause costs the employer at the end, beyond the month's pay, by
 * tenure (nothing during the legal trial period): notice paid in lieu, and a severance payment.
 */
export type ExitTerms = {
  steps: Steps;
  /** A ceiling on the monthly salary the days are counted on, in USD, where the law sets one that binds at these salaries. */
  capMonthlyUsd?: number;
};
export const EXIT_KINDS = ['notice', 'severance'] as const;
export type ExitKind = (typeof EXIT_KINDS)[number];

export type InHouseCountry = {
  /** Reference monthly gross salary in USD of a full-time employee, per category and seniority. */
  salary: Record<CategoryId, Record<Seniority, number>>;
  /**
   * What the employer pays on top of the gross salary, part by part: each part's share of the monthly gross salary,
   * averaged over a year (0.0833 for a thirteenth salary), by a key its fact in src/data/costFacts.ts shares.
   */
  onCosts: Readonly<Record<string, number>>;
};

export const IN_HOUSE = {
  ar: {
    salary: {
      development: {semiSenior: 2250, senior: 3200, lead: 4150},
      data: {semiSenior: 2350, senior: 3350, lead: 4350},
      design: {semiSenior: 1900, senior: 2700, lead: 3550},
      marketing: {semiSenior: 1600, senior: 2300, lead: 3000},
      ia: {semiSenior: 2750, senior: 3900, lead: 5100},
    },
    onCosts: {contributions: 0.155, fal: 0.025, obraSocial: 0.06, art: 0.02, aguinaldo: 0.0833, plusVacacional: 0.0078},
  },
  br: {
    salary: {
      development: {semiSenior: 2100, senior: 3150, lead: 4250},
      data: {semiSenior: 2250, senior: 3300, lead: 4400},
      design: {semiSenior: 1750, senior: 2600, lead: 3450},
      marketing: {semiSenior: 1500, senior: 2200, lead: 2900},
      ia: {semiSenior: 2600, senior: 3850, lead: 5050},
    },
    /**
     * CLT employment at a company outside the Simples Nacional, with the 20 % of INSS on the payroll (not the
     * turnover-based contribution of Lei 12.546/2011, which is being phased out): INSS, RAT at 2 % (the middle grade;
     * the guide assumes it for an IT company because its rate by activity, in Anexo V of Decreto 3.048/1999, is for
     * counsel to confirm, and each company's FAP multiplies it by 0.5 to 2), the third-party contributions of FPAS 515
     * (services: salário-educação 2.5 %, INCRA 0.2 %, SENAC 1 %, SESC 1.5 %, SEBRAE 0.6 %: 5.8 %), FGTS 8 %, the 13th
     * salary (one month a year) and the third added to the month of vacation; the last line is those four
     * contributions (35.8 %) on the 13th salary and the vacation third, which they are also due on.
     */
    onCosts: {inss: 0.2, rat: 0.02, terceiros: 0.058, fgts: 0.08, decimoTerceiro: 0.0833, tercoFerias: 0.0278, encargosSobre13eFerias: 0.0398},
  },
  cl: {
    salary: {
      development: {semiSenior: 2750, senior: 3900, lead: 5050},
      data: {semiSenior: 2850, senior: 4100, lead: 5300},
      design: {semiSenior: 2300, senior: 3300, lead: 4300},
      marketing: {semiSenior: 1950, senior: 2800, lead: 3650},
      ia: {semiSenior: 3350, senior: 4750, lead: 6200},
    },
    onCosts: {pension: 0.035, unemploymentInsurance: 0.024, accidentes: 0.0093, gratification: 0.06},
  },
  co: {
    salary: {
      development: {semiSenior: 2150, senior: 3100, lead: 4050},
      data: {semiSenior: 2300, senior: 3250, lead: 4250},
      design: {semiSenior: 1850, senior: 2650, lead: 3450},
      marketing: {semiSenior: 1550, senior: 2250, lead: 2900},
      ia: {semiSenior: 2650, senior: 3800, lead: 4900},
    },
    onCosts: {pension: 0.12, caja: 0.04, riesgos: 0.00522, prima: 0.0833, severanceFund: 0.0833, severanceFundInterest: 0.01},
  },
  cr: {
    salary: {
      development: {semiSenior: 2500, senior: 3600, lead: 4700},
      data: {semiSenior: 2650, senior: 3800, lead: 4900},
      design: {semiSenior: 2150, senior: 3050, lead: 4000},
      marketing: {semiSenior: 1800, senior: 2600, lead: 3350},
      ia: {semiSenior: 3050, senior: 4400, lead: 5700},
    },
    onCosts: {salud: 0.0925, ivm: 0.0558, bancoPopular: 0.0025, asignaciones: 0.07, workerProtection: 0.0375, ins: 0.01, riesgosTrabajo: 0.01, aguinaldo: 0.0833},
  },
  mx: {
    salary: {
      development: {semiSenior: 2300, senior: 3300, lead: 4300},
      data: {semiSenior: 2450, senior: 3450, lead: 4500},
      design: {semiSenior: 1950, senior: 2800, lead: 3650},
      marketing: {semiSenior: 1650, senior: 2400, lead: 3100},
      ia: {semiSenior: 2800, senior: 4050, lead: 5250},
    },
    onCosts: {imss: 0.075, retiro: 0.0998, infonavit: 0.0525, aguinaldo: 0.0411, primaVacacional: 0.0082, isn: 0.042},
  },
  pe: {
    salary: {
      development: {semiSenior: 1950, senior: 2800, lead: 3650},
      data: {semiSenior: 2050, senior: 2950, lead: 3800},
      design: {semiSenior: 1650, senior: 2400, lead: 3100},
      marketing: {semiSenior: 1400, senior: 2000, lead: 2600},
      ia: {semiSenior: 2400, senior: 3400, lead: 4450},
    },
    onCosts: {essalud: 0.09, gratificaciones: 0.1667, extraBonus: 0.015, cts: 0.0972, vidaLey: 0.005},
  },
  uy: {
    salary: {
      development: {semiSenior: 3000, senior: 4300, lead: 5600},
      data: {semiSenior: 3150, senior: 4500, lead: 5850},
      design: {semiSenior: 2550, senior: 3650, lead: 4750},
      marketing: {semiSenior: 2150, senior: 3100, lead: 4000},
      ia: {semiSenior: 3650, senior: 5250, lead: 6800},
    },
    onCosts: {jubilatorio: 0.075, fonasa: 0.05, frl: 0.00125, aguinaldo: 0.0833, aguinaldoAportes: 0.0105, vacacional: 0.037, accidentes: 0.006},
  },
} as const satisfies Record<CountryCode, InHouseCountry>;

/** The key of each of a country's on-costs (src/data/costFacts.ts has a fact under each). */
export type OnCostKey<C extends CountryCode> = keyof (typeof IN_HOUSE)[C]['onCosts'];

/**
 * Ending each country's indefinite employment without cause at a tenure of 1 to 24 months: notice paid in lieu, and
 * severance, each a step table of days of salary (src/lib/totalCost.ts counts them; their rules: src/data/costFacts.ts).
 */
export const EXIT: Record<CountryCode, Record<ExitKind, ExitTerms>> = {
  ar: {
    notice: {steps: [{fromMonth: 1, days: 0}, {fromMonth: 7, days: 30}]},
    severance: {steps: [{fromMonth: 1, days: 0}, {fromMonth: 7, days: 30}, {fromMonth: 16, days: 60}]},
  },
  /**
   * Brazil, an indefinite CLT contract from the first day (no contrato de experiência, whose early end without cause
   * costs half the pay left to its term instead, CLT art. 479). Notice: 30 days, plus 3 for each full year (Lei
   * 12.506/2011), so 33 from month 12 and 36 from month 24; paid in lieu. Severance: Brazil has none paid as days of
   * salary; the employer pays into the employee's FGTS account a fine of 40 % of every deposit made during the contract
   * (Lei 8.036/1990 art. 18 § 1). The model cannot be exact, as the fine is a share of the account's deposits with their
   * interest; it is turned into days of salary here: 8 % deposited on each month's salary and on the 13th salary (13/12
   * of a month's salary for each month of service) and on the notice paid in lieu (TST Súmula 305), times 40 %, times
   * 30 days: 0.96 × (13 m / 12 + notice days / 30), leaving out the interest and the deposit on the vacation third. The
   * proportional 13th salary and vacation with its third paid at the end are accrued month by month in the on-costs.
   */
  br: {
    notice: {steps: [{fromMonth: 1, days: 30}, {fromMonth: 12, days: 33}, {fromMonth: 24, days: 36}]},
    severance: {steps: [{fromMonth: 1, days: 2}, {fromMonth: 2, days: 3.04}, {fromMonth: 3, days: 4.08}, {fromMonth: 4, days: 5.12}, {fromMonth: 5, days: 6.16}, {fromMonth: 6, days: 7.2}, {fromMonth: 7, days: 8.24}, {fromMonth: 8, days: 9.28}, {fromMonth: 9, days: 10.32}, {fromMonth: 10, days: 11.36}, {fromMonth: 11, days: 12.4}, {fromMonth: 12, days: 13.54}, {fromMonth: 13, days: 14.58}, {fromMonth: 14, days: 15.62}, {fromMonth: 15, days: 16.66}, {fromMonth: 16, days: 17.7}, {fromMonth: 17, days: 18.74}, {fromMonth: 18, days: 19.78}, {fromMonth: 19, days: 20.82}, {fromMonth: 20, days: 21.86}, {fromMonth: 21, days: 22.9}, {fromMonth: 22, days: 23.94}, {fromMonth: 23, days: 24.98}, {fromMonth: 24, days: 26.11}]},
  },
  cl: {
    notice: {steps: [{fromMonth: 1, days: 30}], capMonthlyUsd: 4050},
    severance: {steps: [{fromMonth: 1, days: 0}, {fromMonth: 12, days: 30}, {fromMonth: 19, days: 60}], capMonthlyUsd: 4050},
  },
  co: {
    notice: {steps: [{fromMonth: 1, days: 0}]},
    severance: {steps: [{fromMonth: 1, days: 0}, {fromMonth: 3, days: 30}, {fromMonth: 13, days: 31.67}, {fromMonth: 14, days: 33.33}, {fromMonth: 15, days: 35}, {fromMonth: 16, days: 36.67}, {fromMonth: 17, days: 38.33}, {fromMonth: 18, days: 40}, {fromMonth: 19, days: 41.67}, {fromMonth: 20, days: 43.33}, {fromMonth: 21, days: 45}, {fromMonth: 22, days: 46.67}, {fromMonth: 23, days: 48.33}, {fromMonth: 24, days: 50}]},
  },
  cr: {
    notice: {steps: [{fromMonth: 1, days: 0}, {fromMonth: 3, days: 7}, {fromMonth: 7, days: 15}, {fromMonth: 13, days: 30}]},
    severance: {steps: [{fromMonth: 1, days: 0}, {fromMonth: 3, days: 7}, {fromMonth: 7, days: 14}, {fromMonth: 12, days: 19.5}, {fromMonth: 19, days: 40}]},
  },
  mx: {
    notice: {steps: [{fromMonth: 1, days: 0}]},
    severance: {steps: [{fromMonth: 1, days: 90}, {fromMonth: 6, days: 92}, {fromMonth: 12, days: 94}, {fromMonth: 18, days: 96}, {fromMonth: 24, days: 98}]},
  },
  pe: {
    notice: {steps: [{fromMonth: 1, days: 0}]},
    severance: {steps: [{fromMonth: 1, days: 0}, {fromMonth: 2, days: 0}, {fromMonth: 3, days: 0}, {fromMonth: 4, days: 15}, {fromMonth: 5, days: 18.75}, {fromMonth: 6, days: 22.5}, {fromMonth: 7, days: 26.25}, {fromMonth: 8, days: 30}, {fromMonth: 9, days: 33.75}, {fromMonth: 10, days: 37.5}, {fromMonth: 11, days: 41.25}, {fromMonth: 12, days: 45}, {fromMonth: 13, days: 48.75}, {fromMonth: 14, days: 52.5}, {fromMonth: 15, days: 56.25}, {fromMonth: 16, days: 60}, {fromMonth: 17, days: 63.75}, {fromMonth: 18, days: 67.5}, {fromMonth: 19, days: 71.25}, {fromMonth: 20, days: 75}, {fromMonth: 21, days: 78.75}, {fromMonth: 22, days: 82.5}, {fromMonth: 23, days: 86.25}, {fromMonth: 24, days: 90}]},
  },
  uy: {
    notice: {steps: [{fromMonth: 1, days: 0}]},
    severance: {steps: [{fromMonth: 1, days: 30}, {fromMonth: 13, days: 60}]},
  },
};

/** The employer's on-costs of a country as one share of the gross salary (0.52 for 52 %). */
export function onCostShare(country: CountryCode): number {
  return Object.values<number>(IN_HOUSE[country].onCosts).reduce((sum, share) => sum + share, 0);
}

/** Ready's monthly price for an hourly rate and a number of hours a week, rounded to the dollar. */
export function readyMonthly(hourlyRate: number, hoursPerWeek: number): number {
  return Math.round(hourlyRate * hoursPerWeek * HOURS.weeksPerMonth);
}

export type InHouseCost = {salary: number; onCosts: number; total: number};

/** What hiring the person in-house costs a month, prorated to `hoursPerWeek` (full time by default), rounded to the dollar. */
export function inHouseMonthly(country: CountryCode, category: CategoryId, level: Seniority, hoursPerWeek: number = HOURS.fullTime): InHouseCost {
  const salary = Math.round(((IN_HOUSE[country].salary as InHouseCountry['salary'])[category][level] * hoursPerWeek) / HOURS.fullTime);
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

