import {translate} from '@docusaurus/Translate';
import {SERVICE_PATHS} from '../config/routes';
import {site} from '../config/site';

export type ServiceId = keyof typeof SERVICE_PATHS;
export const SERVICE_IDS = Object.keys(SERVICE_PATHS) as ServiceId[];

export type ServiceStep = {title: string; description: string};

/** One comparison row: the question, then each service's answer. */
export type ComparisonRow = {label: string; answers: Record<ServiceId, string>};

export type Service = {
  id: ServiceId;
  path: string;
  title: string;
  summary: string;
  what: string;
  steps: ServiceStep[];
  suits: string[];
};

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
      what: translate(
        {
          id: 'services.freelancing.what',
          message:
            'Con Freelancing incorporas especialistas de la red de {brand} para un proyecto o una necesidad continua, sin abrir un proceso de contratación propio. Nosotros buscamos, evaluamos y contratamos al profesional; tú diriges el trabajo y ves en todo momento las horas registradas y el avance del equipo.',
        },
        brand,
      ),
      steps: [
        {
          title: translate({id: 'services.freelancing.step1.title', message: 'Cuéntanos el rol'}),
          description: translate({id: 'services.freelancing.step1.text', message: 'En una llamada defines habilidades, seniority, modalidad y presupuesto.'}),
        },
        {
          title: translate({id: 'services.freelancing.step2.title', message: 'Recibe perfiles verificados'}),
          description: translate({id: 'services.freelancing.step2.text', message: 'Te presentamos candidatos que superaron las cuatro etapas de nuestra evaluación.'}),
        },
        {
          title: translate({id: 'services.freelancing.step3.title', message: 'Empieza a trabajar'}),
          description: translate({id: 'services.freelancing.step3.text', message: 'Firmamos el contrato de servicios y el NDA, y la persona se suma a tu equipo.'}),
        },
        {
          title: translate({id: 'services.freelancing.step4.title', message: 'Controla y paga en tu país'}),
          description: translate({id: 'services.freelancing.step4.text', message: 'Revisas horas y avances, y recibes una factura local por el tiempo trabajado.'}),
        },
      ],
      suits: [
        translate({id: 'services.freelancing.suits1', message: 'Startups que necesitan velocidad sin ampliar su planilla.'}),
        translate({id: 'services.freelancing.suits2', message: 'Equipos que cubren un peak de trabajo o un proyecto con fecha de término.'}),
        translate({id: 'services.freelancing.suits3', message: 'Empresas que quieren probar un rol antes de abrir un puesto permanente.'}),
      ],
    },
    {
      id: 'payroll',
      path: SERVICE_PATHS.payroll,
      title: translate({id: 'services.payroll.title', message: 'Payroll'}),
      summary: translate({
        id: 'services.payroll.summary',
        message: 'Ya elegiste a tu talento: nosotros lo contratamos, le pagamos en USD o moneda local y nos hacemos cargo de contratos y cumplimiento.',
      }),
      what: translate(
        {
          id: 'services.payroll.what',
          message:
            'Payroll es para cuando ya encontraste a la persona, pero no quieres o no puedes contratarla directamente en su país. {brand} formaliza la relación con un contrato de servicios, paga a la persona en la moneda que corresponda y emite una factura local a tu empresa.',
        },
        brand,
      ),
      steps: [
        {
          title: translate({id: 'services.payroll.step1.title', message: 'Preséntanos a la persona'}),
          description: translate({id: 'services.payroll.step1.text', message: 'Nos cuentas quién es, qué hará y las condiciones que acordaron.'}),
        },
        {
          title: translate({id: 'services.payroll.step2.title', message: 'Formalizamos el contrato'}),
          description: translate({id: 'services.payroll.step2.text', message: 'Preparamos el contrato de servicios y el NDA conforme a la ley local.'}),
        },
        {
          title: translate({id: 'services.payroll.step3.title', message: 'Pagamos cada período'}),
          description: translate({id: 'services.payroll.step3.text', message: 'La persona recibe su pago en USD o en su moneda local, a tiempo.'}),
        },
        {
          title: translate({id: 'services.payroll.step4.title', message: 'Recibes una factura local'}),
          description: translate({id: 'services.payroll.step4.text', message: 'Tu empresa paga un solo documento tributario en su propio país.'}),
        },
      ],
      suits: [
        translate({id: 'services.payroll.suits1', message: 'Empresas que suman talento en otro país sin tener una entidad legal allí.'}),
        translate({id: 'services.payroll.suits2', message: 'Equipos que quieren ordenar en un solo proveedor los pagos a colaboradores externos.'}),
        translate({id: 'services.payroll.suits3', message: 'Compañías que necesitan contratos y NDA consistentes para todo su talento externo.'}),
      ],
    },
    {
      id: 'headhunting',
      path: SERVICE_PATHS.headhunting,
      title: translate({id: 'services.headhunting.title', message: 'Headhunting'}),
      summary: translate({
        id: 'services.headhunting.summary',
        message: 'Buscamos y evaluamos a tu próxima contratación directa; pagas solo si la persona se incorpora a tu equipo.',
      }),
      what: translate(
        {
          id: 'services.headhunting.what',
          message:
            'Con Headhunting el profesional pasa a formar parte de tu planilla. Aplicamos la misma evaluación en cuatro etapas que usa la red de {brand} para encontrar candidatos a un puesto permanente, y cobramos únicamente cuando la contratación se concreta.',
        },
        brand,
      ),
      steps: [
        {
          title: translate({id: 'services.headhunting.step1.title', message: 'Definimos el perfil'}),
          description: translate({id: 'services.headhunting.step1.text', message: 'Acordamos responsabilidades, habilidades clave, rango salarial y cultura del equipo.'}),
        },
        {
          title: translate({id: 'services.headhunting.step2.title', message: 'Buscamos y evaluamos'}),
          description: translate({id: 'services.headhunting.step2.text', message: 'Filtramos, entrevistamos y probamos técnicamente a cada candidato.'}),
        },
        {
          title: translate({id: 'services.headhunting.step3.title', message: 'Entrevistas con finalistas'}),
          description: translate({id: 'services.headhunting.step3.text', message: 'Conoces solo a quienes cumplen lo acordado, con un informe de cada uno.'}),
        },
        {
          title: translate({id: 'services.headhunting.step4.title', message: 'Contratas y pagas por el éxito'}),
          description: translate({id: 'services.headhunting.step4.text', message: 'El cargo se emite cuando la persona acepta la oferta y se incorpora.'}),
        },
      ],
      suits: [
        translate({id: 'services.headhunting.suits1', message: 'Empresas que buscan roles permanentes y de largo plazo.'}),
        translate({id: 'services.headhunting.suits2', message: 'Equipos que necesitan perfiles escasos, como especialistas en IA o datos.'}),
        translate({id: 'services.headhunting.suits3', message: 'Áreas de personas que quieren apoyo experto en la evaluación técnica.'}),
      ],
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
        headhunting: translate({id: 'services.compare.payment.headhunting', message: 'Un cargo único, solo si la contratación se concreta'}),
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
