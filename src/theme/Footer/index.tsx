// Replaces the config-driven footer: it lists the team pages from content and the social links from config.
import React, {type ReactElement, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {IconArrowUp, IconBrandWhatsapp} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import {countryName} from '@site/src/components/CountryLabel/name';
import Logo from '@site/src/components/Logo';
import SmoothScrollLink from '@site/src/components/SmoothScrollLink';
import SocialLinks from '@site/src/components/SocialLinks';
import Static from '@site/src/components/Static';
import {COUNTRY_PATHS, GUIDE_PATHS} from '@site/src/config/routes';
import {COPYRIGHT_YEARS, site, whatsappUrl} from '@site/src/config/site';
import {legalLinks, navSections} from '@site/src/data/navigation';
import {useRoles} from '@site/src/hooks/useRoles';
import styles from './styles.module.css';

/** A column of the footer; `still` when nothing in it needs JavaScript (src/components/Static). */
function Column({title, still = false, children}: {title: ReactNode; still?: boolean; children: ReactNode}): ReactNode {
  const Element = still ? Static : 'div';
  return (
    <Element className={styles.column}>
      <h2 className={styles.columnTitle}>{title}</h2>
      {children}
    </Element>
  );
}

/** A column of links, one list item each (give each link a key). */
function LinkColumn({title, still, links}: {title: ReactNode; still?: boolean; links: ReactElement[]}): ReactNode {
  return (
    <Column title={title} still={still}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>{link}</li>
        ))}
      </ul>
    </Column>
  );
}

export default function SiteFooter(): ReactNode {
  const {teams} = useRoles();
  return (
    <footer className={styles.footer} data-place="footer">
      <div className="container">
        <div className={styles.top}>
          <Static className={styles.brand}>
            <Logo tone="light" />
            <p className={styles.tagline}>
              <Translate id="layout.footer.tagline" />
            </p>
            <ExternalLink href={whatsappUrl(site.whatsappGreeting)} className={styles.help}>
              <IconBrandWhatsapp size={20} aria-hidden="true" focusable="false" />
              <Translate id="layout.footer.help" />
            </ExternalLink>
            <div className={styles.follow}>
              <h2 className={styles.columnTitle}>
                <Translate id="layout.footer.follow" />
              </h2>
              <SocialLinks tone="light" />
            </div>
          </Static>
          <nav className={styles.columns} aria-label={translate({id: 'layout.footer.navLabel'})}>
            <LinkColumn
              title={<Translate id="layout.footer.sections" />}
              links={navSections().map(({id, label}) => (
                <SmoothScrollLink key={id} to={id}>
                  {label}
                </SmoothScrollLink>
              ))}
            />
            <LinkColumn
              still
              title={<Translate id="layout.footer.teams" />}
              links={teams.map(({slug, title}) => (
                <Link key={slug} to={`/empresas/${slug}`}>
                  {title}
                </Link>
              ))}
            />
            <LinkColumn
              still
              title={<Translate id="layout.footer.countries" />}
              links={Object.entries(COUNTRY_PATHS).map(([code, to]) => (
                <Link key={code} to={to}>
                  {countryName(code as keyof typeof COUNTRY_PATHS)}
                </Link>
              ))}
            />
            <LinkColumn
              still
              title={<Translate id="layout.footer.guides" description="Footer column: the guides for companies" />}
              links={[
                <Link key="costs" to={GUIDE_PATHS.costs}>
                  <Translate id="layout.footer.costs" description="Footer link to the cost guide" />
                </Link>,
                <Link key="how" to={GUIDE_PATHS.howWeWork}>
                  <Translate id="layout.footer.howWeWork" description="Footer link to the how-we-work page" />
                </Link>,
                <Link key="comparison" to={GUIDE_PATHS.comparison}>
                  <Translate id="layout.footer.comparison" description="Footer link to the comparison with the alternatives" />
                </Link>,
              ]}
            />
            <LinkColumn
              still
              title={<Translate id="layout.footer.legal" />}
              links={[...legalLinks(), {to: '/blog', label: 'Blog'}].map(({to, label}) => (
                <Link key={to} to={to}>
                  {label}
                </Link>
              ))}
            />
          </nav>
        </div>
        <Static className={styles.bottom}>
          <p className={styles.copyright}>
            <Translate id="layout.footer.copyright" values={{brand: site.brand, year: COPYRIGHT_YEARS.footer}} />
          </p>
          <Link to="/" className={styles.home}>
            <IconArrowUp size={18} aria-hidden="true" focusable="false" />
            <Translate id="layout.footer.home" />
          </Link>
        </Static>
      </div>
    </footer>
  );
}
