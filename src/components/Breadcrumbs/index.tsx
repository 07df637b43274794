import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import StructuredData from '@site/src/components/StructuredData';
import {breadcrumbList} from '@site/src/lib/structuredData';
import styles from './styles.module.css';

export type Crumb = {name: string; /** Site path (`/paises`); the page itself has none. */ to?: string};

/**
 * Where a page sits: home first, the page itself last (not a link), drawn as a row of links on the hero and given to
 * search engines as a BreadcrumbList. Static markup: plain links.
 */
export default function Breadcrumbs({crumbs, path}: {crumbs: readonly Crumb[]; /** The page's own path. */ path: string}): ReactNode {
  const all: Crumb[] = [{name: translate({id: 'role.breadcrumb.home'}), to: '/'}, ...crumbs];
  // Absolute addresses in the page's language: the home page's (with /en/ in English), then the path.
  const homeUrl = useBaseUrl('/', {absolute: true});
  const absolute = (to: string) => (to === '/' ? homeUrl : `${homeUrl}${to.replace(/^\//, '')}`);
  return (
    <>
      <StructuredData data={[breadcrumbList(all.map(({name, to}) => ({name, url: absolute(to ?? path)})))]} />
      <nav className={styles.breadcrumbs} aria-label={translate({id: 'breadcrumbs.label', description: 'Accessible name of the breadcrumb trail'})}>
        <ol>
          {all.map(({name, to}) => (
            <li key={name}>{to ? <Link to={to}>{name}</Link> : <span aria-current="page">{name}</span>}</li>
          ))}
        </ol>
      </nav>
    </>
  );
}
