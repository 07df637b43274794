// Measurement with Umami, through its documented HTTP API (https://umami.is/docs/api/sending-stats): a few lines, no script.
import {umamiBody} from '@site/src/lib/measurement';
import {measuring, settings} from './measuring';

export const {onRouteDidUpdate} = measuring(() => {
  const post = (body: unknown) => {
    // `keepalive` lets the request outlive the page a click leaves; a failure is ignored.
    fetch(settings.endpoint, {method: 'POST', keepalive: true, headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)}).catch(() => undefined);
  };
  const view = () => ({
    hostname: location.hostname,
    url: location.pathname + location.search,
    referrer: document.referrer,
    title: document.title,
    language: document.documentElement.lang,
    screen: `${screen.width}x${screen.height}`,
  });
  return {
    pageview: () => post(umamiBody(settings.site, view())),
    event: (name, props) => post(umamiBody(settings.site, view(), {name, data: props})),
  };
});
