#!/usr/bin/env node
/**
 * Serves build/ with the host rules the build wrote (build/_hosting/rules.json,
 * the same rules as the shipped nginx config and `_redirects`/`_headers`):
 * - the redirects answer 301; `/path` answers `path.html`; `/path/` redirects to `/path`;
 * - unknown paths under `<base>en/` get build/en/404.html, others build/404.html, status 404;
 * - every response carries the security headers (strict CSP included); hashed
 *   assets are cached for a year, everything else is revalidated;
 * - text responses are compressed (brotli, else gzip) as the CDN would.
 * Usage: npm run serve -- [--port 3000] [--host 127.0.0.1] [--dir build]
 * A folder without host rules (another Docusaurus site) is served plainly at --base-url.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import zlib from 'node:zlib';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
    // Only for a site built without this repo's host rules (the benchmark's stock site).
    'base-url': {type: 'string', default: '/'},
  },
  allowPositionals: true,
});

const root = path.resolve(values.dir);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xslt+xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}. Run \`npm run build\` first.`);
  process.exit(1);
}
const rulesFile = path.join(root, '_hosting', 'rules.json');
const rules = fs.existsSync(rulesFile)
  ? JSON.parse(fs.readFileSync(rulesFile, 'utf8'))
  : {
      baseUrl: values['base-url'].replace(/\/?$/, '/').replace(/^\/?/, '/'),
      localeDirs: [],
      redirects: [],
      headers: {},
      cacheControl: {hashed: 'public, max-age=31536000, immutable', revalidated: 'no-cache'},
      hashedPathPattern: '/assets/',
    };
const baseUrl = rules.baseUrl;
const LOCALES = rules.localeDirs;
const hashed = new RegExp(rules.hashedPathPattern);
const redirects = new Map(rules.redirects.map((rule) => [rule.from, rule]));
const HOST_FILES = /^(_hosting\/|_headers$|_redirects$)/;
/** The content editor's folder (`admin/`) and its own headers (its CSP, noindex). */
const ADMIN = rules.admin ?? null;
const ADMIN_DIR = ADMIN ? ADMIN.path.slice(baseUrl.length, -1) : null;
const headersFor = (urlPath) => (ADMIN && urlPath.startsWith(ADMIN.path) ? ADMIN.headers : rules.headers);

function isFile(file) {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The file for a site-relative path, or null. Never leaves the build folder. */
function resolveFile(relative) {
  const candidates = relative === '' || relative.endsWith('/') ? [`${relative}index.html`] : [relative, `${relative}.html`, `${relative}/index.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root + path.sep) && isFile(file)) {
      return file;
    }
  }
  return null;
}

function notFoundPage(relative) {
  const locale = LOCALES.find((l) => relative === l || relative.startsWith(`${l}/`));
  const localized = locale ? path.join(root, locale, '404.html') : null;
  return localized && isFile(localized) ? localized : path.join(root, '404.html');
}

const COMPRESSIBLE = /^(text\/|application\/(json|xml|xslt\+xml|manifest\+json)|image\/svg\+xml)/;
const compressed = new Map();

/**
 * The file's bytes in the best encoding the client accepts, cached per file and encoding, at the level the nginx rules
 * compress with (src/plugins/hosting/rules.ts: brotli and gzip at 6). Brotli's top level costs many times the
 * processor time for slightly smaller files, paid by the first visitor of each file.
 */
function encode(file, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return {encoding: null, body: fs.readFileSync(file)};
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = fs.readFileSync(file);
    compressed.set(
      key,
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 6}})
        : zlib.gzipSync(raw, {level: 6}),
    );
  }
  return {encoding, body: compressed.get(key)};
}

function send(req, res, status, file, urlPath) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const {encoding, body} = COMPRESSIBLE.test(type) ? encode(file, req.headers['accept-encoding'] ?? '') : {encoding: null, body: fs.readFileSync(file)};
  res.writeHead(status, {
    ...headersFor(urlPath),
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': status === 200 && hashed.test(urlPath) ? rules.cacheControl.hashed : rules.cacheControl.revalidated,
    Vary: 'Accept-Encoding',
    ...(encoding ? {'Content-Encoding': encoding} : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function redirect(res, location) {
  res.writeHead(301, {...rules.headers, Location: location, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': rules.cacheControl.revalidated});
  res.end(`Moved to ${location}\n`);
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = null;
  }
  if (pathname === null || pathname.includes('\0') || !`${pathname}/`.startsWith(baseUrl)) {
    send(req, res, pathname === null ? 400 : 404, notFoundPage(''), '');
    return;
  }
  const rule = redirects.get(pathname.replace(/(.)\/$/, '$1'));
  if (rule) {
    redirect(res, rule.keepQuery ? rule.to + url.search : rule.to);
    return;
  }
  if (pathname.length > 1 && pathname === baseUrl.slice(0, -1)) {
    redirect(res, baseUrl + url.search);
    return;
  }
  const relative = pathname.slice(baseUrl.length).replace(/\/{2,}/g, '/');
  const segments = relative.split('/');
  if (segments.includes('..') || HOST_FILES.test(relative)) {
    send(req, res, 404, notFoundPage(relative), '');
    return;
  }
  // `/en` and `/admin` are folders with an index: their canonical form keeps the slash.
  if (LOCALES.includes(relative) || (ADMIN_DIR && relative === ADMIN_DIR)) {
    redirect(res, `${baseUrl}${relative}/${url.search}`);
    return;
  }
  if (relative.endsWith('/') && !LOCALES.includes(relative.slice(0, -1)) && relative.slice(0, -1) !== ADMIN_DIR) {
    const bare = relative.slice(0, -1);
    if (resolveFile(bare)) {
      redirect(res, `${baseUrl}${bare}${url.search}`);
      return;
    }
  }
  const file = resolveFile(relative);
  if (file) {
    send(req, res, 200, file, pathname);
  } else {
    send(req, res, 404, notFoundPage(relative), '');
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}${baseUrl} (English at ${baseUrl}en/)`);
});
