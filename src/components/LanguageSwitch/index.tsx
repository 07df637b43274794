import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {LANGUAGES, SEGMENTS} from '@site/src/config/locales';
import {pathForLocale, storeLanguage} from '@site/src/lib/languageRouting';
import styles from './styles.module.css';

/** `compact`: the codes without the flags (the header, where three languages sit beside the navigation). */
export type Props = {className?: string; compact?: boolean};

/**
 * One flag link per language (src/config/languages.json; the flags are drawn by src/plugins/raster). Choosing one stores the choice and opens the same page
 * (path, query and hash) in that language; without JavaScript the link alone
 * switches the language.
 */
export default function LanguageSwitch({className, compact = false}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
    i18n: {currentLocale, defaultLocale},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  // The context's baseUrl includes the locale segment; the routing rules want the site root.
  const rootUrl = currentLocale === defaultLocale ? baseUrl : baseUrl.slice(0, baseUrl.length - SEGMENTS[currentLocale]!.length - 1);
  const flags = useBaseUrl('/img/languages/');

  return (
    <div
      role="group"
      aria-label={translate({id: 'layout.language.label', description: 'Label of the language switch'})}
      className={clsx(styles.switch, compact && styles.compact, className)}>
      {LANGUAGES.map(({locale, short, label, htmlLang}) => {
        const active = locale === currentLocale;
        return (
          <a
            key={locale}
            className={clsx(styles.option, active && styles.active)}
            href={pathForLocale(pathname, rootUrl, locale, SEGMENTS)}
            hrefLang={htmlLang}
            lang={htmlLang}
            aria-current={active ? 'true' : undefined}
            aria-label={label}
            onClick={(event) => {
              storeLanguage(window, locale);
              if (active) {
                event.preventDefault();
                return;
              }
              event.preventDefault();
              const {pathname: path, search, hash} = window.location;
              window.location.assign(pathForLocale(path, rootUrl, locale, SEGMENTS) + search + hash);
            }}>
            {/* Lazy: on phones the header's switch is hidden until the menu opens, and a hidden lazy image is never fetched. */}
            {!compact && <img src={`${flags}${locale}.webp`} alt="" width={20} height={15} loading="lazy" decoding="async" className={styles.flag} />}
            <span aria-hidden="true">{short}</span>
          </a>
        );
      })}
    </div>
  );
}
