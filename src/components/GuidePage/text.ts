import guideData from '@generated/ready-guides/default/guide-pages.json';

/** The texts of the guide pages in the build's language (src/lib/guideMessages.ts), loaded with these pages only. */
export const text = guideData.messages;

/** The role pages the estimator offers, in category order. */
export const guideRoles = guideData.roles;
