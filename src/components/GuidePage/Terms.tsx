import type {ReactNode} from 'react';
import {usePercent} from '@site/src/components/RateCard/money';
import {site} from '@site/src/config/site';

/*
 * Terms of the "how we work" page (src/pages/como-trabajamos.mdx and its English twin) that the site's configuration
 * holds rather than the page (src/config/site.ts, stand-ins listed by `npm run check:launch`). The page writes a
 * sentence for each value, and these show the one that holds; its figures are inserted here, as the page's prose may
 * carry none.
 */

type Children = {children: ReactNode};

/** Prose for when Ready's rates and prices include VAT (`pricesIncludeVat`). */
export function WithVat({children}: Children): ReactNode {
  return site.pricesIncludeVat ? children : null;
}

/** Prose for when Ready's rates and prices do not include VAT. */
export function WithoutVat({children}: Children): ReactNode {
  return site.pricesIncludeVat ? null : children;
}

/** Ready charges nothing when a client hires the person directly (`hireDirectFee`: a share or a span of zero). */
function hireDirectFree(): boolean {
  return site.hireDirectFee.salaryShare === 0 || site.hireDirectFee.freeAfterMonths === 0;
}

/** Prose for when hiring the person directly carries Ready's fee within a span. */
export function WithHireDirectFee({children}: Children): ReactNode {
  return hireDirectFree() ? null : children;
}

/** Prose for when hiring the person directly is free. */
export function WithoutHireDirectFee({children}: Children): ReactNode {
  return hireDirectFree() ? children : null;
}

/** The fee, a share of the annual gross salary, in the page's format ("15 %", "15%"). */
export function HireDirectShare(): ReactNode {
  return usePercent()(site.hireDirectFee.salaryShare);
}

/** The months from the person's first day within which the fee applies. */
export function HireDirectMonths(): ReactNode {
  return site.hireDirectFee.freeAfterMonths;
}
