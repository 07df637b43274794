import {createHash} from 'node:crypto';
import type {Redirect} from '@site/src/plugins/redirects/data';
import {
  buildHostRules,
  contentSecurityPolicy,
  headersFile,
  inlineScriptHashes,
  nginxConf,
  permissionsPolicy,
  redirectsFile,
  type HostRulesInput,
} from '@site/src/plugins/hosting/rules';
import {isLocaleFolder} from '@site/src/plugins/hosting';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Entries as src/data/redirects.yml writes them: to the home page, to another page, to a named target. */
const REDIRECTS: Redirect[] = [
  {from: '/empresas/payroll', to: '/'},
  {from: '/wizard/talk', to: '/'},
  {from: '/wizard/2', to: '/'},
  {from: '/empresas/nombre-anterior', to: '/empresas/data-engineer'},
  {from: '/freelancers', to: 'signIn'},
  {from: '/referir-amigos', to: 'signIn'},
];

const input = (baseUrl: string): HostRulesInput => ({
  baseUrl,
  localeDirs: ['en'],
  redirects: REDIRECTS,
  externalTargets: {signIn: 'https://app.test/login'},
  videoUrl: 'https://media.test/promo.mp4',
  playerUrl: 'https://player.test/embed/1',
  scriptHashes: [sha('a()'), sha('b()')],
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts exactly as written, once each', () => {
    const html = '<script>a()</script><script type="module">b()</script><script>a()</script><script type=text/javascript>c( )</script>';
    expect(inlineScriptHashes(html).sort()).toEqual([sha('a()'), sha('b()'), sha('c( )')].sort());
  });

  it('skips external scripts, data blocks and empty tags', () => {
    const html = '<script src="/x.js"></script><script type="application/ld+json">{"a":1}</script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(input('/'));
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows scripts from the site and by hash only', () => {
    expect(directive('script-src')).toBe(`script-src 'self' ${[sha('a()'), sha('b()')].sort().join(' ')}`);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('opens the video origin to media and the player origin to its frame and its reachability check, nothing else', () => {
    expect(directive('media-src')).toBe("media-src 'self' https://media.test");
    expect(directive('frame-src')).toBe('frame-src https://player.test');
    expect(directive('connect-src')).toBe("connect-src 'self' https://player.test");
    expect(policy.match(/https:\/\/[^\s;]+/g)).toEqual(['https://player.test', 'https://media.test', 'https://player.test']);
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('object-src')).toBe("object-src 'none'");
  });
});

describe('permissionsPolicy', () => {
  it('denies sensors and devices, and lets only the player frame autoplay and go full screen', () => {
    const policy = permissionsPolicy('https://player.test/embed/1');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('fullscreen=(self "https://player.test")');
    expect(policy).toContain('autoplay=(self "https://player.test")');
  });
});

describe('buildHostRules', () => {
  it.each(['/', '/talento/'])('expands every redirect into each language under %s', (baseUrl) => {
    const {redirects} = buildHostRules(input(baseUrl));
    expect(redirects).toHaveLength(REDIRECTS.length * 2);
    expect(redirects).toContainEqual({from: `${baseUrl}wizard/2`, to: baseUrl, keepQuery: true});
    expect(redirects).toContainEqual({from: `${baseUrl}en/wizard/2`, to: `${baseUrl}en/`, keepQuery: true});
    expect(redirects).toContainEqual({from: `${baseUrl}en/freelancers`, to: 'https://app.test/login', keepQuery: false});
    // A page target keeps the language.
    expect(redirects).toContainEqual({from: `${baseUrl}empresas/nombre-anterior`, to: `${baseUrl}empresas/data-engineer`, keepQuery: true});
    expect(redirects).toContainEqual({from: `${baseUrl}en/empresas/nombre-anterior`, to: `${baseUrl}en/empresas/data-engineer`, keepQuery: true});
  });

  it('refuses framing and sniffing, and sends no opener policy (it put every visit in a cold renderer)', () => {
    const {headers, admin} = buildHostRules(input('/'));
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(Object.keys(headers)).not.toContain('Cross-Origin-Opener-Policy');
    expect(Object.keys(admin.headers)).not.toContain('Cross-Origin-Opener-Policy');
  });

  it('matches the hashed bundles of every language, and nothing else', () => {
    const pattern = new RegExp(buildHostRules(input('/talento/')).hashedPathPattern);
    expect(pattern.test('/talento/assets/js/main.1234abcd.js')).toBe(true);
    expect(pattern.test('/talento/en/assets/css/styles.1234abcd.css')).toBe(true);
    expect(pattern.test('/talento/img/favicon.svg')).toBe(false);
    expect(pattern.test('/assets/js/main.js')).toBe(false);
  });
});

describe('host files', () => {
  const rules = buildHostRules(input('/talento/'));

  it('nginx: redirects, per-language 404s, headers on every response and long-lived bundles', () => {
    const conf = nginxConf(rules);
    expect(conf).toContain('location = /talento/en/wizard/talk { return 301 /talento/en/$is_args$args; }');
    expect(conf).toContain('location = /talento/freelancers/ { return 301 https://app.test/login; }');
    expect(conf).toContain('location = /talento/en/empresas/nombre-anterior { return 301 /talento/en/empresas/data-engineer$is_args$args; }');
    expect(conf).toContain('error_page 400 404 /talento/404.html;');
    expect(conf).toContain('location /talento/en/ { error_page 400 404 /talento/en/404.html; try_files $uri $uri.html =404; }');
    expect(conf).toMatch(/add_header Content-Security-Policy ".*script-src 'self' 'sha256-.*" always;/);
    expect(conf).toContain('set $ready_cache_control "public, max-age=31536000, immutable";');
    expect(conf).toContain('location = /talento { return 301 /talento/$is_args$args; }');
  });

  it('_redirects: the redirects first, then the not-found pages, English before Spanish', () => {
    const lines = redirectsFile(rules).split('\n');
    expect(lines).toContain('/talento/en/empresas/payroll /talento/en/ 301');
    expect(lines).toContain('/talento/empresas/nombre-anterior/ /talento/empresas/data-engineer 301');
    expect(lines.indexOf('/talento/en/* /talento/en/404.html 404')).toBeLessThan(lines.indexOf('/talento/* /talento/404.html 404'));
    expect(lines.indexOf('/talento/referir-amigos https://app.test/login 301')).toBeLessThan(lines.indexOf('/talento/* /talento/404.html 404'));
  });

  it('_headers: security headers on every path, a year of caching for the bundles only', () => {
    const text = headersFile(rules);
    expect(text).toMatch(/^\/talento\/\*\n {2}Content-Security-Policy: /m);
    expect(text).toContain('/talento/en/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(text.match(/Cache-Control/g)).toHaveLength(2);
  });
});

describe('where the host files go (isLocaleFolder)', () => {
  it('one level up from a language built into its folder of the whole site', () => {
    expect(isLocaleFolder('/site/build/en', 'en', 'es')).toBe(true);
  });

  it('into the output itself for the default language, or a language built alone (`--locale en`)', () => {
    expect(isLocaleFolder('/site/build', 'es', 'es')).toBe(false);
    // Before, a build of English alone wrote them into the folder above `build`: the repository.
    expect(isLocaleFolder('/site/build', 'en', 'es')).toBe(false);
  });
});
