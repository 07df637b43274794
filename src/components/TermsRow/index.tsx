import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {GUIDE_PATHS} from '@site/src/config/routes';
import {terms} from '@site/src/data/engagement';
import styles from './styles.module.css';

export type Props = {
  className?: string;
  /** Leave out the link to every term in writing (on the page it leads to). */
  withoutLink?: boolean;
};

/**
 * The terms of every engagement (src/data/engagement.ts), in one compact row near a call to action (page heroes, the
 * landing's), and a link to all of them in writing (the "how we work" page).
 */
export default function TermsRow({className, withoutLink}: Props): ReactNode {
  const {firstProfilesHours, trialDays, replacementDays, usOverlapHours} = terms;
  const items = [
    translate(
      {id: 'terms.firstProfiles', description: 'Terms row: hours until the first vetted profiles, e.g. "Profiles in 48 h"'},
      {hours: firstProfilesHours},
    ),
    translate({id: 'terms.trial', description: 'Terms row: trial period in days, e.g. "7-day trial"'}, {days: trialDays}),
    translate({id: 'terms.replacement', description: 'Terms row: days during which a person is replaced at no cost'}, {days: replacementDays}),
    translate(
      {id: 'terms.overlap', description: 'Terms row: working hours shared with US time zones, e.g. "4–8 h overlap with US hours"'},
      usOverlapHours,
    ),
    translate({id: 'terms.modality', description: 'Terms row: the two modalities'}),
    translate({id: 'terms.invoice', description: 'Terms row: the client gets a local invoice in its currency'}),
  ];
  const labelId = useId();
  return (
    <>
      {/* The list's name, for screen readers only (aria-labelledby reads hidden text). */}
      <span id={labelId} hidden>
        {translate({id: 'terms.label', description: 'Accessible name of the terms row'})}
      </span>
      {/* Each term after a check mark drawn in CSS: no icon script on the pages that show the row. */}
      <ul className={clsx(styles.terms, className)} aria-labelledby={labelId}>
        {items.map((text) => (
          <li key={text} className={styles.term}>
            {text}
          </li>
        ))}
      </ul>
      {!withoutLink && (
        <Link to={GUIDE_PATHS.howWeWork} className={styles.more}>
          {translate({id: 'terms.howWeWork', description: 'Link under the terms row to the page with every term in writing'})}
        </Link>
      )}
    </>
  );
}
