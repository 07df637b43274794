import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {AnalyticsProvider} from '@site/src/config/site';

const NAMES: Record<Exclude<AnalyticsProvider, 'none'>, string> = {plausible: 'Plausible Analytics', umami: 'Umami'};

export type Props = {
  /** The sentence while nothing is measured. */
  off: string;
  /** The sentence while a provider measures; `{provider}` is its name. */
  on: string;
};

/**
 * Whether this build measures visits, and with what (ANALYTICS_PROVIDER at build time): one sentence for the
 * privacy and cookie pages, written in their MDX (so only those pages carry it).
 */
export default function MeasurementStatus({off, on}: Props): ReactNode {
  const provider = useDocusaurusContext().siteConfig.customFields?.analyticsProvider as AnalyticsProvider | undefined;
  return <p>{!provider || provider === 'none' ? off : on.replace('{provider}', NAMES[provider])}</p>;
}
