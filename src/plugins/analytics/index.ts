/**
 * Measurement, only when a provider is set (src/plugins/analytics/config.ts):
 * the provider's client module joins every page, with what it needs to know
 * written at build time (`@generated/ready-analytics/default/analytics.json`).
 * With none, this plugin adds nothing: no page carries any measuring code.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {site} from '../../config/site';
import type {MeasurementSettings} from '../../lib/measurement';
import {buildAnalytics} from './config';

export const ANALYTICS_PLUGIN_NAME = 'ready-analytics';

export default function analyticsPlugin(context: LoadContext): Plugin {
  const analytics = buildAnalytics(site.analytics);
  if (analytics.provider === 'none') {
    return {name: ANALYTICS_PLUGIN_NAME};
  }
  const settings: MeasurementSettings = {
    ...analytics,
    baseUrl: context.baseUrl.replace(new RegExp(`${context.i18n.currentLocale}/$`), ''),
    locales: context.i18n.locales,
    calendarUrl: site.calendarUrl,
    signInUrl: site.signInUrl,
  };
  return {
    name: ANALYTICS_PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, '../../clientModules/measurement', `${analytics.provider}.ts`)];
    },
    async contentLoaded({actions}) {
      await actions.createData('analytics.json', JSON.stringify(settings));
    },
  };
}
