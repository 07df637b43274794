import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {QuoteButton} from '@site/src/components/ContactCta';
import {terms} from '@site/src/data/engagement';
import {pricing, type RateBand} from '@site/src/data/pricing';
import type {Seniority} from '@site/src/data/profiles';
import styles from './styles.module.css';

/** What the anchor shows: hourly rates per seniority, or one service's own price. */
export type Price = {kind: 'hourly'; band: RateBand} | {kind: 'payroll'; monthly: number} | {kind: 'headhunting'; percent: number};

export type Props = {price: Price; className?: string};

function levelName(level: Seniority): string {
  switch (level) {
    case 'semiSenior':
      return translate({id: 'prices.level.semiSenior', message: 'Semi senior', description: 'Seniority level of a rate'});
    case 'senior':
      return translate({id: 'prices.level.senior', message: 'Senior', description: 'Seniority level of a rate'});
    case 'lead':
      return translate({id: 'prices.level.lead', message: 'Líder', description: 'Seniority level of a rate: someone who leads a team (gender-neutral in Spanish)'});
  }
}

/** "USD 40" in the page's number format. */
function useMoney(): (amount: number) => string {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const format = new Intl.NumberFormat(currentLocale, {maximumFractionDigits: 0});
  return (amount) => `${pricing.currency} ${format.format(amount)}`;
}

function Tiles({price}: {price: Price}): ReactNode {
  const money = useMoney();
  const from = <Translate id="prices.from" description="Before a price: the lowest it starts at">desde</Translate>;
  if (price.kind === 'hourly') {
    return (
      <ul className={styles.tiles}>
        {(['semiSenior', 'senior', 'lead'] as const).map((level) => (
          <li key={level} className={styles.tile}>
            <span className={styles.level}>{levelName(level)}</span>
            <span className={styles.amount}>
              <small>{from}</small> {money(price.band[level])}
              <small>
                <Translate id="prices.perHour" description="After an hourly rate">/hora</Translate>
              </small>
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className={clsx(styles.tile, styles.single)}>
      <span className={styles.amount}>
        {price.kind === 'payroll' ? (
          <>
            <small>{from}</small> {money(price.monthly)}
            <small>
              <Translate id="prices.perPersonMonth" description="After the Payroll fee">al mes por persona</Translate>
            </small>
          </>
        ) : (
          <Translate id="prices.headhunting" values={{percent: price.percent}} description="The Headhunting fee, e.g. 16% of the first year's gross salary">
            {'{percent} % del sueldo bruto del primer año'}
          </Translate>
        )}
      </span>
    </p>
  );
}

function note(kind: Price['kind']): ReactNode {
  switch (kind) {
    case 'hourly':
      return (
        <Translate id="prices.note.hourly" description="What an hourly rate includes">
          Por hora trabajada, sin mínimos. Incluye el contrato de servicios, tu factura local y el pago al talento en dólares o en moneda local.
        </Translate>
      );
    case 'payroll':
      return (
        <Translate id="prices.note.payroll" description="What the Payroll fee includes">
          Se suma a la remuneración que acordaste. Incluye contratos, pagos en dólares o en moneda local y una factura local cada mes.
        </Translate>
      );
    case 'headhunting':
      return (
        <Translate id="prices.note.headhunting" description="When the Headhunting fee is paid">
          Un solo pago, y solo si la persona se incorpora a tu equipo. La búsqueda, las entrevistas y las pruebas no tienen costo.
        </Translate>
      );
  }
}

/**
 * The price anchor of role, team and service pages: rates "from" by seniority (or the service's own
 * price), what they include and a call for a quote. With prices switched off (src/data/pricing.ts),
 * the same place offers a quote within `terms.quoteHours` instead.
 */
export default function RateCard({price, className}: Props): ReactNode {
  const headingId = useId();
  const shown = pricing.showPrices;
  return (
    <section className={clsx(styles.section, className)} aria-labelledby={headingId}>
      <div className={clsx('container', styles.inner, !shown && styles.quoteOnly)}>
        <div className={styles.copy}>
          <h2 id={headingId} className={styles.title}>
            {shown ? (
              <Translate id="prices.title" description="Heading of the price anchor">Tarifas de referencia</Translate>
            ) : (
              <Translate id="prices.quote.title" values={{hours: terms.quoteHours}} description="Heading shown instead of prices when they are switched off">
                {'Tu cotización en {hours} h'}
              </Translate>
            )}
          </h2>
          <p className={styles.note}>
            {shown ? (
              note(price.kind)
            ) : (
              <Translate id="prices.quote.text" values={{hours: terms.quoteHours}} description="Text shown instead of prices when they are switched off">
                {'Cuéntanos el rol, el seniority y la dedicación que necesitas, y en {hours} horas te enviamos una propuesta con tarifas.'}
              </Translate>
            )}
          </p>
          <QuoteButton />
        </div>
        {shown && <Tiles price={price} />}
      </div>
    </section>
  );
}
