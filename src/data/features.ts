import {translate} from '@docusaurus/Translate';
import {type TablerIcon, IconCashBanknote, IconClockHour4, IconScale, IconUserCheck} from '@tabler/icons-react';

export type Feature = {id: 'compliance' | 'localPayment' | 'spendControl' | 'directHire'; title: string; description: string; Icon: TablerIcon};

/** What working with us includes; the first one answers the legal question. */
export function features(): Feature[] {
  return [
    {
      id: 'compliance',
      title: translate({id: 'landing.features.compliance.title'}),
      description: translate({id: 'landing.features.compliance.text'}),
      Icon: IconScale,
    },
    {
      id: 'localPayment',
      title: translate({id: 'landing.features.localPayment.title'}),
      description: translate({id: 'landing.features.localPayment.text'}),
      Icon: IconCashBanknote,
    },
    {
      id: 'spendControl',
      title: translate({id: 'landing.features.spendControl.title'}),
      description: translate({id: 'landing.features.spendControl.text'}),
      Icon: IconClockHour4,
    },
    {
      id: 'directHire',
      title: translate({id: 'landing.features.directHire.title'}),
      description: translate({id: 'landing.features.directHire.text'}),
      Icon: IconUserCheck,
    },
  ];
}
