import {usePluginData} from '@docusaurus/useGlobalData';
import {type CategoryData, ROLES_PLUGIN_NAME, type RolesGlobalData} from '../lib/roles';

/** Categories with their ordered roles, and the team pages, in the current language. */
export function useRoles(): RolesGlobalData {
  return usePluginData(ROLES_PLUGIN_NAME) as RolesGlobalData;
}

/** One category's data; every id of the schema has one. */
export function useCategory(id: string): CategoryData {
  return useRoles().categories.find((category) => category.id === id)!;
}
