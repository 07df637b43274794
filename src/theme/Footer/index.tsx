// Replaces the config-driven footer: it lists the team pages from content and the social links from config.
import React, {type ReactNode} from 'react';
import SiteFooter from '@site/src/components/SiteFooter';

export default function Footer(): ReactNode {
  return <SiteFooter />;
}
