/** Measurement, privacy first (src/lib/measurement.ts, src/plugins/analytics/config.ts): what is sent, and when nothing is. */
import {actionOf, EVENT_NAMES, measurementAllowed, OPT_OUT_KEY, pageKey, readOptOut, umamiBody, writeOptOut} from '@site/src/lib/measurement';
import {analyticsConfig} from '@site/src/plugins/analytics/config';
import {contentSecurityPolicy} from '@site/src/plugins/hosting/rules';

const NONE = {provider: 'none', endpoint: '', site: ''} as const;

function memoryStorage(refuse = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('when a visit may be measured', () => {
  it.each([
    [{}, false, true],
    [{globalPrivacyControl: true}, false, false],
    [{doNotTrack: '1'}, false, false],
    [{doNotTrack: 'yes'}, false, false],
    [{doNotTrack: '0'}, false, true],
    [{globalPrivacyControl: false, doNotTrack: 'unspecified'}, true, false],
  ])('signals %j, switched off %s: %s', (signals, optedOut, allowed) => {
    expect(measurementAllowed(signals, optedOut)).toBe(allowed);
  });

  it('keeps the visitor’s switch as one key, removed when measurement is switched back on', () => {
    const storage = memoryStorage();
    expect(readOptOut(storage)).toBe(false);
    expect(writeOptOut(storage, true)).toBe(true);
    expect([...storage.items]).toEqual([[OPT_OUT_KEY, 'off']]);
    expect(readOptOut(storage)).toBe(true);
    writeOptOut(storage, false);
    expect(storage.items.size).toBe(0);
  });

  it('reads a garbage value as "not switched off", and says so when the browser refuses to store', () => {
    const storage = memoryStorage(true);
    storage.items.set(OPT_OUT_KEY, 'maybe');
    expect(readOptOut(storage)).toBe(false);
    expect(writeOptOut(storage, true)).toBe(false);
    expect(readOptOut(undefined)).toBe(false);
  });
});

describe('what a click is', () => {
  const urls = {calendarUrl: 'https://calendar.example.com/ready/talent-quote', signInUrl: 'https://app.example.com/login'};

  it.each([
    ['https://calendar.example.com/ready/talent-quote', null, 'quote'],
    ['https://calendar.example.com/ready/talent-quote?utm=x', null, 'quote'],
    ['https://wa.me/56900000000?text=Hola', null, 'whatsapp'],
    ['https://app.example.com/login', null, 'signIn'],
    ['https://example.com/empresas/machine-learning-engineer', 'ai', 'ai'],
    ['https://calendar.example.com/other', null, null],
    ['https://www.linkedin.com/company/x', null, null],
    ['not a url', null, null],
  ])('%s (data-cta %s) → %s', (href, cta, action) => {
    expect(actionOf({href, cta}, urls)).toBe(action);
  });

  it('has one event name per action', () => {
    expect(new Set(Object.values(EVENT_NAMES)).size).toBe(Object.keys(EVENT_NAMES).length);
  });

  it.each([
    ['/empresas/data-engineer', '/', '/empresas/data-engineer'],
    ['/en/empresas/data-engineer', '/', '/empresas/data-engineer'],
    ['/talento/en/service-payroll', '/talento/', '/service-payroll'],
    ['/talento/', '/talento/', '/'],
    ['/en/', '/', '/'],
    ['/english-page', '/', '/english-page'],
  ])('names the page %s (base %s) as %s in both languages', (path, base, key) => {
    expect(pageKey(path, base, ['es', 'en'])).toBe(key);
  });

  it('builds Umami’s event body: a page view, or an event with its data', () => {
    const view = {hostname: 'h', url: '/x', referrer: '', title: 't', language: 'es', screen: '390x844'};
    expect(umamiBody('id', view)).toEqual({type: 'event', payload: {website: 'id', ...view}});
    expect(umamiBody('id', view, {name: 'WhatsApp', data: {page: '/x', language: 'es', position: 'hero'}}).payload).toMatchObject({name: 'WhatsApp', data: {position: 'hero'}});
  });
});

describe('measurement settings', () => {
  it('are off by default', () => {
    expect(analyticsConfig({}, NONE)).toEqual(NONE);
  });

  it('take the provider, endpoint and site from the environment', () => {
    expect(analyticsConfig({ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ENDPOINT: 'https://stats.example.com/api/event', ANALYTICS_SITE: 'ready.example'}, NONE)).toEqual({
      provider: 'plausible',
      endpoint: 'https://stats.example.com/api/event',
      site: 'ready.example',
    });
  });

  it.each([
    [{ANALYTICS_PROVIDER: 'google'}, 'ANALYTICS_PROVIDER: "google" is not one of none, plausible, umami'],
    [{ANALYTICS_PROVIDER: 'umami', ANALYTICS_SITE: 'abc'}, 'ANALYTICS_ENDPOINT: "" is not the http(s) URL of the umami event API'],
    [{ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ENDPOINT: 'ftp://x/api/event', ANALYTICS_SITE: 'x'}, 'ANALYTICS_ENDPOINT: "ftp://x/api/event"'],
    [{ANALYTICS_PROVIDER: 'plausible', ANALYTICS_ENDPOINT: 'https://plausible.io/api/event'}, 'ANALYTICS_SITE: missing'],
  ])('stop the build naming the variable: %j', (env, message) => {
    expect(() => analyticsConfig(env, NONE)).toThrow(message);
  });

  it('let the endpoint’s origin, and only it, receive requests in the CSP', () => {
    const base = {scriptHashes: [], videoUrl: 'https://media.example.com/v.mp4', playerUrl: 'https://player.example.com/embed'};
    const connect = (csp: string) => csp.split('; ').find((directive) => directive.startsWith('connect-src'));
    expect(connect(contentSecurityPolicy(base))).toBe("connect-src 'self' https://player.example.com");
    expect(connect(contentSecurityPolicy({...base, analyticsEndpoint: 'https://stats.example.com:8443/api/event'}))).toBe(
      "connect-src 'self' https://player.example.com https://stats.example.com:8443",
    );
  });
});
