import {translate} from '@docusaurus/Translate';
import {type TablerIcon, IconAdjustmentsHorizontal, IconAward, IconRosetteDiscountCheck, IconShieldCheck} from '@tabler/icons-react';

export type Attribute = {id: 'verified' | 'guarantee' | 'quality' | 'flexibility'; title: string; description: string; Icon: TablerIcon};

/** The four promises of the seal section. */
export function attributes(): Attribute[] {
  return [
    {
      id: 'verified',
      title: translate({id: 'landing.attributes.verified.title', message: 'Talento verificado'}),
      description: translate({
        id: 'landing.attributes.verified.text',
        message: 'Solo el 5 % de quienes evaluamos cada mes obtiene el sello. Conoces su historial antes de la primera reunión.',
      }),
      Icon: IconRosetteDiscountCheck,
    },
    {
      id: 'guarantee',
      title: translate({id: 'landing.attributes.guarantee.title', message: 'Garantía'}),
      description: translate({
        id: 'landing.attributes.guarantee.text',
        message: 'Cada perfil llega respaldado por cuatro etapas de evaluación, con los resultados de su entrevista y de su prueba técnica.',
      }),
      Icon: IconShieldCheck,
    },
    {
      id: 'quality',
      title: translate({id: 'landing.attributes.quality.title', message: 'Calidad'}),
      description: translate({
        id: 'landing.attributes.quality.text',
        message: 'Entrevista y prueba técnica hechas a la medida de tu rol, no un test genérico: llegas a candidatos que ya resolvieron un problema parecido al tuyo.',
      }),
      Icon: IconAward,
    },
    {
      id: 'flexibility',
      title: translate({id: 'landing.attributes.flexibility.title', message: 'Flexibilidad'}),
      description: translate({
        id: 'landing.attributes.flexibility.text',
        message: 'Tiempo completo o parcial, por hora, día o semana. Ajusta el equipo cuando cambie el proyecto.',
      }),
      Icon: IconAdjustmentsHorizontal,
    },
  ];
}
