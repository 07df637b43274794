import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {IconArrowUp, IconBrandWhatsapp} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import Logo from '@site/src/components/Logo';
import SmoothScrollLink from '@site/src/components/SmoothScrollLink';
import SocialLinks from '@site/src/components/SocialLinks';
import {COPYRIGHT_YEARS, site, whatsappUrl} from '@site/src/config/site';
import {legalLinks, navSections} from '@site/src/data/navigation';
import {useRoles} from '@site/src/hooks/useRoles';
import styles from './styles.module.css';

function Column({title, children}: {title: ReactNode; children: ReactNode}): ReactNode {
  return (
    <div className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      {children}
    </div>
  );
}

export default function SiteFooter(): ReactNode {
  const {teams} = useRoles();
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.top}>
          <div className={styles.brand}>
            <Logo tone="light" />
            <p className={styles.tagline}>
              <Translate id="layout.footer.tagline">
                Talento tech verificado para empresas de Latinoamérica: tú eliges, nosotros nos encargamos del resto.
              </Translate>
            </p>
            <ExternalLink href={whatsappUrl(site.whatsappGreeting)} className={styles.help}>
              <IconBrandWhatsapp size={20} aria-hidden="true" focusable="false" />
              <Translate id="layout.footer.help">¿Necesitas ayuda?</Translate>
            </ExternalLink>
          </div>
          <nav className={styles.columns} aria-label={translate({id: 'layout.footer.navLabel', message: 'Pie de página'})}>
            <Column title={<Translate id="layout.footer.sections">Secciones</Translate>}>
              <ul className={styles.list}>
                {navSections().map(({id, label}) => (
                  <li key={id}>
                    <SmoothScrollLink to={id}>{label}</SmoothScrollLink>
                  </li>
                ))}
              </ul>
            </Column>
            <Column title={<Translate id="layout.footer.teams">Equipos</Translate>}>
              <ul className={styles.list}>
                {teams.map(({slug, title}) => (
                  <li key={slug}>
                    <Link to={`/empresas/${slug}`}>{title}</Link>
                  </li>
                ))}
              </ul>
            </Column>
            <Column title={<Translate id="layout.footer.legal">Legal</Translate>}>
              <ul className={styles.list}>
                {legalLinks().map(({to, label}) => (
                  <li key={to}>
                    <Link to={to}>{label}</Link>
                  </li>
                ))}
                <li>
                  <Link to="/blog">Blog</Link>
                </li>
              </ul>
            </Column>
            <Column title={<Translate id="layout.footer.follow">Síguenos</Translate>}>
              <SocialLinks tone="light" />
            </Column>
          </nav>
        </div>
        <div className={styles.bottom}>
          <p className={styles.copyright}>
            <Translate id="layout.footer.copyright" values={{brand: site.brand, year: COPYRIGHT_YEARS.footer}}>
              {'© {year} {brand}. Todos los derechos reservados.'}
            </Translate>
          </p>
          <Link to="/" className={styles.home}>
            <IconArrowUp size={18} aria-hidden="true" focusable="false" />
            <Translate id="layout.footer.home">Ir al inicio</Translate>
          </Link>
        </div>
      </div>
    </footer>
  );
}
