/**
 * The role lists the roles plugin (src/plugins/roles) hands to every page as
 * global data, already translated: categories in their order with their first
 * roles in page order (at most LISTED_ROLES, and how many there are), and the
 * team pages. Global data ships in every page's main script: it stays the same
 * size however many role pages there are (a role page's own list of its
 * category comes with the page, src/lib/rolePage.ts).
 */
import type {CategoryDefinition, CategoryId} from '../data/categories';

export const ROLES_PLUGIN_NAME = 'ready-roles';

export type RoleLink = {slug: string; title: string};
/** How many of a category's roles the global data lists (the landing's cards, the category menu). */
export const LISTED_ROLES = 12;

export type CategoryData = Omit<CategoryDefinition, 'id'> & {
  id: CategoryId;
  /** The first LISTED_ROLES roles, in page order. */
  roles: RoleLink[];
  /** How many roles the category has. */
  count: number;
};
export type TeamLink = RoleLink & {category: CategoryId};
export type RolesGlobalData = {categories: CategoryData[]; teams: TeamLink[]};
