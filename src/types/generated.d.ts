// What the roles plugin writes for the service pages at build time (src/plugins/roles/index.ts).
declare module '@generated/ready-roles/default/service-pages.json' {
  import type {ServicePageData} from '@site/src/lib/rolePage';

  const data: Record<'freelancing' | 'payroll' | 'headhunting', ServicePageData>;
  export default data;
}

// What the countries plugin writes for the country pages at build time: their texts and each country's number of
// people, then one file per country with its facts, people and roles (imported by that country's MDX file).
declare module '@generated/ready-countries/default/country-pages.json' {
  import type {CountryPagesData} from '@site/src/lib/countryMessages';

  const data: CountryPagesData;
  export default data;
}

declare module '@generated/ready-countries/default/country-*.json' {
  import type {CountryPageData} from '@site/src/lib/rolePage';

  const data: CountryPageData;
  export default data;
}

// What the guides plugin writes for the guide pages at build time: the frame's texts, the cost guide's (with the roles
// its estimator offers) and the comparison's.
declare module '@generated/ready-guides/default/guide-frame.json' {
  import type {GuideFrameData} from '@site/src/lib/guideMessages';

  const data: GuideFrameData;
  export default data;
}

declare module '@generated/ready-guides/default/cost-guide.json' {
  import type {CostGuideData} from '@site/src/lib/guideMessages';

  const data: CostGuideData;
  export default data;
}

declare module '@generated/ready-guides/default/comparison.json' {
  import type {ComparisonData} from '@site/src/lib/guideMessages';

  const data: ComparisonData;
  export default data;
}

declare module '@generated/ready-guides/default/comparison-figures.json' {
  import type {MonthlyFigures} from '@site/src/data/comparison';

  const figures: MonthlyFigures;
  export default figures;
}

// What the analytics plugin writes when a provider is set (src/plugins/analytics).
declare module '@generated/ready-analytics/default/analytics.json' {
  import type {MeasurementSettings} from '@site/src/lib/measurement';

  const settings: MeasurementSettings;
  export default settings;
}

// The site search's index for the build's language (src/plugins/search).
declare module '@generated/ready-search/default/search-index.json' {
  import type {AsPlainObject} from 'minisearch';
  import type {SearchMessages, TermRules} from '@site/src/lib/search';

  const data: {messages: SearchMessages; terms: TermRules; index: AsPlainObject};
  export default data;
}
