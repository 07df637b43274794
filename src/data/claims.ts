import {translate} from '@docusaurus/Translate';

/**
 * The figures the site claims, as shown in large type (hero, process). One
 * place for each, in each language's number format (Spanish: 1500, 25 000 with
 * a non-breaking space, 5 %; English: 1,500, 25,000, 5%).
 */
export function claims() {
  return {
    network: translate({id: 'landing.claims.network', description: 'Size of the network; Spanish groups thousands with a non-breaking space'}),
    evaluated: translate({id: 'landing.claims.evaluated', description: 'Freelancers evaluated each month'}),
    top: translate({id: 'landing.claims.top', description: 'Share of evaluated freelancers who get verified'}),
  };
}
