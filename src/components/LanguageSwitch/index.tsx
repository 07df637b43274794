import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import flagEs from 'flag-icons/flags/4x3/cl.svg?width=60&lossless&raster';
import flagEn from 'flag-icons/flags/4x3/us.svg?width=60&lossless&raster';
import {type Locale, pathForLocale, storeLanguage} from '@site/src/lib/languageRouting';
import styles from './styles.module.css';

const OPTIONS: readonly {locale: Locale; label: string; name: string; flag: string}[] = [
  {locale: 'es', label: 'ES', name: 'Español', flag: flagEs},
  {locale: 'en', label: 'EN', name: 'English', flag: flagEn},
];

export type Props = {className?: string};

/**
 * Two flag links. Choosing one stores the choice and opens the same page
 * (path, query and hash) in that language; without JavaScript the link alone
 * switches the language.
 */
export default function LanguageSwitch({className}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  // The context's baseUrl includes the locale segment; the routing rules want the site root.
  const rootUrl = currentLocale === defaultLocale ? baseUrl : baseUrl.replace(new RegExp(`${currentLocale}/$`), '');

  return (
    <div
      role="group"
      aria-label={translate({id: 'layout.language.label', description: 'Label of the language switch'})}
      className={clsx(styles.switch, className)}>
      {OPTIONS.map(({locale, label, name, flag}) => {
        const active = locale === currentLocale;
        return (
          <a
            key={locale}
            className={clsx(styles.option, active && styles.active)}
            href={pathForLocale(pathname, rootUrl, locale)}
            hrefLang={locale}
            lang={locale}
            aria-current={active ? 'true' : undefined}
            aria-label={name}
            onClick={(event) => {
              storeLanguage(window, locale);
              if (active) {
                event.preventDefault();
                return;
              }
              event.preventDefault();
              const {pathname: path, search, hash} = window.location;
              window.location.assign(pathForLocale(path, rootUrl, locale) + search + hash);
            }}>
            {/* Lazy: on phones the header's switch is hidden until the menu opens, and a hidden lazy image is never fetched. */}
            <img src={flag} alt="" width={20} height={15} loading="lazy" decoding="async" className={styles.flag} />
            <span aria-hidden="true">{label}</span>
          </a>
        );
      })}
    </div>
  );
}
