import {translate} from '@docusaurus/Translate';
import type {CategoryId} from '../lib/roleContent';

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
