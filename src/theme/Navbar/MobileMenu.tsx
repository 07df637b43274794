import React, {type ReactNode, useEffect, useRef} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import ExternalLink from '@site/src/components/ExternalLink';
import LanguageSwitch from '@site/src/components/LanguageSwitch';
import Logo from '@site/src/components/Logo';
import SocialLinks from '@site/src/components/SocialLinks';
import Static from '@site/src/components/Static';
import type {SectionId} from '@site/src/config/routes';
import {COPYRIGHT_YEARS, site} from '@site/src/config/site';
import {legalLinks} from '@site/src/data/navigation';
import SearchButton from '@site/src/components/Search';
import {MenuIcon, NavLinks} from './parts';
import styles from './styles.module.css';

export type Props = {id: string; onClose: () => void; active: SectionId | null};

const FOCUSABLE = 'a[href], button:not([disabled])';

/** Full-width menu panel: a modal dialog that keeps focus inside until it closes. */
export default function MobileMenu({id, onClose, active}: Props): ReactNode {
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    document.documentElement.classList.add(styles.menuOpen);
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape closes the layer on top: the search opened from the menu, when it is open, then the menu.
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) {
        return;
      }
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
      const [edge, wrapTo] = event.shiftKey ? [items[0], items.at(-1)] : [items.at(-1), items[0]];
      if (document.activeElement === edge) {
        event.preventDefault();
        wrapTo?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.documentElement.classList.remove(styles.menuOpen);
    };
  }, [onClose]);

  return (
    <div
      ref={panel}
      id={id}
      className={styles.panel}
      data-place="menu"
      role="dialog"
      aria-modal="true"
      aria-label={translate({id: 'layout.menu.label', description: 'Accessible name of the mobile menu panel'})}>
      <PanelContent onClose={onClose} active={active}>
        <button ref={closeButton} type="button" className={styles.menuButton} onClick={onClose}>
          <MenuIcon action="close" />
        </button>
      </PanelContent>
    </div>
  );
}

/**
 * The menu of the static page, for visitors without JavaScript: a `<details>`
 * whose summary is the hamburger and, once open, the close control drawn where
 * the dialog's close button sits. The header swaps it for the dialog once the
 * page is hydrated, so it is never hydrated itself (`Static`: React adopts the server's markup).
 */
export function StaticMobileMenu(): ReactNode {
  return (
    <Static as="details" className={styles.staticMenu}>
      <summary className={styles.menuButton}>
        <span className={styles.whenClosed}>
          <MenuIcon action="open" />
        </span>
        <span className={styles.whenOpen}>
          <MenuIcon action="close" />
        </span>
      </summary>
      <div className={styles.panel} data-place="menu">
        <PanelContent active={null} />
      </div>
    </Static>
  );
}

type PanelContentProps = {onClose?: () => void; active: SectionId | null; children?: ReactNode};

/** What the panel lists; `children` is the close control beside the logo. */
function PanelContent({onClose, active, children}: PanelContentProps): ReactNode {
  return (
    <>
      <div className={styles.panelTop}>
        <Logo />
        {children}
      </div>
      <SearchButton variant="panel" onNavigate={onClose} />
      {/* Named apart from the header's navigation: the static page holds both. */}
      <nav aria-label={translate({id: 'layout.menu.nav', description: 'Accessible name of the navigation inside the mobile menu panel'})}>
        <NavLinks className={styles.panelLinks} linkClassName={styles.panelLink} active={active} onNavigate={onClose} />
      </nav>
      <div className={styles.panelActions}>
        <ExternalLink href={site.calendarUrl} className="button button--primary button--lg" onClick={onClose}>
          <Translate id="cta.quote" />
        </ExternalLink>
        <ExternalLink href={site.signInUrl} className="button button--secondary button--lg" onClick={onClose}>
          <Translate id="layout.signIn" />
        </ExternalLink>
      </div>
      <div className={styles.panelRow}>
        <LanguageSwitch />
        <SocialLinks />
      </div>
      <div className={styles.panelFoot}>
        <ul className={styles.legalList}>
          {legalLinks().map(({to, label}) => (
            <li key={to}>
              <Link to={to} onClick={onClose}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          <Translate id="layout.menu.copyright" values={{brand: site.brand, year: COPYRIGHT_YEARS.menu}} />
        </p>
      </div>
    </>
  );
}
