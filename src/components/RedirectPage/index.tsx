import React, {type ReactNode, useEffect} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {EXTERNAL_TARGETS, isExternalTarget} from '@site/src/config/redirectTargets';
import styles from './styles.module.css';

/** `to` is an entry's target in src/data/redirects.yml: a locale-neutral path, or a named place outside the site. */
export type Props = {route: {props?: {to: string}}; to?: string};

/**
 * A page that only sends the visitor on: at once with JavaScript, through the
 * meta refresh without it, and through the visible link if both fail. A path
 * target is that page in the language the redirect page is served in.
 */
export default function RedirectPage(props: Props): ReactNode {
  const to = props.to ?? props.route.props?.to ?? '/';
  const external = isExternalTarget(to);
  const inSite = useBaseUrl(external ? '/' : to);
  const url = external ? EXTERNAL_TARGETS[to] : inSite;

  useEffect(() => {
    window.location.replace(external ? url : url + window.location.hash);
  }, [external, url]);

  const kind = external ? 'signIn' : to === '/' ? 'home' : 'moved';
  const title = {
    home: () => translate({id: 'redirect.home.title'}),
    signIn: () => translate({id: 'redirect.signIn.title'}),
    moved: () => translate({id: 'redirect.moved.title'}),
  }[kind]();

  return (
    <Layout title={title} noFooter>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${url}`} />
        <meta name="robots" content="noindex" />
      </Head>
      <main className={`container ${styles.main}`}>
        <h1 className={styles.title}>{title}</h1>
        <p>
          <Translate id="redirect.text" />
        </p>
        {external ? (
          <a href={url} className={`button button--primary button--lg ${styles.action}`} rel="noopener noreferrer">
            <Translate id="redirect.signIn.link" />
          </a>
        ) : (
          <Link to={to} className={`button button--primary button--lg ${styles.action}`}>
            {kind === 'home' ? (
              <Translate id="redirect.home.link" />
            ) : (
              <Translate id="redirect.moved.link" />
            )}
          </Link>
        )}
      </main>
    </Layout>
  );
}
