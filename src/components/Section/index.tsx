import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {SectionId} from '@site/src/config/routes';
import Static from '@site/src/components/Static';
import {DEFERRED_CLASS} from '@site/src/lib/deferredRendering';
import styles from './styles.module.css';

export type Props = {
  id?: SectionId;
  /** Id of the element that names the section (usually its SectionTitle). */
  labelledBy?: string;
  tone?: 'plain' | 'muted';
  className?: string;
  /** Nothing inside changes or responds to JavaScript: the browser keeps the server's markup (src/components/Static). */
  static?: boolean;
  children: ReactNode;
};

/** A landing-page band: vertical rhythm, background tone and the anchor the header links to. */
export default function Section({id, labelledBy, tone = 'plain', className, static: still = false, children}: Props): ReactNode {
  // Registers the anchor so the build's broken-anchor check knows `/#id` links resolve.
  useBrokenLinks().collectAnchor(id);
  return (
    <section id={id} aria-labelledby={labelledBy} className={clsx(styles.section, styles[tone], DEFERRED_CLASS, className)}>
      {still ? <Static className="container">{children}</Static> : <div className="container">{children}</div>}
    </section>
  );
}

export type TitleProps = {id: string; eyebrow?: ReactNode; children: ReactNode; lead?: ReactNode; align?: 'start' | 'center'};

export function SectionTitle({id, eyebrow, children, lead, align = 'center'}: TitleProps): ReactNode {
  return (
    <Static as="header" className={clsx(styles.titleBlock, align === 'center' && styles.center)}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={styles.title}>
        {children}
      </h2>
      {lead && <p className={styles.lead}>{lead}</p>}
    </Static>
  );
}
