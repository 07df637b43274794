import {translate} from '@docusaurus/Translate';
import {IconChartDots, IconCode, IconPalette, IconSpeakerphone, type TablerIcon} from '@tabler/icons-react';
import {type CategoryId, LANDING_CATEGORY_IDS} from '../lib/categories';

export type LandingCategoryId = (typeof LANDING_CATEGORY_IDS)[number];

/** A category's display name in the current language. */
export function categoryTitle(id: CategoryId): string {
  switch (id) {
    case 'development':
      return translate({id: 'category.development', message: 'Desarrollo', description: 'Role category name'});
    case 'data':
      return translate({id: 'category.data', message: 'Data y analítica', description: 'Role category name'});
    case 'design':
      return translate({id: 'category.design', message: 'Diseño', description: 'Role category name'});
    case 'marketing':
      return translate({id: 'category.marketing', message: 'Marketing digital', description: 'Role category name'});
    case 'ia':
      return translate({id: 'category.ia', message: 'Inteligencia artificial', description: 'Role category name'});
  }
}

export type LandingCategory = {id: LandingCategoryId; title: string; summary: string; Icon: TablerIcon};

/** The four category cards of the landing page's profiles section. */
export function landingCategories(): LandingCategory[] {
  const summaries: Record<LandingCategoryId, string> = {
    development: translate({id: 'landing.profiles.development.text', message: 'Web, móvil, back end y QA para construir y mantener tu producto.'}),
    data: translate({id: 'landing.profiles.data.text', message: 'Ingeniería, análisis y ciencia de datos para decidir con información confiable.'}),
    design: translate({id: 'landing.profiles.design.text', message: 'Experiencia de usuario, interfaces, investigación y diseño gráfico.'}),
    marketing: translate({id: 'landing.profiles.marketing.text', message: 'Estrategia digital, SEO, SEM y comunidades que hacen crecer tu marca.'}),
  };
  const icons: Record<LandingCategoryId, TablerIcon> = {development: IconCode, data: IconChartDots, design: IconPalette, marketing: IconSpeakerphone};
  return LANDING_CATEGORY_IDS.map((id) => ({id, title: categoryTitle(id), summary: summaries[id], Icon: icons[id]}));
}
