/**
 * Runs with the main bundle, before React hydrates the page: the server's head stays untouched until the page has
 * hydrated (src/lib/hydration.ts, released by src/theme/Root.tsx).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {holdHead} from '../lib/hydration';

if (ExecutionEnvironment.canUseDOM) holdHead();
