import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import ContactCta from '@site/src/components/ContactCta';
import PageHero from '@site/src/components/PageHero';
import Static from '@site/src/components/Static';
import TermsRow from '@site/src/components/TermsRow';
import {GUIDE_PATHS} from '@site/src/config/routes';
import {terms} from '@site/src/data/engagement';
import {fillMessage} from '@site/src/lib/messages';
import {text} from './text';
import styles from './styles.module.css';

export {GuideBand, GuideSection, type SectionProps} from './Band';

export type Props = {
  /** The page's own path (src/config/routes.ts GUIDE_PATHS), for its breadcrumbs. */
  path: string;
  /** The page's short name in the breadcrumbs. */
  crumb: string;
  /** The page's h1 and the line under it: the MDX file's `title` and `description`. */
  title: string;
  lead: string;
  /** The page's sections (`GuideSection`, and the cost guide's parts), written in its MDX file. */
  children: ReactNode;
};

/**
 * A guide page (src/pages/costos.mdx, src/pages/como-trabajamos.mdx and their English twins): breadcrumbs and hero,
 * the MDX file's sections, and a closing call to action. Needs `wrapperClassName: service-page` in the file's
 * frontmatter (full-width bands).
 */
export default function GuidePage({path, crumb, title, lead, children}: Props): ReactNode {
  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs path={path} crumbs={[{name: crumb}]} />}
        eyebrow={text.eyebrow}
        title={title}
        lead={lead}
        actions={
          <>
            <ContactCta tone="light" />
            <TermsRow withoutLink={path === GUIDE_PATHS.howWeWork} />
          </>
        }
      />
      {children}
      <Static as="section" className={clsx('container', styles.band, styles.closing)} aria-labelledby="guide-start" data-place="closing">
        <h2 id="guide-start" className={styles.title}>
          {text['closing.title']}
        </h2>
        <p className={styles.lead}>{fillMessage(text['closing.text'], {hours: terms.firstProfilesHours})}</p>
        <ContactCta />
      </Static>
    </>
  );
}
