import {translate} from '@docusaurus/Translate';
import {type TablerIcon, IconAdjustmentsHorizontal, IconAward, IconRosetteDiscountCheck, IconShieldCheck} from '@tabler/icons-react';

export type Attribute = {id: 'verified' | 'guarantee' | 'quality' | 'flexibility'; title: string; description: string; Icon: TablerIcon};

/** The four promises of the seal section. */
export function attributes(): Attribute[] {
  return [
    {
      id: 'verified',
      title: translate({id: 'landing.attributes.verified.title'}),
      description: translate({id: 'landing.attributes.verified.text'}),
      Icon: IconRosetteDiscountCheck,
    },
    {
      id: 'guarantee',
      title: translate({id: 'landing.attributes.guarantee.title'}),
      description: translate({id: 'landing.attributes.guarantee.text'}),
      Icon: IconShieldCheck,
    },
    {
      id: 'quality',
      title: translate({id: 'landing.attributes.quality.title'}),
      description: translate({id: 'landing.attributes.quality.text'}),
      Icon: IconAward,
    },
    {
      id: 'flexibility',
      title: translate({id: 'landing.attributes.flexibility.title'}),
      description: translate({id: 'landing.attributes.flexibility.text'}),
      Icon: IconAdjustmentsHorizontal,
    },
  ];
}
