import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The one list of which roles belong to which category, in display order.
 * A category's page is its first role. Team pages (`equipo-*`) are not listed:
 * they name their roles in their own frontmatter.
 */
const sidebars = {
  development: [
    'desarrollador-front-end',
    'desarrollador-back-end',
    'desarrollador-full-stack',
    'desarrollador-web',
    'ingeniero-qa',
    'desarrollador-android',
    'desarrollador-ios',
  ],
  data: ['data-engineer', 'data-analyst', 'business-inteligence', 'data-scientist', 'consultor-analitica-web'],
  design: [
    'disenador-ux',
    'disenador-ui',
    'product-designer',
    'ux-researcher',
    'disenador-grafico',
    'animador',
    'service-designer',
  ],
  marketing: ['digital-marketing-strategist', 'seo-strategist', 'sem-strategist', 'community-manager'],
  ia: [
    'machine-learning-engineer',
    'prompt-engineer',
    'nlp-specialist',
    'computer-vision-engineer',
    'mlops-engineer',
    'generative-ai-engineer',
  ],
} satisfies SidebarsConfig;

export default sidebars;
