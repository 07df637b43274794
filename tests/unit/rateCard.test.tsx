/**
 * The price anchor (src/components/RateCard): rates "from" per seniority while
 * prices are shown, and, with the one switch of src/data/pricing.ts off, an
 * offer of a quote in the same place with no empty column left behind.
 */
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import RateCard, {HourlyNote, HourlyRates} from '@site/src/components/RateCard';
import {terms} from '@site/src/data/engagement';
import {pricing, rateBand} from '@site/src/data/pricing';

jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({i18n: {currentLocale: 'es'}})}), {virtual: true});
jest.mock('@docusaurus/Link', () => ({__esModule: true, default: ({to, ...rest}: {to: string}) => <a href={to} {...rest} />}), {virtual: true});
jest.mock('@site/src/components/ContactCta', () => ({QuoteButton: () => <a href="https://calendar.example.com">Quiero una cotización</a>}));

const band = rateBand('development', 'desarrollador-android');
const render = () =>
  renderToStaticMarkup(
    <RateCard note={<HourlyNote />}>
      <HourlyRates band={band} />
    </RateCard>,
  );

afterEach(() => {
  pricing.showPrices = true;
});

it('shows the hourly rate from which each seniority starts, and what it includes', () => {
  const html = render();
  expect(html).toContain('Tarifas de referencia');
  for (const rate of Object.values(band)) expect(html).toContain(`USD\u00a0${rate}`);
  expect(html).toContain('factura local');
  expect(html).not.toContain('quoteOnly');
});

it('offers a quote instead, in the same place and one column, when prices are switched off', () => {
  pricing.showPrices = false;
  const html = render();
  expect(html).not.toContain('USD');
  expect(html).toContain(`Tu cotización en ${terms.quoteHours} h`);
  expect(html).toContain('Quiero una cotización');
  expect(html).toContain('quoteOnly');
});

it('links to the cost guide with the page’s role chosen, with prices on and off', () => {
  for (const shown of [true, false]) {
    pricing.showPrices = shown;
    const html = renderToStaticMarkup(
      <RateCard note={<HourlyNote />} guideHref="/costos?rol=data-engineer#estimador">
        <HourlyRates band={band} />
      </RateCard>,
    );
    expect(html).toContain('href="/costos?rol=data-engineer#estimador"');
    expect(html).toContain('Calcula el costo mensual');
  }
});
