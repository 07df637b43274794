/**
 * The role and team pages of each category, in their order: one sidebar per category of
 * src/data/categories.ts, listing its pages' slugs (doc ids of `empresas/`). The sibling bar, the
 * category menu, the landing's cards, the footer and the team pages read this order
 * (src/plugins/roles). The lists themselves live in empresas/_sidebars.json, plain data that
 * `npm run new:role` and the editor at /admin write (docs/decisions/0007-sidebars.md).
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import categories from './empresas/_sidebars.json';

export default categories satisfies SidebarsConfig;
