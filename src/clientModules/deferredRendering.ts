/**
 * A visit to a section of another page (`/#perfiles` from a role page, the not-found page's link) lands where it
 * should: the bands that content-visibility lays out only near the viewport are all laid out before Docusaurus
 * scrolls to the section, so none changes height around it afterwards (WebKit has no scroll anchoring to hide it).
 * A page opened at a fragment gets the same before its first paint (`fragmentBootScript`, in every page's head).
 */
import type {ClientModule} from '@docusaurus/types';
import {renderAllDeferred} from '../lib/deferredRendering';

const deferredRendering: ClientModule = {
  onRouteUpdate({location}) {
    if (location.hash) renderAllDeferred();
  },
};

export default deferredRendering;
