import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import servicePages from '@generated/ready-roles/default/service-pages.json';
import ContactCta from '@site/src/components/ContactCta';
import EnglishTerms from '@site/src/components/EnglishTerms';
import Faq, {FaqItem} from '@site/src/components/Faq';
import HeroProfiles from '@site/src/components/HeroProfiles';
import PageHero from '@site/src/components/PageHero';
import RateCard, {HourlyNote, HourlyRates, PriceTile} from '@site/src/components/RateCard';
import {From, useMoney} from '@site/src/components/RateCard/money';
import RelatedPages from '@site/src/components/RelatedPages';
import TermsRow from '@site/src/components/TermsRow';
import {lowestBand, pricing, servicePriceRange} from '@site/src/data/pricing';
import {type ComparisonRow, type Service, type ServiceId, serviceComparison, services} from '@site/src/data/services';
import Static from '@site/src/components/Static';
import StructuredData from '@site/src/components/StructuredData';
import {site} from '@site/src/config/site';
import {service as serviceData} from '@site/src/lib/structuredData';
import styles from './styles.module.css';

export {FaqItem};

/** Each service's price and what it includes (src/data/pricing.ts). */
function ServicePrice({id}: {id: ServiceId}): ReactNode {
  const money = useMoney();
  switch (id) {
    case 'freelancing':
      return (
        <RateCard note={<HourlyNote />}>
          <HourlyRates band={lowestBand()} />
        </RateCard>
      );
    case 'payroll':
      return (
        <RateCard note={<Translate id="prices.note.payroll" description="What the Payroll fee includes" />}>
          <PriceTile>
            <From /> {money(pricing.services.payrollMonthlyFrom)}
            <small>
              <Translate id="prices.perPersonMonth" description="After the Payroll fee" />
            </small>
          </PriceTile>
        </RateCard>
      );
    case 'headhunting':
      return (
        <RateCard note={<Translate id="prices.note.headhunting" description="When the Headhunting fee is paid" />}>
          <PriceTile>
            <Translate id="prices.headhunting" values={{percent: pricing.services.headhuntingPercent}} description="The Headhunting fee, e.g. 16% of the first year's gross salary" />
          </PriceTile>
        </RateCard>
      );
  }
}

/** The page's questions, written in its MDX file as `FaqItem`s; shown after the comparison. */
export function ServiceFaq({children}: {children: ReactNode}): ReactNode {
  return <Faq>{children}</Faq>;
}

export type Props = {
  id: ServiceId;
  /** The page's own sections (`ServiceSection`), written in the page's MDX file. */
  children: ReactNode;
};

/**
 * A service page, used by src/pages/service-*.mdx (and their English twins):
 * the hero and the closing call to action around the prose of the MDX file,
 * then the comparison of the three services. Needs `wrapperClassName:
 * service-page` in the file's frontmatter: src/theme/MDXPage gives it the full width.
 */
