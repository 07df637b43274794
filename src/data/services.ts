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
      title: translate({id: 'services.freelancing.title', message: 'Freelancing'}),
      summary: translate({
        id: 'services.freelancing.summary',
        message: 'Suma profesionales tech verificados por hora, día o semana, a tiempo completo o parcial, y paga localmente solo el tiempo trabajado.',
      }),
    },
    {
      id: 'payroll',
      path: SERVICE_PATHS.payroll,
      title: translate({id: 'services.payroll.title', message: 'Payroll'}),
      summary: translate({
        id: 'services.payroll.summary',
        message: 'Ya elegiste a tu talento: nosotros lo contratamos, le pagamos en USD o moneda local y nos hacemos cargo de contratos y cumplimiento.',
      }),
    },
    {
      id: 'headhunting',
      path: SERVICE_PATHS.headhunting,
      title: translate({id: 'services.headhunting.title', message: 'Headhunting'}),
      summary: translate({
        id: 'services.headhunting.summary',
        message: 'Buscamos y evaluamos a tu próxima contratación directa; pagas solo si la persona se incorpora a tu equipo.',
      }),
    },
  ];
}

/** The one comparison of the three services, shown on every service page. */
export function serviceComparison(): ComparisonRow[] {
  return [
    {
      label: translate({id: 'services.compare.employer', message: '¿Quién contrata al talento?'}),
      answers: {
        freelancing: translate({id: 'services.compare.employer.freelancing', message: '{brand}, con un contrato de servicios'}, brand),
        payroll: translate({id: 'services.compare.employer.payroll', message: '{brand}, con un contrato de servicios'}, brand),
        headhunting: translate({id: 'services.compare.employer.headhunting', message: 'Tu empresa, como empleador directo'}),
      },
    },
    {
      label: translate({id: 'services.compare.payment', message: '¿Cómo se paga?'}),
      answers: {
        freelancing: translate({id: 'services.compare.payment.freelancing', message: 'Por hora, día o semana trabajada, con factura local'}),
        payroll: translate({id: 'services.compare.payment.payroll', message: 'La remuneración acordada más la gestión, con factura local'}),
        headhunting: translate({id: 'services.compare.payment.headhunting', message: 'Una comisión única, solo si la contratación se concreta'}),
      },
    },
    {
      label: translate({id: 'services.compare.start', message: '¿Cuánto tarda en empezar?'}),
      answers: {
        freelancing: translate({id: 'services.compare.start.freelancing', message: 'Días: eliges entre perfiles ya verificados'}),
        payroll: translate({id: 'services.compare.start.payroll', message: 'Apenas se firma el contrato'}),
        headhunting: translate({id: 'services.compare.start.headhunting', message: 'Semanas: búsqueda y entrevistas para un puesto permanente'}),
      },
    },
    {
      label: translate({id: 'services.compare.compliance', message: '¿Quién asume el cumplimiento legal?'}),
      answers: {
        freelancing: translate({id: 'services.compare.compliance.freelancing', message: '{brand}'}, brand),
        payroll: translate({id: 'services.compare.compliance.payroll', message: '{brand}'}, brand),
        headhunting: translate({id: 'services.compare.compliance.headhunting', message: 'Tu empresa, desde la contratación'}),
      },
    },
  ];
}
