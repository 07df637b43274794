/**
 * The role lists the roles plugin (src/plugins/roles) hands to every page as
 * global data, already translated: categories in their order with their roles
 * in page order, and the team pages.
 */
import type {CategoryDefinition, CategoryId} from '../data/categories';

export const ROLES_PLUGIN_NAME = 'ready-roles';

export type RoleLink = {slug: string; title: string};
export type CategoryData = Omit<CategoryDefinition, 'id'> & {id: CategoryId; roles: RoleLink[]};
export type TeamLink = RoleLink & {category: CategoryId};
export type RolesGlobalData = {categories: CategoryData[]; teams: TeamLink[]};
