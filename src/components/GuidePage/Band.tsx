import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Static from '@site/src/components/Static';
import styles from './styles.module.css';

export type SectionProps = {
  /** The section's anchor, the same in every language (`/como-trabajamos#prueba`). */
  id: string;
  title: string;
  /** On the muted background, to set it apart from the band before. */
  muted?: boolean;
  children: ReactNode;
};

/** One full-width band of a guide page with its heading: the MDX file's sections, and the cost guide's parts. */
export function GuideBand({id, title, muted, children}: SectionProps): ReactNode {
  // Links to the anchor (`/como-trabajamos#prueba`, `/costos?rol=…#estimador`) are checked by the build.
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} className={clsx(styles.section, muted && styles.muted)} aria-labelledby={`${id}-title`}>
      <div className={clsx('container', styles.band)}>
        <h2 id={`${id}-title`} className={styles.title}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

/** One band of a guide page's prose, written in its MDX file: a heading and the text under it. Static markup. */
export function GuideSection({children, ...band}: SectionProps): ReactNode {
  return (
    <GuideBand {...band}>
      <Static className={styles.prose}>{children}</Static>
    </GuideBand>
  );
}
