/**
 * A visit to a section of another page (`/#perfiles` from a role page, the not-found page's link) lands where it
 * should: the bands that content-visibility lays out only near the viewport are all laid out before Docusaurus
 * scrolls to the section, so none changes height around it afterwards (WebKit has no scroll anchoring to hide it).
 * A page opened at a fragment gets the same before its first paint (`fragmentBootScript`, in every page's head).
 *
 * Docusaurus scrolls to the section with the scroll padding the page had: a role page's `<html>` class gives it room
 * for its category bar (src/components/RoleLayout), and where the head is written a frame after the page changes
 * (react-helmet-async, which a build with the speed tricks off uses), the section stopped that much too low. Once the
 * new page's head is in, the section is put in place again (no move when it already is).
 */
import type {ClientModule} from '@docusaurus/types';
import {renderAllDeferred} from '../lib/deferredRendering';

const deferredRendering: ClientModule = {
  onRouteUpdate({location}) {
    if (location.hash) renderAllDeferred();
  },
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash || location.pathname === previousLocation.pathname) return;
    const id = decodeURIComponent(location.hash.slice(1));
    requestAnimationFrame(() => requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView()));
  },
};

export default deferredRendering;
