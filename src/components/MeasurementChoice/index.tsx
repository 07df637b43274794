import React, {type ReactNode, useEffect, useId, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {browserSignals, browserStorage, measurementAllowed, readOptOut, writeOptOut} from '@site/src/lib/measurement';
import styles from './styles.module.css';

type State = {optedOut: boolean; browserSaysNo: boolean; stored: boolean};

/** The switch's label and the sentences of each state, written in the cookie page's MDX (so only that page carries them). */
export type Props = {label: string; measured: string; notMeasured: string; browserSaysNo: string; unsaved: string; noScript: string};

/**
 * The cookie page's switch "No medir mis visitas / Don't measure my visits": kept in this browser
 * (`measurement` = `off`) and read before anything is measured (src/lib/measurement.ts). It needs
 * JavaScript, as measuring does: without it, the page says nothing is measured instead of showing a
 * control that would do nothing.
 */
export default function MeasurementChoice(text: Props): ReactNode {
  const id = useId();
  const measuring = useDocusaurusContext().siteConfig.customFields?.analyticsProvider !== 'none';
  const [state, setState] = useState<State | null>(null);

  useEffect(() => {
    setState({
      optedOut: readOptOut(browserStorage()),
      browserSaysNo: !measurementAllowed(browserSignals(), false),
      stored: true,
    });
  }, []);

  if (!state) {
    return <p className={styles.box}>{text.noScript}</p>;
  }

  const toggle = (optOut: boolean) => setState({...state, optedOut: optOut, stored: writeOptOut(browserStorage(), optOut)});
  const measured = measuring && !state.optedOut && !state.browserSaysNo;
  return (
    <div className={styles.box}>
      <label className={styles.switch} htmlFor={id}>
        <input id={id} type="checkbox" role="switch" checked={state.optedOut} onChange={(event) => toggle(event.target.checked)} />
        <span>{text.label}</span>
      </label>
      <p className={styles.state} role="status">
        {!state.stored ? text.unsaved : state.browserSaysNo ? text.browserSaysNo : measured ? text.measured : text.notMeasured}
      </p>
    </div>
  );
}
