import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {IconBrandWhatsapp} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {site, whatsappUrl} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {message?: string};

/** The floating WhatsApp button at the bottom right of every page. */
export default function WhatsAppButton({message = site.whatsappGreeting}: Props): ReactNode {
  const label = translate({id: 'layout.whatsapp.floating', message: 'Escríbenos por WhatsApp', description: 'Floating WhatsApp button'});
  return (
    <ExternalLink href={whatsappUrl(message)} className={styles.button} aria-label={label} title={label}>
      <IconBrandWhatsapp size={30} stroke={1.8} aria-hidden="true" focusable="false" />
    </ExternalLink>
  );
}
