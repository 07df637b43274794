import {translate} from '@docusaurus/Translate';
import {type TablerIcon, IconCashBanknote, IconClockHour4, IconScale, IconUserCheck} from '@tabler/icons-react';

export type Feature = {id: 'compliance' | 'localPayment' | 'spendControl' | 'directHire'; title: string; description: string; Icon: TablerIcon};

/** What working with us includes; the first one answers the legal question. */
export function features(): Feature[] {
  return [
    {
      id: 'compliance',
      title: translate({id: 'landing.features.compliance.title', message: 'Cumplimiento'}),
      description: translate({
        id: 'landing.features.compliance.text',
        message: 'Cada persona trabaja con un contrato de servicios y un NDA que cumplen la ley local. Nosotros asumimos la relación contractual.',
      }),
      Icon: IconScale,
    },
    {
      id: 'localPayment',
      title: translate({id: 'landing.features.localPayment.title', message: 'Pago local'}),
      description: translate({
        id: 'landing.features.localPayment.text',
        message: 'Pagas en tu país, con factura local, solo el tiempo trabajado. El freelancer recibe su pago en USD o en su moneda local.',
      }),
      Icon: IconCashBanknote,
    },
    {
      id: 'spendControl',
      title: translate({id: 'landing.features.spendControl.title', message: 'Control del gasto'}),
      description: translate({
        id: 'landing.features.spendControl.text',
        message: 'Contrata por hora, día o semana, y sigue el avance del equipo y las horas registradas de cada persona.',
      }),
      Icon: IconClockHour4,
    },
    {
      id: 'directHire',
      title: translate({id: 'landing.features.directHire.title', message: 'Contratación directa'}),
      description: translate({
        id: 'landing.features.directHire.text',
        message: '¿Quieres sumar a alguien a tu nómina? Lo buscamos y evaluamos por ti, y solo cobramos si la contratación se concreta.',
      }),
      Icon: IconUserCheck,
    },
  ];
}
