/**
 * The role categories. Kept apart from the content schema (roleContent.ts) so
 * that pages can use them without shipping the schema library to the browser.
 */
export const CATEGORY_IDS = ['development', 'data', 'design', 'marketing', 'ia'] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];
/** The categories the landing page presents; `ia` has its own header entry. */
export const LANDING_CATEGORY_IDS = ['development', 'data', 'design', 'marketing'] as const satisfies readonly CategoryId[];
