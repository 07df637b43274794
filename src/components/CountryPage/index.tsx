import React, {createContext, type ReactNode, useContext} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate from '@docusaurus/Translate';
import {text} from './text';
import {vatLabel} from './vat';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import ContactCta from '@site/src/components/ContactCta';
import CountryLabel, {countryName} from '@site/src/components/CountryLabel';
import ExternalLink from '@site/src/components/ExternalLink';
import {FactStatus} from '@site/src/components/FactSource';
import HeroProfiles from '@site/src/components/HeroProfiles';
import PageHero from '@site/src/components/PageHero';
import ProfileCard from '@site/src/components/ProfileCard';
import {levelName, useMoney, usePercent} from '@site/src/components/RateCard/money';
import Static from '@site/src/components/Static';
import TermsRow from '@site/src/components/TermsRow';
import {site} from '@site/src/config/site';
import {COUNTRIES_PATH, COUNTRY_PATHS} from '@site/src/config/routes';
import type {Citation, CountryCode} from '@site/src/data/countries';
import {COUNTRY_CODES} from '@site/src/data/people';
import {terms} from '@site/src/data/engagement';
import {pricing, rateBand} from '@site/src/data/pricing';
import {DEFERRED_CLASS} from '@site/src/lib/deferredRendering';
import {formatNumber} from '@site/src/lib/numberFormat';
import {fillMessage, fillParts} from '@site/src/lib/messages';
import {clockAt, seasons} from '@site/src/lib/timeZones';
import {useRoles} from '@site/src/hooks/useRoles';
import type {CountryPageData} from '@site/src/lib/rolePage';
import styles from './styles.module.css';

/** The page's country and what the build wrote for it, for the sections written inside `CountryPage`. */
const CountryContext = createContext<CountryPageData | null>(null);

/** A city's name in the page's language: each country's capital, and the two US references. */
const cityName = (place: CountryCode | 'newYork' | 'losAngeles') => text[`city.${place}`];

/** A country's currency's name in the page's language. */
const currencyName = (code: CountryCode) => text[`currency.${code}`];

/** The rule a fact comes from, a link to its text, and its status: the day it was checked there, or that it waits for counsel. */
function Cited({citation}: {citation: Citation}): ReactNode {
  return (
    <>
      <span className={styles.rule} lang="es">
        {citation.rule}
      </span>
      <ExternalLink href={citation.source.url} className={styles.source}>
        {fillParts(text['facts.source'], {publisher: <span lang="es">{citation.source.publisher}</span>})}
      </ExternalLink>
      <FactStatus fact={citation} labels={{checked: text['facts.checked'], counsel: text['facts.counsel']}} />
    </>
  );
}

function Fact({label, value, citation}: {label: ReactNode; value: ReactNode; citation?: Citation}): ReactNode {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>
        <span className={styles.value}>{value}</span>
        {citation && <Cited citation={citation} />}
      </dd>
    </div>
  );
}

/** What a company there signs and pays, each legal or tax fact with its rule and source (src/data/countries.ts). */
function ContractFacts({data: {code, facts, own}}: {data: CountryPageData}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const currency = `${currencyName(code)} (${facts.currency})`;
  const {name: entity, registration} = site.entities[code];
  const percent = usePercent();
  const {shares = {}, amounts = {}} = facts.withholding;
  // The figures the withholding's text names, from the data: shares as percentages, amounts in the local currency.
  const withheld = {
    ...Object.fromEntries(Object.entries(shares).map(([name, share]) => [name, percent(share)])),
    ...Object.fromEntries(Object.entries(amounts).map(([name, amount]) => [name, `${facts.currency}\u00a0${formatNumber(amount, currentLocale)}`])),
  };
  return (
    <div className={styles.factsCard}>
      <h3 className={styles.factsTitle}>
        {text['facts.title']}
      </h3>
      <dl className={styles.facts}>
        <Fact label={text['facts.contract']} value={fillMessage(text['facts.contract.value'], {brand: site.brand})} citation={facts.contract} />
        <Fact label={text['facts.signer']} value={registration ? fillMessage(text['facts.signer.registered'], {entity, registration}) : entity} />
        <Fact label={text['facts.employment']} value={text['facts.employment.value']} citation={facts.employment} />
        <Fact label={text['facts.staffing']} value={own.staffing} citation={facts.staffing} />
        <Fact
          label={text['facts.invoice']}
          value={
            <>
              <span lang="es">{facts.invoice.name}</span>
              {` (${facts.invoice.authority})`}
            </>
          }
          citation={facts.invoice}
        />
        <Fact
          label={text['facts.vat']}
          value={vatLabel(facts.vat, currentLocale)}
          citation={facts.vat}
        />
        <Fact
          label={text['facts.currency']}
          value={facts.invoiceInUsd ? fillMessage(text['facts.currency.usd'], {currency}) : currency}
        />
        <Fact label={text['facts.withholding']} value={fillMessage(own.withholding, withheld)} citation={facts.withholding} />
        <Fact label={text['facts.payment']} value={fillMessage(text['facts.payment.value'], {days: terms.paymentDays})} />
      </dl>
      <p className={styles.reviewed}>{text['facts.reviewed']}</p>
    </div>
  );
}

