import {useMediaQuery} from './useMediaQuery';

/** True when the visitor asked the system for less motion; false on the server. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
