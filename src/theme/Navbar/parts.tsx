import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {IconMenu2, IconX} from '@tabler/icons-react';
import NewBadge from '@site/src/components/NewBadge';
import SmoothScrollLink from '@site/src/components/SmoothScrollLink';
import {AI_HIGHLIGHT_PATH, type SectionId} from '@site/src/config/routes';
import {aiEntryLabel, navSections} from '@site/src/data/navigation';

type NavLinksProps = {
  className: string;
  linkClassName: string;
  /** Extra class of the READY AI entry. */
  aiClassName?: string;
  active: SectionId | null;
  /** Called when a link is followed (the mobile panel closes). */
  onNavigate?: () => void;
};

/** The landing's sections and the READY AI entry: the header's navigation and the mobile panel's. */
export function NavLinks({className, linkClassName, aiClassName, active, onNavigate}: NavLinksProps): ReactNode {
  return (
    <ul className={className}>
      {navSections().map(({id, label}) => (
        <li key={id}>
          <SmoothScrollLink to={id} className={linkClassName} active={active === id} onNavigate={onNavigate}>
            {label}
          </SmoothScrollLink>
        </li>
      ))}
      <li>
        <Link to={AI_HIGHLIGHT_PATH} className={clsx(linkClassName, aiClassName)} onClick={onNavigate} data-cta="ai">
          {aiEntryLabel()} <NewBadge />
        </Link>
      </li>
    </ul>
  );
}

/** The hamburger or the cross of the menu button, with its name for screen readers. */
export function MenuIcon({action}: {action: 'open' | 'close'}): ReactNode {
  const Icon = action === 'open' ? IconMenu2 : IconX;
  return (
    <>
      <Icon size={26} stroke={2} aria-hidden="true" focusable="false" />
      <span className="visually-hidden">
        {action === 'open' ? <Translate id="layout.menu.open" /> : <Translate id="layout.menu.close" />}
      </span>
    </>
  );
}
