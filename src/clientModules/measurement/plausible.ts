// Measurement with Plausible's own tracker, from npm, bundled with the site (no script from another origin).
import {init, track} from '@plausible-analytics/tracker';
import {measuring, settings} from './measuring';

export const {onRouteDidUpdate} = measuring(() => {
  // Page views are sent on each route change (Docusaurus navigates without reloads), from the shared hook.
  init({domain: settings.site, endpoint: settings.endpoint, autoCapturePageviews: false, captureOnLocalhost: true, logging: false, bindToWindow: false});
  return {
    pageview: (props) => track('pageview', {props}),
    event: (name, props) => track(name, {props}),
  };
});
