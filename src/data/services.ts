import {translate} from '@docusaurus/Translate';
import {SERVICE_PATHS} from '../config/routes';
import {site} from '../config/site';

export type ServiceId = keyof typeof SERVICE_PATHS;

/** One comparison row: the question, then each service's answer. */
export type ComparisonRow = {label: string; answers: Record<ServiceId, string>};

/** A service as cards and menus name it; what it is and how it works is told on its page (src/pages/service-*.mdx). */
export type Service = {id: ServiceId; path: string; title: string; summary: string};

const brand = {brand: site.brand};

/** The three services, in the current language. The landing cards and the service pages both read this. */
export function services(): Service[] {
  return [
    {
      id: 'freelancing',
      path: SERVICE_PATHS.freelancing,
      title: translate({id: 'services.freelancing.title'}),
      summary: translate({id: 'services.freelancing.summary'}),
    },
    {
      id: 'payroll',
      path: SERVICE_PATHS.payroll,
      title: translate({id: 'services.payroll.title'}),
      summary: translate({id: 'services.payroll.summary'}),
    },
    {
      id: 'headhunting',
      path: SERVICE_PATHS.headhunting,
      title: translate({id: 'services.headhunting.title'}),
      summary: translate({id: 'services.headhunting.summary'}),
    },
  ];
}

/** The one comparison of the three services, shown on every service page. */
export function serviceComparison(): ComparisonRow[] {
  return [
    {
      label: translate({id: 'services.compare.employer'}),
      answers: {
        freelancing: translate({id: 'services.compare.employer.freelancing'}, brand),
        payroll: translate({id: 'services.compare.employer.payroll'}, brand),
        headhunting: translate({id: 'services.compare.employer.headhunting'}),
      },
    },
    {
      label: translate({id: 'services.compare.payment'}),
      answers: {
        freelancing: translate({id: 'services.compare.payment.freelancing'}),
        payroll: translate({id: 'services.compare.payment.payroll'}),
        headhunting: translate({id: 'services.compare.payment.headhunting'}),
      },
    },
    {
      label: translate({id: 'services.compare.start'}),
      answers: {
        freelancing: translate({id: 'services.compare.start.freelancing'}),
        payroll: translate({id: 'services.compare.start.payroll'}),
        headhunting: translate({id: 'services.compare.start.headhunting'}),
      },
    },
    {
      label: translate({id: 'services.compare.compliance'}),
      answers: {
        freelancing: translate({id: 'services.compare.compliance.freelancing'}, brand),
        payroll: translate({id: 'services.compare.compliance.payroll'}, brand),
        headhunting: translate({id: 'services.compare.compliance.headhunting'}),
      },
    },
  ];
}
