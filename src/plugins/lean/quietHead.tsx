/**
 * quietHead: takes the place of Docusaurus's `@docusaurus/Head` (core's `client/exports/Head.js`) in the browser
 * bundle. Stock, every `<Head>` is a react-helmet-async `<Helmet>`: as the page hydrates, each one mounts, the
 * provider reduces the props of all of them again, and a frame later it rewrites the head the server already wrote.
 * Hydration is time-sliced, so it does so twice: first with the `<Head>`s hydrated so far (the tab shows the site's
 * name alone, the description and structured data are removed), then with all of them. Here a `<Head>` renders
 * nothing until the visitor first moves to another page inside the app: then every one becomes a `<Helmet>` at
 * once, and Helmet writes the new page's head as it does stock.
 *
 * One thing a `<Head>` does once hydrated is not about the page but about the app: Docusaurus's own
 * `HasHydratedDataAttribute` sets `<html data-has-hydrated="true">` through it. Until the head goes live, the
 * attributes a `<Head>` gives `<html>` are set on it directly, in the render that gives them (stock: a frame later).
 */
import React, {type ReactNode, useLayoutEffect, useSyncExternalStore} from 'react';
import {Helmet, type HelmetProps} from 'react-helmet-async';
import {isLive, subscribe} from './quietHeadState';

// The server's answer, which hydration uses too: the head the server wrote is already right.
const isLiveOnServer = () => false;

/** The attributes the `<html>` elements among `children` give, as Helmet would set them. */
function htmlAttributes(children: ReactNode): Record<string, string> {
  const attributes: Record<string, string> = {};
  React.Children.forEach(children, (child) => {
    if (!React.isValidElement<Record<string, unknown>>(child) || child.type !== 'html') return;
    for (const [name, value] of Object.entries(child.props)) {
      if (name === 'children' || value === undefined || value === null) continue;
      attributes[name === 'className' ? 'class' : name] = String(value);
    }
  });
  return attributes;
}

function QuietHead({children}: {children?: ReactNode}): null {
  const attributes = htmlAttributes(children);
  const key = JSON.stringify(attributes);
  useLayoutEffect(() => {
    const html = document.documentElement;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string>)) {
      if (html.getAttribute(name) !== value) html.setAttribute(name, value);
    }
  }, [key]);
  return null;
}

export default function Head(props: HelmetProps & {children?: ReactNode}): ReactNode {
  const headIsLive = useSyncExternalStore(subscribe, isLive, isLiveOnServer);
  return headIsLive ? <Helmet {...props} /> : <QuietHead>{props.children}</QuietHead>;
}
