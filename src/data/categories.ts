/**
 * The role categories: the one list of their ids, names, summaries, colors and
 * landing-page order. The content schema, `npm run new:role`, the landing cards,
 * the menus and the tests all read it. Plain data with no imports, so the
 * build (Node) and the browser can both load it.
 *
 * `title` and `summary` are the Spanish texts; the English ones live in
 * i18n/en/ready-roles/categories.json (written by `npm run write-translations`)
 * and reach the pages through the roles plugin.
 */
export type CategoryIcon = 'code' | 'chart' | 'palette' | 'megaphone' | 'spark';

export type CategoryDefinition = {
  id: string;
  title: string;
  summary: string;
  /** Shown as a card in the landing page's profiles section, in this order. */
  landing: boolean;
  icon: CategoryIcon;
  /** Accent color and its light tint (text on the tint keeps 4.5:1 contrast). */
  color: string;
  tint: string;
};

export const CATEGORIES = [
  {
    id: 'development',
    title: 'Desarrollo',
    summary: 'Web, móvil, back end y QA para construir y mantener tu producto.',
    landing: true,
    icon: 'code',
    color: '#1d4ed8',
    tint: '#e3ebfd',
  },
  {
    id: 'data',
    title: 'Data y analítica',
    summary: 'Ingeniería, análisis y ciencia de datos para decidir con información confiable.',
    landing: true,
    icon: 'chart',
    color: '#0f766e',
    tint: '#e0f5ef',
  },
  {
    id: 'design',
    title: 'Diseño',
    summary: 'Experiencia de usuario, interfaces, investigación y diseño gráfico.',
    landing: true,
    icon: 'palette',
    color: '#b4342a',
    tint: '#fde8e4',
  },
  {
    id: 'marketing',
    title: 'Marketing digital',
    summary: 'Estrategia digital, SEO, SEM y comunidades que hacen crecer tu marca.',
    landing: true,
    icon: 'megaphone',
    color: '#5b21b6',
    tint: '#ede9fe',
  },
  {
    id: 'ia',
    title: 'Inteligencia artificial',
    summary: 'Modelos de machine learning, IA generativa, lenguaje y visión llevados a producción.',
    landing: false,
    icon: 'spark',
    color: '#9a3412',
    tint: '#fdecdf',
  },
] as const satisfies readonly CategoryDefinition[];

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_IDS = CATEGORIES.map(({id}) => id) as [CategoryId, ...CategoryId[]];
