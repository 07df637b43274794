import React, {type ReactNode, useEffect, useId, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {measurementAllowed, readOptOut, writeOptOut} from '@site/src/lib/measurement';
import styles from './styles.module.css';

type State = {optedOut: boolean; browserSaysNo: boolean; stored: boolean};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The cookie page's switch "No medir mis visitas / Don't measure my visits": kept in this browser
 * (`measurement` = `off`) and read before anything is measured (src/lib/measurement.ts). It needs
 * JavaScript, as measuring does: without it, the page says nothing is measured instead of showing a
 * control that would do nothing.
 */
export default function MeasurementChoice(): ReactNode {
  const id = useId();
  const measuring = useDocusaurusContext().siteConfig.customFields?.analyticsProvider !== 'none';
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    const nav = navigator as Navigator & {globalPrivacyControl?: unknown};
    setState({
      optedOut: readOptOut(storage()),
      browserSaysNo: !measurementAllowed({globalPrivacyControl: nav.globalPrivacyControl, doNotTrack: nav.doNotTrack}, false),
      stored: true,
    });
  }, []);

  if (!state) {
    return (
      <p className={styles.box}>
        <Translate id="measurement.choice.noScript" description="Cookie page, before the switch works (or without JavaScript)">
          Sin JavaScript este sitio no mide tus visitas, así que no hay nada que desactivar.
        </Translate>
      </p>
    );
  }

  const toggle = (optOut: boolean) => setState({...state, optedOut: optOut, stored: writeOptOut(storage(), optOut)});
  const measured = measuring && !state.optedOut && !state.browserSaysNo;
  return (
    <div className={styles.box}>
      <label className={styles.switch} htmlFor={id}>
        <input id={id} type="checkbox" role="switch" checked={state.optedOut} onChange={(event) => toggle(event.target.checked)} />
        <span>
          <Translate id="measurement.choice.label" description="Label of the switch that turns measurement off for this browser">
            No medir mis visitas
          </Translate>
        </span>
      </label>
      <p className={styles.state} role="status">
        {!state.stored ? (
          <Translate id="measurement.choice.unsaved" description="Cookie page: the browser refused to store the choice">
            Tu navegador no permite guardar esta elección; se aplicará mientras no cierres esta página.
          </Translate>
        ) : state.browserSaysNo ? (
          <Translate id="measurement.choice.browser" description="Cookie page: Global Privacy Control or Do Not Track is on">
            Tu navegador pide no ser medido (Global Privacy Control o Do Not Track), así que no medimos tus visitas.
          </Translate>
        ) : measured ? (
          <Translate id="measurement.choice.measured" description="Cookie page: visits from this browser are measured">
            Ahora medimos tus visitas de forma anónima y sin cookies.
          </Translate>
        ) : (
          <Translate id="measurement.choice.notMeasured" description="Cookie page: visits from this browser are not measured">
            Ahora no medimos tus visitas desde este navegador.
          </Translate>
        )}
      </p>
    </div>
  );
}
