/**
 * schema.org JSON-LD for the pages that carry it: the Organization on the
 * landing page, and a BreadcrumbList and a Service on role and team pages.
 * Pure builders: components pass absolute URLs in. The return types come from
 * schema-dts, so the type check rejects a type or property schema.org lacks.
 */
import type {BreadcrumbList, FAQPage, Organization, Service, WithContext} from 'schema-dts';

export type JsonLd = WithContext<Organization> | WithContext<BreadcrumbList> | WithContext<Service> | WithContext<FAQPage>;

export type OrganizationInput = {
  name: string;
  url: string;
  logo: string;
  description: string;
  sameAs: readonly string[];
  email: string;
};

export function organization({name, url, logo, description, sameAs, email}: OrganizationInput): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo,
    description,
    email,
    sameAs: [...sameAs],
    areaServed: {'@type': 'Place', name: 'Latin America'},
  };
}

export type Crumb = {name: string; url: string};

export function breadcrumbList(crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({'@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url})),
  };
}

/** A price range per unit (UN/CEFACT code: `HUR` an hour, `MON` a month), as the page shows it; no `high` for a "from" price. */
export type PriceRange = {low: number; high?: number; currency: string; unit: 'HUR' | 'MON'};

export type ServiceInput = {
  name: string;
  description: string;
  url: string;
  providerName: string;
  providerUrl: string;
  category: string;
  /** The page's prices, when it shows them (src/data/pricing.ts, `showPrices`). */
  prices?: PriceRange;
};

export function service({name, description, url, providerName, providerUrl, category, prices}: ServiceInput): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    serviceType: category,
    provider: {'@type': 'Organization', name: providerName, url: providerUrl},
    areaServed: {'@type': 'Place', name: 'Latin America'},
    ...(prices && {
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: prices.currency,
        lowPrice: prices.low,
        ...(prices.high !== undefined && {highPrice: prices.high}),
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          priceCurrency: prices.currency,
          minPrice: prices.low,
          ...(prices.high !== undefined && {maxPrice: prices.high}),
          unitCode: prices.unit,
        },
      },
    }),
  };
}

/** The questions a page answers, for answer engines (it costs the page's HTML only: the text is on the page already). */
export function faqPage(entries: readonly {question: string; answer: string}[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map(({question, answer}) => ({'@type': 'Question', name: question, acceptedAnswer: {'@type': 'Answer', text: answer}})),
  };
}

/** JSON for a <script type="application/ld+json">, safe inside HTML (no `</script>` break-out). */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
