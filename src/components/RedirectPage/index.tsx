import React, {type ReactNode, useEffect} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import type {RedirectTarget} from '@site/src/config/routes';
import {site} from '@site/src/config/site';
import styles from './styles.module.css';

export type Props = {route: {props?: {target: RedirectTarget}}; target?: RedirectTarget};

/**
 * A page that only sends the visitor on: at once with JavaScript, through the
 * meta refresh without it, and through the visible link if both fail.
 */
export default function RedirectPage(props: Props): ReactNode {
  const target = props.target ?? props.route.props?.target ?? 'home';
  const home = useBaseUrl('/');
  const url = target === 'home' ? home : site.signInUrl;

  useEffect(() => {
    window.location.replace(target === 'home' ? url + window.location.hash : url);
  }, [target, url]);

  const title =
    target === 'home'
      ? translate({id: 'redirect.home.title'})
      : translate({id: 'redirect.signIn.title'});

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
        {target === 'home' ? (
          <Link to="/" className={`button button--primary button--lg ${styles.action}`}>
            <Translate id="redirect.home.link" />
          </Link>
        ) : (
          <a href={url} className={`button button--primary button--lg ${styles.action}`} rel="noopener noreferrer">
            <Translate id="redirect.signIn.link" />
          </a>
        )}
      </main>
    </Layout>
  );
}
