import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import comparisonText from '@generated/ready-guides/default/comparison.json';
import ExternalLink from '@site/src/components/ExternalLink';
import {GuideBand} from '@site/src/components/GuidePage/Band';
import Static from '@site/src/components/Static';
import {ASPECTS, CELL_SOURCES, type CellId, cellValues, OPTIONS} from '@site/src/data/comparison';
import {terms} from '@site/src/data/engagement';
import {fillMessage, fillParts} from '@site/src/lib/messages';
import styles from './styles.module.css';

/**
 * Ready, in-house, a marketplace and an agency, aspect by aspect (src/data/comparison.ts), on the comparison page
 * (src/pages/comparativa.mdx). Its texts are the guide messages `compare.*`, which load with this page only.
 */
export default function Comparison(): ReactNode {
  const captionId = useId();
  const text = comparisonText;
  return (
    <GuideBand id="tabla" title={text['compare.title']}>
      <Static>
        <p className={styles.lead}>{text['compare.lead']}</p>
        {/* Wider than a phone: the table scrolls sideways in its frame, which takes focus so a keyboard can scroll it. */}
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId}>{text['compare.caption']}</caption>
            <thead>
              <tr>
                <th scope="col">{text['compare.corner']}</th>
                {OPTIONS.map((option) => (
                  <th key={option} scope="col" className={clsx(option === 'ready' && styles.ours)}>
                    {text[`compare.option.${option}`]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ASPECTS.map((aspect) => (
                <tr key={aspect}>
                  <th scope="row">{text[`compare.aspect.${aspect}`]}</th>
                  {OPTIONS.map((option) => {
                    const id: CellId = `compare.cell.${aspect}.${option}`;
                    const source = CELL_SOURCES[id];
                    return (
                      <td key={option} className={clsx(option === 'ready' && styles.ours)}>
                        {fillMessage(text[id], cellValues(option, terms))}
                        {source && (
                          <ExternalLink href={source.url} className={styles.source}>
                            {fillParts(text['compare.source'], {publisher: <span lang="es">{source.publisher}</span>})}
                          </ExternalLink>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Static>
    </GuideBand>
  );
}
