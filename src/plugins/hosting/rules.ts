/**
 * The production host rules, derived from one source: the redirects of
 * src/data/redirects.yml (src/plugins/redirects/data.ts), the locales, the
 * outbound media origins of src/config/site.ts and the inline scripts of the
 * built pages. The hosting plugin writes them after each build as an nginx
 * include, `_redirects` and `_headers` (Netlify, Cloudflare Pages) and the JSON
 * that `npm run serve` reads.
 * Pure, so tests need no build.
 */
import {createHash} from 'node:crypto';
import type {Redirect} from '../redirects/data';
import {type ExternalTarget, isExternalTarget} from '../../config/redirectTargets';

export type HostRules = {
  baseUrl: string;
  /** Folders of the non-default locales (`en`): each has its own 404.html. */
  localeDirs: string[];
  /** Permanent redirects; `from` is a full path without a trailing slash (both forms redirect). */
  redirects: {from: string; to: string; keepQuery: boolean}[];
  /** Sent with every response, errors and redirects included. */
  headers: Record<string, string>;
  cacheControl: {hashed: string; revalidated: string};
  /** Paths of the content-hashed bundles (regular expression source). */
  hashedPathPattern: string;
  /** The content editor (src/plugins/cms): its folder and the headers sent instead of `headers` under it. */
  admin: {path: string; headers: Record<string, string>};
};

export type HostRulesInput = {
  baseUrl: string;
  localeDirs: readonly string[];
  redirects: readonly Redirect[];
  /** The URL of each named target outside the site. */
  externalTargets: Readonly<Record<ExternalTarget, string>>;
  /** The promotional video file: its origin may serve media, nothing else. */
  videoUrl: string;
  /** The embeddable player: its origin may be framed, nothing else. */
  playerUrl: string;
  /** `'sha256-…'` sources of every inline script the built pages carry. */
  scriptHashes: readonly string[];
  /** The measurement endpoint, when the build measures: its origin may be sent events, nothing else. */
  analyticsEndpoint?: string;
};

/** The folder of the build that holds the nginx include and rules.json (scripts/serve*.mjs read it by this name). */
export const HOSTING_DIR = '_hosting';

const HASHED_MAX_AGE = 'public, max-age=31536000, immutable';
const REVALIDATED = 'no-cache';

const EXECUTABLE_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in an HTML page. Data
 * blocks (JSON-LD) are not executed, so they need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_SCRIPT_TYPES.has(type) || body === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * Scripts only from the site itself or by hash, no plugins, no framing by
 * others; the video origin only for media, the player origin for its frame and
 * for the one request that checks, on play, that it answers at all, and the
 * measurement endpoint's origin (only when the build measures) for its events. Styles
 * allow inline attributes (the carousel and marquee set positions in style=).
 */
export function contentSecurityPolicy(input: Pick<HostRulesInput, 'scriptHashes' | 'videoUrl' | 'playerUrl' | 'analyticsEndpoint'>): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...[...input.scriptHashes].sort()],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", new URL(input.playerUrl).origin, ...(input.analyticsEndpoint ? [new URL(input.analyticsEndpoint).origin] : [])],
    ['media-src', "'self'", new URL(input.videoUrl).origin],
    ['frame-src', new URL(input.playerUrl).origin],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The folder of the content editor under the base URL (src/plugins/cms writes it). */
export const ADMIN_PATH = 'admin/';

/**
 * What the content editor (Sveltia CMS, one script from the site itself) needs beyond the site:
 * GitHub's API (sign-in with a token, reading and committing the content), its status API, and GitHub's avatars for
 * the signed-in writer; images it previews are `blob:` URLs, its styles are injected by its script.
 */
export const ADMIN_ORIGINS = {api: 'https://api.github.com', status: 'https://www.githubstatus.com', avatars: 'https://avatars.githubusercontent.com'} as const;

