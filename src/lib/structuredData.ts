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

export type ServiceInput = {name: string; description: string; url: string; providerName: string; providerUrl: string; category: string};

export function service({name, description, url, providerName, providerUrl, category}: ServiceInput): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url,
    serviceType: category,
    provider: {'@type': 'Organization', name: providerName, url: providerUrl},
    areaServed: {'@type': 'Place', name: 'Latin America'},
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
