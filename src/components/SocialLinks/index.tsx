import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {IconBrandInstagram, IconBrandLinkedin, IconBrandWhatsapp} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {site, whatsappUrl} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {tone?: 'dark' | 'light'};

/** LinkedIn, Instagram and WhatsApp, as icon links with spoken names. */
export default function SocialLinks({tone = 'dark'}: Props): ReactNode {
  const links = [
    {href: site.linkedinUrl, label: translate({id: 'layout.social.linkedin'}, {brand: site.brand}), Icon: IconBrandLinkedin},
    {href: site.instagramUrl, label: translate({id: 'layout.social.instagram'}, {brand: site.brand}), Icon: IconBrandInstagram},
    {href: whatsappUrl(site.whatsappGreeting), label: translate({id: 'layout.social.whatsapp'}), Icon: IconBrandWhatsapp},
  ];
  return (
    <ul className={clsx(styles.list, tone === 'light' && styles.light)}>
      {links.map(({href, label, Icon}) => (
        <li key={href}>
          <ExternalLink href={href} className={styles.link} aria-label={label} title={label}>
            <Icon size={22} stroke={1.8} aria-hidden="true" focusable="false" />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
