import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import type {AnalyticsProvider} from '@site/src/config/site';

const NAMES: Record<Exclude<AnalyticsProvider, 'none'>, string> = {plausible: 'Plausible Analytics', umami: 'Umami'};

/** Whether this build measures visits, and with what (ANALYTICS_PROVIDER at build time): one sentence for the privacy and cookie pages. */
export default function MeasurementStatus(): ReactNode {
  const provider = useDocusaurusContext().siteConfig.customFields?.analyticsProvider as AnalyticsProvider | undefined;
  return (
    <p>
      {!provider || provider === 'none' ? (
        <Translate id="measurement.status.none" description="Privacy and cookie pages: the site measures nothing">
          Hoy este sitio no mide sus visitas: no carga ninguna herramienta de medición.
        </Translate>
      ) : (
        <Translate id="measurement.status.on" values={{provider: NAMES[provider]}} description="Privacy and cookie pages: the tool that measures visits">
          {'Este sitio mide sus visitas con {provider}, sin cookies y sin guardar nada en tu navegador.'}
        </Translate>
      )}
    </p>
  );
}