/** What time it is elsewhere when it is ten in the morning in the country's capital, in January and in July. */
function TimeTable({data: {code, zones}}: {data: CountryPageData}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const home = zones[code];
  const {january, july} = seasons(new Date().getUTCFullYear());
  const places: {name: string; zone: string; own?: boolean}[] = [
    {name: cityName(code), zone: home, own: true},
    ...COUNTRY_CODES.filter((other) => other !== code).map((other) => ({name: `${cityName(other)} (${countryName(other)})`, zone: zones[other]})),
    {name: cityName('newYork'), zone: 'America/New_York'},
    {name: cityName('losAngeles'), zone: 'America/Los_Angeles'},
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.timeTable}>
        <caption>
          {fillMessage(text['time.caption'], {city: cityName(code), time: clockAt(home, 10, home, january, currentLocale)})}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              {text['time.place']}
            </th>
            <th scope="col">
              {text['time.january']}
            </th>
            <th scope="col">
              {text['time.july']}
            </th>
          </tr>
        </thead>
        <tbody>
          {places.map(({name, zone, own}) => (
            <tr key={zone} className={clsx(own && styles.own)}>
              <th scope="row">{name}</th>
              <td>{clockAt(home, 10, zone, january, currentLocale)}</td>
              <td>{clockAt(home, 10, zone, july, currentLocale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type SectionProps = {
  /** What the section tells: how the contract and the invoice work there, the time zone, the talent there. */
  kind: 'contract' | 'time' | 'talent';
  children: ReactNode;
};

/**
 * One band of a country page's prose (src/pages/paises/*.mdx), with what the data adds to it: the contract's facts
 * beside the contract's prose, the time table under the time zone's. Static markup: text, lists and links.
 */
export function CountrySection({kind, children}: SectionProps): ReactNode {
  const data = useContext(CountryContext);
  if (!data) throw new Error('CountrySection is written inside <CountryPage country={country}> (src/pages/paises/*.mdx)');
  const {code} = data;
  const country = countryName(code);
  const headings = {
    contract: fillMessage(text['contract.title'], {country}),
    time: fillMessage(text['time.title'], {country}),
    talent: fillMessage(text['talent.title'], {country}),
  };
  const headingId = `country-${kind}`;
  return (
    <section className={clsx(kind === 'time' && styles.muted, kind !== 'contract' && DEFERRED_CLASS)} aria-labelledby={headingId}>
      <Static className={clsx('container', styles.band, kind !== 'talent' && styles.split)}>
        <div>
          <h2 id={headingId}>{headings[kind]}</h2>
          <div className={styles.prose}>{children}</div>
        </div>
        {kind === 'contract' && <ContractFacts data={data} />}
        {kind === 'time' && <TimeTable data={data} />}
      </Static>
    </section>
  );
}

/** The example people of the role pages who live in the country, each title a link to its role page. */
function People({data: {code, people}}: {data: CountryPageData}): ReactNode {
  const country = countryName(code);
  return (
    // Laid out with the page, cards and all: their height follows their content (a name, a title, skills).
    <section className={styles.band} aria-labelledby="country-people">
      <Static className="container">
        <h2 id="country-people">
          {fillMessage(text['people.title'], {country})}
        </h2>
        <p className={styles.lead}>
          {text['people.lead']}
        </p>
        <ul className={styles.people}>
          {people.map(({role, ...profile}) => (
            <li key={profile.name}>
              <ProfileCard profile={profile} variant="compact" roleLink={`/empresas/${role}`} className={styles.person} />
            </li>
          ))}
        </ul>
      </Static>
    </section>
  );
}

/** The roles companies there ask for most, with their hourly rates from each seniority when prices are shown. */
function MostAsked({data: {code, mostAsked}}: {data: CountryPageData}): ReactNode {
  const money = useMoney();
  const categories = new Map(useRoles().categories.map(({id, title}) => [id, title]));
  const levels = ['semiSenior', 'senior', 'lead'] as const;
  return (
    <section className={clsx(styles.muted, DEFERRED_CLASS)} aria-labelledby="country-roles">
      <Static className={clsx('container', styles.band)}>
        <h2 id="country-roles">
          {fillMessage(text['roles.title'], {country: countryName(code)})}
        </h2>
        <p className={styles.lead}>
          {pricing.showPrices ? text['roles.note'] : <Translate id="prices.quote.text" values={{hours: terms.quoteHours}} />}
        </p>
        <ul className={styles.roles}>
          {mostAsked.map(({slug, title, category}) => {
            const band = rateBand(category, slug);
            return (
              <li key={slug} className={styles.role}>
                <span className={styles.category}>{categories.get(category)}</span>
                <Link to={`/empresas/${slug}`} className={styles.roleName}>
                  {title}
                </Link>
                {pricing.showPrices && (
                  <dl className={styles.rates}>
                    {levels.map((level) => (
                      <div key={level}>
                        <dt>{levelName(level)}</dt>
                        <dd>{money(band[level])}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </li>
            );
          })}
        </ul>
      </Static>
    </section>
  );
}

/** Links to the other countries' pages. */
export function CountryLinks({except}: {except?: CountryCode}): ReactNode {
  return (
    <ul className={styles.countries}>
      {COUNTRY_CODES.filter((code) => code !== except).map((code) => (
        <li key={code}>
          <Link to={COUNTRY_PATHS[code]} className={styles.countryLink}>
            <CountryLabel code={code} tone="inherit" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export type Props = {
  /** What the build wrote for the page's country: the MDX file imports `@generated/ready-countries/default/country-<code>.json`. */
  country: CountryPageData;
  /** The page's h1 and the line under it: the MDX file's `title` and `description`. */
  title: string;
  lead: string;
  /** The page's own sections (`CountrySection`), written in its MDX file. */
  children: ReactNode;
};

/**
 * A country page, used by src/pages/paises/*.mdx (and their English twins): breadcrumbs and hero, the MDX file's
 * sections with the data they draw on, the people who live there, the roles most asked for, the other countries and
 * a closing call to action. Needs `wrapperClassName: service-page` in the file's frontmatter (full-width bands).
 */
export default function CountryPage({country: data, title, lead, children}: Props): ReactNode {
  // An MDX file written as the pages were before (`code="co"`), or without the import, stops the build here.
  if (!data?.code) throw new Error(`CountryPage needs country={country}, imported from @generated/ready-countries/default/country-<code>.json (page "${title}")`);
  const {code, people} = data;
  const country = countryName(code);
  const whatsappMessage = fillMessage(text.whatsappMessage, {country});
  return (
    <CountryContext.Provider value={data}>
      <PageHero
        breadcrumbs={<Breadcrumbs path={COUNTRY_PATHS[code]} crumbs={[{name: text.breadcrumb, to: COUNTRIES_PATH}, {name: country}]} />}
        eyebrow={<CountryLabel code={code} eager tone="inherit" />}
        title={title}
        lead={lead}
        actions={
          <>
            <ContactCta whatsappMessage={whatsappMessage} tone="light" />
            <TermsRow />
          </>
        }
        aside={people.length >= 2 ? <HeroProfiles profiles={people.slice(0, 2)} /> : undefined}
      />
      {children}
      <People data={data} />
      <MostAsked data={data} />
      <Static as="section" className={clsx('container', styles.band, styles.closing)} aria-labelledby="country-start" data-place="closing">
        <h2 id="country-start">
          {fillMessage(text['closing.title'], {country})}
        </h2>
        <p className={styles.lead}>
          {fillMessage(text['closing.text'], {hours: terms.firstProfilesHours})}
        </p>
        <ContactCta whatsappMessage={whatsappMessage} />
        <h3 className={styles.othersTitle}>
          {text['others.title']}
        </h3>
        <CountryLinks except={code} />
      </Static>
    </CountryContext.Provider>
  );
}
