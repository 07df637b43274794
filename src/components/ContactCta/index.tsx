import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {IconBrandWhatsapp, IconCalendarEvent} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {site, whatsappUrl} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {
  /** The prefilled WhatsApp message; the site-wide greeting when omitted. */
  whatsappMessage?: string;
  className?: string;
  tone?: 'dark' | 'light';
};

/** The two ways to talk to us: book a call, or write on WhatsApp. */
export default function ContactCta({whatsappMessage = site.whatsappGreeting, className, tone = 'dark'}: Props): ReactNode {
  return (
    <div className={clsx(styles.actions, className)}>
      <ExternalLink href={site.calendarUrl} className={clsx('button button--lg', tone === 'light' ? styles.lightPrimary : 'button--primary')}>
        <IconCalendarEvent size={20} aria-hidden="true" focusable="false" />
        <Translate id="cta.quote" description="Main call to action, opens the calendar" />
      </ExternalLink>
      <ExternalLink href={whatsappUrl(whatsappMessage)} className={clsx('button button--lg', styles.whatsapp)}>
        <IconBrandWhatsapp size={20} aria-hidden="true" focusable="false" />
        <Translate id="cta.whatsapp" />
      </ExternalLink>
    </div>
  );
}

/** The calendar inside a section: "Quiero una cotización / I want a quote" (STYLE.md, one label per intent). */
export function QuoteButton({className}: {className?: string}): ReactNode {
  return (
    <ExternalLink href={site.calendarUrl} className={clsx('button button--primary button--lg', className)}>
      <IconCalendarEvent size={20} aria-hidden="true" focusable="false" />
      <Translate id="landing.features.cta" description="Call to action that opens the calendar" />
    </ExternalLink>
  );
}
