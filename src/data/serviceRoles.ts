/**
 * The roles each service typically fills, most typical first: a service page
 * shows their example profiles and links to them. Slugs of empresas/ pages
 * (the build names one that is not a role page). Plain data.
 */
export const SERVICE_ROLES = {
  freelancing: ['desarrollador-full-stack', 'disenador-ux', 'data-analyst', 'seo-strategist', 'desarrollador-front-end', 'community-manager'],
  payroll: ['desarrollador-back-end', 'data-engineer', 'ingeniero-qa', 'product-designer', 'desarrollador-android', 'digital-marketing-strategist'],
  headhunting: ['machine-learning-engineer', 'data-scientist', 'product-designer', 'mlops-engineer', 'desarrollador-back-end', 'ux-researcher'],
} as const satisfies Record<'freelancing' | 'payroll' | 'headhunting', readonly string[]>;