export default function ServicePage({id, children}: Props): ReactNode {
  const all = services();
  const service = all.find((entry) => entry.id === id)!;
  const others = all.filter((entry) => entry.id !== id);
  // The page's own service leads the comparison: on a phone its column is the one in view.
  const columns = [service, ...others];
  const rows = serviceComparison();
  const {profiles, roles} = servicePages[id];
  // The MDX file's questions come after the comparison, whatever their place in the file.
  const parts = React.Children.toArray(children);
  const isFaq = (part: ReactNode) => React.isValidElement(part) && part.type === ServiceFaq;
  const whatsappMessage = translate({id: 'services.whatsappMessage'}, {service: service.title});
  const homeUrl = useBaseUrl('/', {absolute: true});
  const pageUrl = useBaseUrl(service.path, {absolute: true});

  return (
    <>
      <PageMetadata title={service.title} description={service.summary} />
      <StructuredData
        data={[
          serviceData({
            name: service.title,
            description: service.summary,
            url: pageUrl,
            providerName: site.brand,
            providerUrl: homeUrl,
            category: service.title,
            prices: servicePriceRange(id),
          }),
        ]}
      />
      <PageHero
        eyebrow={<Translate id="services.eyebrow" />}
        title={<EnglishTerms>{service.title}</EnglishTerms>}
        lead={<EnglishTerms>{service.summary}</EnglishTerms>}
        actions={
          <>
            <ContactCta whatsappMessage={whatsappMessage} tone="light" />
            <TermsRow />
          </>
        }
        aside={<HeroProfiles profiles={profiles} />}
      />

      {parts.filter((part) => !isFaq(part))}

      <ServicePrice id={id} />

      {/* Not a named landmark itself: the scrollable table region below carries the name. */}
      <section className={styles.muted}>
        <Static className={clsx('container', styles.band)}>
          <h2 id="service-compare">
            <Translate id="services.compare.title" />
          </h2>
          <div
            className={styles.tableWrap}
            role="region"
            aria-labelledby="service-compare"
            // Focusable so keyboard users can scroll the table on narrow screens.
            tabIndex={0}>
            <ComparisonTable columns={columns} current={id} rows={rows} className={styles.table} />
          </div>
          {/* Phones: one small table per service, this page's first, instead of four columns squeezed into 390 px. */}
          <div className={styles.phoneTables}>
            {columns.map((entry) => (
              <ComparisonTable
                key={entry.id}
                columns={[entry]}
                current={id}
                rows={rows}
                className={clsx(styles.phoneTable, entry.id === id && styles.phoneTableCurrent)}
                phone
              />
            ))}
          </div>
        </Static>
      </section>

      {parts.filter(isFaq)}

      <RelatedPages
        title={
          <Translate id="services.roles.title" values={{service: <EnglishTerms>{service.title}</EnglishTerms>}} description="Heading of the links to the roles a service fills" />
        }
        pages={roles}
      />

      <Static as="section" className={clsx('container', styles.band, styles.closing)} aria-labelledby="service-start" data-place="closing">
        <h2 id="service-start">
          <Translate id="services.start.title" />
        </h2>
        <p className={styles.lead}>
          <Translate id="services.start.text" />
        </p>
        <ContactCta whatsappMessage={whatsappMessage} />
        <p className={styles.others}>
          <Translate id="services.others" />{' '}
          {others.map((entry, index) => (
            <React.Fragment key={entry.id}>
              {index > 0 && ' · '}
              <ServiceName service={entry} current={false} />
            </React.Fragment>
          ))}
        </p>
      </Static>
    </>
  );
}

type TableProps = {columns: Service[]; current: ServiceId; rows: ComparisonRow[]; className: string; phone?: boolean};

/**
 * The comparison: on wide screens one table with a column per service (this page's highlighted);
 * on phones (`phone`) one small table per service, its name heading both columns.
 */
function ComparisonTable({columns, current, rows, className, phone = false}: TableProps): ReactNode {
  const highlight = (entry: Service) => (!phone && entry.id === current ? styles.currentColumn : undefined);
  return (
    <table className={className}>
      <thead>
        <tr>
          {!phone && <td />}
          {columns.map((entry) => (
            <th key={entry.id} scope="col" colSpan={phone ? 2 : undefined} className={highlight(entry)}>
              <ServiceName service={entry} current={entry.id === current} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {columns.map((entry) => (
              <td key={entry.id} className={highlight(entry)}>
                {row.answers[entry.id]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A service's name in the comparison and the closing line: a link, except on its own page. */
function ServiceName({service, current}: {service: Service; current: boolean}): ReactNode {
  const name = <EnglishTerms>{service.title}</EnglishTerms>;
  return current ? name : <Link to={service.path}>{name}</Link>;
}

export type SectionProps = {
  /** What the section tells: what the service is, how it works (an ordered list), who it suits (a list). */
  kind: 'what' | 'how' | 'suits';
  children: ReactNode;
};

/**
 * One band of a service page's prose; its heading is the same on every service page. Its content is static markup
 * (src/components/Static): text, lists and links, no component that needs JavaScript.
 */
export function ServiceSection({kind, children}: SectionProps): ReactNode {
  const headings = {
    what: <Translate id="services.what.title" />,
    how: <Translate id="services.how.title" />,
    suits: <Translate id="services.suits.title" />,
  };
  const headingId = `service-${kind}`;
  return (
    <section className={clsx(kind === 'how' && styles.muted)} aria-labelledby={headingId}>
      <Static className={clsx('container', styles.band, styles[kind])}>
        <h2 id={headingId}>{headings[kind]}</h2>
        <div className={styles.prose}>{children}</div>
      </Static>
    </section>
  );
}
