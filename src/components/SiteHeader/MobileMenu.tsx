import React, {type ReactNode, useEffect, useRef} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {IconMenu2, IconX} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import LanguageSwitch from '@site/src/components/LanguageSwitch';
import Logo from '@site/src/components/Logo';
import SmoothScrollLink from '@site/src/components/SmoothScrollLink';
import SocialLinks from '@site/src/components/SocialLinks';
import {AI_HIGHLIGHT_PATH, type SectionId} from '@site/src/config/routes';
import {COPYRIGHT_YEARS, site} from '@site/src/config/site';
import {aiEntryLabel, legalLinks, navSections} from '@site/src/data/navigation';
import NewBadge from '@site/src/components/NewBadge';
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
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) {
        return;
      }
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
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
      role="dialog"
      aria-modal="true"
      aria-label={translate({id: 'layout.menu.label', message: 'Menú', description: 'Accessible name of the mobile menu panel'})}>
      <PanelContent onClose={onClose} active={active}>
        <button ref={closeButton} type="button" className={styles.menuButton} onClick={onClose}>
          <IconX size={26} stroke={2} aria-hidden="true" focusable="false" />
          <span className="visually-hidden">
            <Translate id="layout.menu.close">Cerrar menú</Translate>
          </span>
        </button>
      </PanelContent>
    </div>
  );
}

/**
 * The menu of the static page, for visitors without JavaScript: a `<details>`
 * whose summary is the hamburger and, once open, the close control drawn where
 * the dialog's close button sits. The header swaps it for the dialog once the
 * page is hydrated.
 */
export function StaticMobileMenu(): ReactNode {
  return (
    <details className={styles.staticMenu}>
      <summary className={styles.menuButton}>
        <span className={styles.whenClosed}>
          <IconMenu2 size={26} stroke={2} aria-hidden="true" focusable="false" />
          <span className="visually-hidden">
            <Translate id="layout.menu.open">Abrir menú</Translate>
          </span>
        </span>
        <span className={styles.whenOpen}>
          <IconX size={26} stroke={2} aria-hidden="true" focusable="false" />
          <span className="visually-hidden">
            <Translate id="layout.menu.close">Cerrar menú</Translate>
          </span>
        </span>
      </summary>
      <div className={styles.panel}>
        <PanelContent active={null} />
      </div>
    </details>
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
      {/* Named apart from the header's navigation: the static page holds both. */}
      <nav aria-label={translate({id: 'layout.menu.nav', message: 'Menú principal', description: 'Accessible name of the navigation inside the mobile menu panel'})}>
        <ul className={styles.panelLinks}>
          {navSections().map(({id: section, label}) => (
            <li key={section}>
              <SmoothScrollLink to={section} className={styles.panelLink} active={active === section} onNavigate={onClose}>
                {label}
              </SmoothScrollLink>
            </li>
          ))}
          <li>
            <Link to={AI_HIGHLIGHT_PATH} className={styles.panelLink} onClick={onClose}>
              {aiEntryLabel()} <NewBadge />
            </Link>
          </li>
        </ul>
      </nav>
      <div className={styles.panelActions}>
        <ExternalLink href={site.calendarUrl} className="button button--primary button--lg" onClick={onClose}>
          <Translate id="cta.quote">Cotiza talento</Translate>
        </ExternalLink>
        <ExternalLink href={site.signInUrl} className="button button--secondary button--lg" onClick={onClose}>
          <Translate id="layout.signIn">Ingresar</Translate>
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
          <Translate id="layout.menu.copyright" values={{brand: site.brand, year: COPYRIGHT_YEARS.menu}}>
            {'© {year} {brand}'}
          </Translate>
        </p>
      </div>
    </>
  );
}
