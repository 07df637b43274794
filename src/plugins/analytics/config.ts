/**
 * The measurement a build carries: src/config/site.ts's defaults (none),
 * overridden by ANALYTICS_PROVIDER, ANALYTICS_ENDPOINT and ANALYTICS_SITE. A
 * wrong value stops the build naming the variable and what it expects.
 */
import {ANALYTICS_PROVIDERS, type AnalyticsConfig, type AnalyticsProvider} from '../../config/site';

type Env = Partial<Record<'ANALYTICS_PROVIDER' | 'ANALYTICS_ENDPOINT' | 'ANALYTICS_SITE', string>>;

export function analyticsConfig(env: Env, defaults: AnalyticsConfig): AnalyticsConfig {
  const provider = (env.ANALYTICS_PROVIDER || defaults.provider) as AnalyticsProvider;
  const endpoint = env.ANALYTICS_ENDPOINT || defaults.endpoint;
  const site = env.ANALYTICS_SITE || defaults.site;
  const problems: string[] = [];
  if (!ANALYTICS_PROVIDERS.includes(provider)) {
    problems.push(`ANALYTICS_PROVIDER: "${provider}" is not one of ${ANALYTICS_PROVIDERS.join(', ')}`);
  } else if (provider !== 'none') {
    let url: URL | undefined;
    try {
      url = new URL(endpoint);
    } catch {
      // reported below
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      problems.push(`ANALYTICS_ENDPOINT: "${endpoint}" is not the http(s) URL of the ${provider} event API (e.g. ${provider === 'plausible' ? 'https://plausible.io/api/event' : 'https://umami.example.com/api/send'})`);
    }
    if (!site.trim()) {
      problems.push(`ANALYTICS_SITE: missing; give the ${provider === 'plausible' ? 'site domain as Plausible knows it' : "website id Umami gave the site"}`);
    }
  }
  if (problems.length > 0) {
    throw new Error(`Measurement settings: fix ${problems.length === 1 ? 'this variable' : 'these variables'}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  return provider === 'none' ? {provider, endpoint: '', site: ''} : {provider, endpoint, site};
}

/** The measurement of this build. */
export function buildAnalytics(defaults: AnalyticsConfig): AnalyticsConfig {
  return analyticsConfig(process.env, defaults);
}