export function adminContentSecurityPolicy(): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ADMIN_ORIGINS.avatars],
    ['font-src', "'self'", 'data:'],
    // data: the editor reads its own inline images with fetch; GitHub's status page tells writers when GitHub is down.
    ['connect-src', "'self'", 'data:', ADMIN_ORIGINS.api, ADMIN_ORIGINS.status],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'", 'blob:'],
    ['frame-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Every powerful feature off, except what the embedded player needs in its frame. */
export function permissionsPolicy(playerUrl: string): string {
  const player = `(self "${new URL(playerUrl).origin}")`;
  const denied = [
    'accelerometer',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`);
  return [...denied, `autoplay=${player}`, `fullscreen=${player}`, `picture-in-picture=${player}`].sort().join(', ');
}

export function buildHostRules(input: HostRulesInput): HostRules {
  const base = input.baseUrl;
  const localeHome = (dir: string) => (dir === '' ? base : `${base}${dir}/`);
  const redirects = ['', ...input.localeDirs].flatMap((dir) =>
    input.redirects.map(({from, to}) =>
      // A path target is that page in the same language, query kept; a named target leaves the site as it is.
      isExternalTarget(to)
        ? {from: `${localeHome(dir)}${from.slice(1)}`, to: input.externalTargets[to], keepQuery: false}
        : {from: `${localeHome(dir)}${from.slice(1)}`, to: `${localeHome(dir)}${to.slice(1)}`, keepQuery: true},
    ),
  );
  const headers = {
      'Content-Security-Policy': contentSecurityPolicy(input),
      'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': permissionsPolicy(input.playerUrl),
      'X-Frame-Options': 'DENY',
      // No Cross-Origin-Opener-Policy: `same-origin` made Chrome open every visit in a fresh renderer (a new browsing
      // context group), whose cold V8 heap cost a role page about a fifth more main-thread work (1293 → 919 ms,
      // Lighthouse mobile, 5 alternating runs), and Chrome on Android gives a site that sends it a process of its own.
      // The site holds no state another window could reach: its links out open with `noopener`, and framing is refused.
  };
  return {
    baseUrl: base,
    localeDirs: [...input.localeDirs],
    redirects,
    headers,
    admin: {
      path: `${base}${ADMIN_PATH}`,
      headers: {...headers, 'Content-Security-Policy': adminContentSecurityPolicy(), 'X-Robots-Tag': 'noindex, nofollow'},
    },
    cacheControl: {hashed: HASHED_MAX_AGE, revalidated: REVALIDATED},
    hashedPathPattern: `^${escapeRegExp(base)}(?:(?:${input.localeDirs.map(escapeRegExp).join('|')})/)?assets/`,
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const GENERATED = 'Generated at build time by src/plugins/hosting (rules.ts). Do not edit: rebuild.';
const COMPRESSED_TYPES =
  'text/css text/plain text/xml application/javascript application/json application/xml application/rss+xml application/atom+xml application/manifest+json image/svg+xml';

/** An nginx string literal. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * nginx directives for the server block that serves the site. The block's
 * `root` holds the site at the base URL's path (the build folder itself for
 * `/`, a `talento/` folder inside the root for `/talento/`).
 */
export function nginxConf(rules: HostRules): string {
  const base = rules.baseUrl;
  const b = escapeRegExp(base);
  const locales = rules.localeDirs.map((dir) => ({dir, notFound: `${base}${dir}/404.html`}));
  const lines = [
    `# ${GENERATED}`,
    `# Use inside a server block: server { listen …; root /srv/www; include /srv/www/${HOSTING_DIR}/nginx.conf; }`,
    `# With brotli (Debian: libnginx-mod-http-brotli-filter), also include ${HOSTING_DIR}/nginx-brotli.conf.`,
    '',
    'absolute_redirect off;',
    'server_tokens off;',
    'charset utf-8;',
    `charset_types ${COMPRESSED_TYPES};`,
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_min_length 256;',
    `gzip_types ${COMPRESSED_TYPES};`,
    '',
    '# Security headers on every response; the cache policy depends on the location.',
    `set $ready_cache_control ${quoted(rules.cacheControl.revalidated)};`,
    ...Object.entries(rules.headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    'add_header Cache-Control $ready_cache_control always;',
    '',
    '# Unknown and malformed paths get the Spanish not-found page; English ones theirs, below.',
    `error_page 400 404 ${base}404.html;`,
    '',
    '# Host files are not pages.',
    `location ~ ^${b}(?:${HOSTING_DIR}/|_headers$|_redirects$) { return 404; }`,
    '',
    '# Permanent redirects (src/data/redirects.yml), with or without a trailing slash.',
    ...rules.redirects.flatMap(({from, to, keepQuery}) =>
      [from, `${from}/`].map((path) => `location = ${path} { return 301 ${to}${keepQuery ? '$is_args$args' : ''}; }`),
    ),
    '',
    '# The content editor (src/plugins/cms): its own CSP, never indexed. add_header here replaces the set above, so all are repeated.',
    `location = ${rules.admin.path.slice(0, -1)} { return 301 ${rules.admin.path}$is_args$args; }`,
    `location ^~ ${rules.admin.path} {`,
    ...Object.entries(rules.admin.headers).map(([name, value]) => `    add_header ${name} ${quoted(value)} always;`),
    '    add_header Cache-Control $ready_cache_control always;',
    '    index index.html;',
    '    try_files $uri $uri/ =404;',
    '}',
    '',
    '# Content-hashed bundles never change under their name.',
    `location ~ ${rules.hashedPathPattern} {`,
    `    set $ready_cache_control ${quoted(rules.cacheControl.hashed)};`,
    '    try_files $uri =404;',
    '}',
    '',
    '# Home pages are folders with an index; `/x/` elsewhere redirects to the clean `/x`.',
    ...(base === '/' ? [] : [`location = ${base.slice(0, -1)} { return 301 ${base}$is_args$args; }`]),
    `location = ${base} { try_files ${base}index.html =404; }`,
    ...locales.flatMap(({dir, notFound}) => [
      `location = ${base}${dir} { return 301 ${base}${dir}/$is_args$args; }`,
      `location = ${base}${dir}/ { error_page 400 404 ${notFound}; try_files ${base}${dir}/index.html =404; }`,
      `location ~ ^(?<ready_stem>${b}${escapeRegExp(dir)}/.+)/$ {`,
      `    error_page 400 404 ${notFound};`,
      '    if (-f $document_root$ready_stem.html) { return 301 $ready_stem$is_args$args; }',
      '    return 404;',
      '}',
    ]),
    `location ~ ^(?<ready_stem>${b}.+)/$ {`,
    '    if (-f $document_root$ready_stem.html) { return 301 $ready_stem$is_args$args; }',
    '    return 404;',
    '}',
    '',
    '# Clean URLs: `/empresas/data-engineer` is empresas/data-engineer.html.',
    ...locales.map(({dir, notFound}) => `location ${base}${dir}/ { error_page 400 404 ${notFound}; try_files $uri $uri.html =404; }`),
    `location ${base} { try_files $uri $uri.html =404; }`,
    '',
  ];
  return lines.join('\n');
}

/** Brotli for the same types, for an nginx with the brotli filter module. */
export function nginxBrotliConf(): string {
  return [`# ${GENERATED}`, 'brotli on;', 'brotli_comp_level 6;', 'brotli_min_length 256;', `brotli_types ${COMPRESSED_TYPES};`, ''].join('\n');
}

/** `_redirects` for Netlify-style hosts: the redirects, then a not-found page per language. */
export function redirectsFile(rules: HostRules): string {
  const base = rules.baseUrl;
  const lines = [
    `# ${GENERATED}`,
    ...rules.redirects.flatMap(({from, to}) => [`${from} ${to} 301`, `${from}/ ${to} 301`]),
    ...(base === '/' ? [] : [`${base.slice(0, -1)} ${base} 301`]),
    ...rules.localeDirs.map((dir) => `${base}${dir} ${base}${dir}/ 301`),
    // Shadowed by every existing file: these only answer paths that match nothing.
    ...rules.localeDirs.map((dir) => `${base}${dir}/* ${base}${dir}/404.html 404`),
    `${base}* ${base}404.html 404`,
    '',
  ];
  return lines.join('\n');
}

/** `_headers` for Netlify-style hosts. HTML keeps the host's revalidating default. */
export function headersFile(rules: HostRules): string {
  const base = rules.baseUrl;
  const lines = [
    `# ${GENERATED}`,
    `${base}*`,
    ...Object.entries(rules.headers).map(([name, value]) => `  ${name}: ${value}`),
    ...['', ...rules.localeDirs].flatMap((dir) => [`${base}${dir === '' ? '' : `${dir}/`}assets/*`, `  Cache-Control: ${rules.cacheControl.hashed}`]),
    // A later rule's value replaces an earlier one's for the same header (Netlify).
    `${rules.admin.path}*`,
    ...(['Content-Security-Policy', 'X-Robots-Tag'] as const).map((name) => `  ${name}: ${rules.admin.headers[name]}`),
    '',
  ];
  return lines.join('\n');
}
