// Replaces the docs-style navbar: the site needs section links, a language switch with flags and its own mobile panel.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {IconCalendarEvent} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import LanguageSwitch from '@site/src/components/LanguageSwitch';
import Logo from '@site/src/components/Logo';
import SearchButton from '@site/src/components/Search';
import {FIRST_SCREEN_IDS, NAV_SECTION_IDS} from '@site/src/config/routes';
import {site} from '@site/src/config/site';
import {useDisclosure} from '@site/src/hooks/useDisclosure';
import {useScrollSpy} from '@site/src/hooks/useScrollSpy';
import MobileMenu, {StaticMobileMenu} from './MobileMenu';
import {MenuIcon, NavLinks} from './parts';
import styles from './styles.module.css';

export const MOBILE_MENU_ID = 'mobile-menu';

/**
 * The button that opens the menu's dialog; in the static HTML and while the page hydrates, the menu that works without
 * JavaScript. Its own component: when the page has hydrated, only it renders again, not the whole header.
 */
function MenuToggle({buttonProps}: {buttonProps: ReturnType<typeof useDisclosure>['buttonProps']}): ReactNode {
  const enhanced = useIsBrowser();
  return enhanced ? (
    <button {...buttonProps} className={styles.menuButton}>
      <MenuIcon action="open" />
    </button>
  ) : (
    <StaticMobileMenu />
  );
}

/** The site header: section links with scroll-spy, READY IA, language, sign-in and the mobile menu. */
export default function SiteHeader(): ReactNode {
  const {open: menuOpen, close: closeMenu, buttonProps} = useDisclosure(MOBILE_MENU_ID);
  const home = useBaseUrl('/');
  const {pathname} = useLocation();
  const onHome = pathname === home || `${pathname}/` === home;
  const active = useScrollSpy(NAV_SECTION_IDS, -site.timings.smoothScroll.offsetPx, onHome);

  return (
    // `navbar` lets the theme's table of contents measure the header height.
    <header className={clsx('navbar', styles.header)} data-place="header">
      <div className={clsx('container', styles.bar)}>
        <Logo />
        <nav className={styles.desktopNav} aria-label={translate({id: 'layout.nav.label', description: 'Accessible name of the main navigation'})}>
          <NavLinks className={styles.navList} linkClassName={styles.navLink} aiClassName={styles.aiLink} active={active} />
        </nav>
        <div className={styles.actions}>
          <SearchButton variant="header" className={styles.desktopOnly} />
          <LanguageSwitch compact className={styles.desktopOnly} />
          <ExternalLink href={site.signInUrl} className={clsx(styles.signIn, styles.desktopOnly)}>
            <Translate id="layout.signIn" description="Link to the talent platform's sign-in page" />
          </ExternalLink>
          {/* The one primary action of every page, at every width: hiring starts with a call. */}
          <ExternalLink href={site.calendarUrl} className={clsx('button button--primary', styles.quote)}>
            <IconCalendarEvent size={18} aria-hidden="true" focusable="false" className={styles.quoteIcon} />
            <Translate id="cta.quote" description="Main call to action, opens the calendar" />
          </ExternalLink>
          <MenuToggle buttonProps={buttonProps} />
        </div>
      </div>
      {menuOpen && <MobileMenu id={MOBILE_MENU_ID} onClose={closeMenu} active={active} />}
      {/* Its end: no frame is painted before the parser has reached it (docusaurus.config.ts). */}
      <span id={FIRST_SCREEN_IDS.header} hidden />
    </header>
  );
}
