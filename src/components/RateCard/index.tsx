import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {QuoteButton} from '@site/src/components/ContactCta';
import {DEFERRED_CLASS} from '@site/src/lib/deferredRendering';
import {terms} from '@site/src/data/engagement';
import {pricing, type RateBand} from '@site/src/data/pricing';
import Static from '@site/src/components/Static';
import {From, levelName, useMoney} from './money';
import styles from './styles.module.css';

export type Props = {
  /** The price itself: `HourlyRates`, or a service's own price in a `PriceTile`. */
  children: ReactNode;
  /** One line on what the price includes. */
  note: ReactNode;
  /** The cost guide's estimator with this page's role or category chosen (src/config/routes.ts `costGuideHref`). */
  guideHref?: string;
};

/** The hourly rate from which each seniority starts. */
export function HourlyRates({band}: {band: RateBand}): ReactNode {
  const money = useMoney();
  return (
    <ul className={styles.tiles}>
      {(['semiSenior', 'senior', 'lead'] as const).map((level) => (
        <li key={level} className={styles.tile}>
          <span className={styles.level}>{levelName(level)}</span>
          <span className={styles.amount}>
            <From /> {money(band[level])}
            <small>
              <Translate id="prices.perHour" description="After an hourly rate" />
            </small>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** What an hourly rate includes. */
export function HourlyNote(): ReactNode {
  return <Translate id="prices.note.hourly" description="What an hourly rate includes" />;
}

/** One price on its own tile (a service's). */
export function PriceTile({children}: {children: ReactNode}): ReactNode {
  return (
    <p className={clsx(styles.tile, styles.single)}>
      <span className={styles.amount}>{children}</span>
    </p>
  );
}

/**
 * The price anchor of role, team and service pages: the price, what it includes and a call for a quote.
 * With prices switched off (src/data/pricing.ts) the same place offers a quote within `terms.quoteHours`.
 */
export default function RateCard({children, note, guideHref}: Props): ReactNode {
  const headingId = useId();
  const shown = pricing.showPrices;
  return (
    <section className={clsx(styles.section, DEFERRED_CLASS)} aria-labelledby={headingId} data-place="prices">
      <Static className={clsx('container', styles.inner, !shown && styles.quoteOnly)}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            {shown ? (
              <Translate id="prices.title" description="Heading of the price anchor" />
            ) : (
              <Translate id="prices.quote.title" values={{hours: terms.quoteHours}} description="Heading shown instead of prices when they are switched off" />
            )}
          </h2>
          <p className={styles.note}>
            {shown ? (
              note
            ) : (
              <Translate id="prices.quote.text" values={{hours: terms.quoteHours}} description="Text shown instead of prices when they are switched off" />
            )}
          </p>
          <QuoteButton />
          {guideHref && (
            <Link to={guideHref} className={styles.guide}>
              <Translate id="prices.guideLink" description="Link from a price block to the cost guide's estimator, with the page's role chosen" />
            </Link>
          )}
        </div>
        {shown && children}
      </Static>
    </section>
  );
}
