// Replaces the docs-style navbar: the site needs section links, a language switch with flags and its own mobile panel.
import React, {type ReactNode} from 'react';
import SiteHeader from '@site/src/components/SiteHeader';

export default function Navbar(): ReactNode {
  return <SiteHeader />;
}
