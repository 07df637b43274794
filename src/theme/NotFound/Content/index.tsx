// Replaces the theme's not-found text with the site's own wording and ways back.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {site, whatsappUrl} from '@site/src/config/site';
import ExternalLink from '@site/src/components/ExternalLink';
import SearchButton from '@site/src/components/Search';
import styles from './styles.module.css';

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  return (
    <main className={clsx('container', styles.main, className)} data-place="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <Translate id="notFound.title" description="Heading of the not-found page" />
      </h1>
      <p className={styles.text}>
        <Translate id="notFound.text" />
      </p>
      <section className={styles.search} aria-labelledby="not-found-search">
        <h2 id="not-found-search" className={styles.searchTitle}>
          <Translate id="notFound.search.title" description="Not-found page: heading above the search" />
        </h2>
        <SearchButton variant="field" />
        <p className={styles.searchAlt}>
          <Link to="/#perfiles">
            <Translate id="notFound.search.all" description="Not-found page: link to the list of all roles" />
          </Link>
        </p>
      </section>
      <div className={styles.actions}>
        <Link to="/" className="button button--primary button--lg">
          <Translate id="notFound.home" />
        </Link>
        <ExternalLink href={whatsappUrl(site.whatsappGreeting)} className="button button--secondary button--lg">
          <Translate id="notFound.help" />
        </ExternalLink>
      </div>
    </main>
  );
}
