import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {usePercent} from '@site/src/components/RateCard/money';
import {site} from '@site/src/config/site';

/*
 * Terms of the "how we work" page (src/pages/como-trabajamos.mdx and its English twin) that the site's configuration
 * holds rather than its prose (src/config/site.ts, stand-ins listed by `npm run check:launch`): the page's prose may
 * carry no figure, and the sentence that fits the value is chosen here. Texts: UI strings `howWeWork.*`.
 */

/** Whether Ready's rates and prices include VAT (`pricesIncludeVat`), as one paragraph. */
export function VatTerms(): ReactNode {
  return (
    <p>
      {site.pricesIncludeVat ? (
        <Translate id="howWeWork.vat.included" description="How we work, invoicing: the site's rates and prices already include VAT (IGV in Peru)" />
      ) : (
        <Translate id="howWeWork.vat.excluded" description="How we work, invoicing: the site's rates and prices do not include VAT (IGV in Peru), added on the invoice" />
      )}
    </p>
  );
}

/** What hiring the person directly costs the client (`hireDirectFee`), as one paragraph. */
export function HireDirectTerms(): ReactNode {
  const percent = usePercent();
  const {salaryShare, freeAfterMonths} = site.hireDirectFee;
  return (
    <p>
      {salaryShare === 0 || freeAfterMonths === 0 ? (
        <Translate id="howWeWork.hireDirect.free" description="How we work: hiring the person directly costs the client nothing" />
      ) : (
        <Translate
          id="howWeWork.hireDirect.fee"
          values={{months: freeAfterMonths, share: percent(salaryShare)}}
          description="How we work: the one-off fee for hiring the person directly within {months} months of their first day; {share}: a share of the annual gross salary, e.g. 15 %"
        />
      )}
    </p>
  );
}
