import {usePluginData} from '@docusaurus/useGlobalData';
import type {RolesGlobalData} from '../plugins/roles';

/** Categories with their ordered roles, and the team pages, in the current language. */
export function useRoles(): RolesGlobalData {
  return usePluginData('ready-roles') as RolesGlobalData;
}
