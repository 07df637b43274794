import costGuide from '@generated/ready-guides/default/cost-guide.json';

/** The cost guide's texts in the build's language (src/lib/guideMessages.ts), loaded with that page only. */
export const text = costGuide.messages;

/** The role pages the estimator offers, in category order. */
export const guideRoles = costGuide.roles;
