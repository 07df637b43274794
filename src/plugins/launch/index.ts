/**
 * The launch guard: with LAUNCH=1 the build stops before any content is loaded
 * or bundled while a placeholder or illustrative item is left, printing the
 * same list as `npm run check:launch`. Ordinary builds are untouched.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {launchBuildRefusal} from '../../lib/launch';
import {launchItems} from './collect';

export default function launchPlugin(context: LoadContext): Plugin {
  const refusal = launchBuildRefusal(process.env, () => launchItems(context.siteDir));
  if (refusal) {
    throw new Error(refusal);
  }
  return {name: 'ready-launch'};
}
