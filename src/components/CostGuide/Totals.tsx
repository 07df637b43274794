import React, {type ReactNode, useId} from 'react';
import type {TotalCost} from '@site/src/lib/totalCost';
import {fillMessage} from '@site/src/lib/messages';
import {text} from './text';
import styles from './styles.module.css';

/** The chart's drawing box, in SVG units: it scales to its column, its text with it. */
const WIDTH = 560;
const HEIGHT = 280;
const PAD = {left: 84, right: 20, top: 16, bottom: 44};

/** A round step for the amount axis: 1, 2 or 5 times a power of ten, about a quarter of the highest total. */
function niceStep(max: number): number {
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough)!;
}

/**
 * The two running totals of an engagement, month by month: a line chart drawn as SVG (the server draws the default
 * case, so it reads without JavaScript; the estimator draws the buyer's), and the same figures in a table beside it.
 */
export default function Totals({result, money, number}: {result: TotalCost; money: (amount: number) => string; number: (value: number) => string}): ReactNode {
  const titleId = useId();
  const {months, breakEven} = result;
  const span = months.length;
  const top = Math.max(...months.map(({direct, ready}) => Math.max(direct, ready ?? 0)));
  const step = niceStep(top);
  const ceiling = Math.ceil(top / step) * step;
  const x = (month: number) => PAD.left + (span === 1 ? (WIDTH - PAD.left - PAD.right) / 2 : ((month - 1) * (WIDTH - PAD.left - PAD.right)) / (span - 1));
  const y = (amount: number) => HEIGHT - PAD.bottom - (amount * (HEIGHT - PAD.top - PAD.bottom)) / ceiling;
  const line = (pick: (entry: (typeof months)[number]) => number) => months.map((entry) => `${x(entry.month).toFixed(1)},${y(pick(entry)).toFixed(1)}`).join(' ');
  const ticks = Array.from({length: ceiling / step + 1}, (_, index) => index * step);
  const monthTicks = [...new Set([1, Math.ceil(span / 2), span])];
  const hasReady = months[0]?.ready !== undefined;
  return (
    <div className={styles.totals}>
      <figure className={styles.chart}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
          <title id={titleId}>{fillMessage(text['totals.chart'], {months: span})}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
              <text x={PAD.left - 8} y={y(tick)} className={styles.axisLabel} textAnchor="end" dominantBaseline="middle">
                {number(tick)}
              </text>
            </g>
          ))}
          {monthTicks.map((month) => (
            <text key={month} x={x(month)} y={HEIGHT - PAD.bottom + 26} className={styles.axisLabel} textAnchor={month === span && span > 1 ? 'end' : month === 1 && span > 1 ? 'start' : 'middle'}>
              {fillMessage(text['totals.monthTick'], {month})}
            </text>
          ))}
          {typeof breakEven === 'number' && breakEven > 1 && <line x1={x(breakEven)} x2={x(breakEven)} y1={PAD.top} y2={HEIGHT - PAD.bottom} className={styles.breakEvenLine} />}
          <polyline points={line(({direct}) => direct)} className={styles.directLine} />
          {hasReady && <polyline points={line(({ready}) => ready!)} className={styles.readyLine} />}
        </svg>
        <figcaption className={styles.key}>
          {hasReady && <span className={styles.keyReady}>{text['totals.ready']}</span>}
          <span className={styles.keyDirect}>{text['totals.direct']}</span>
        </figcaption>
      </figure>
      <div className={styles.totalsTableBox} tabIndex={0} role="region" aria-label={text['totals.table']}>
        <table className={styles.totalsTable}>
          <caption className="visually-hidden">{text['totals.table']}</caption>
          <thead>
            <tr>
              <th scope="col">{text['totals.month']}</th>
              {hasReady && <th scope="col">{text['totals.ready']}</th>}
              <th scope="col">{text['totals.direct']}</th>
            </tr>
          </thead>
          <tbody>
            {months.map(({month, direct, ready}) => (
              <tr key={month} className={month === breakEven ? styles.breakEvenRow : undefined}>
                <th scope="row">{month}</th>
                {hasReady && <td>{money(ready!)}</td>}
                <td>{money(direct)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
