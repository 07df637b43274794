#!/usr/bin/env node
/**
 * Serves build/ the way the production hosts are configured to:
 * - `/path` answers `path.html` (or `path/index.html`); `/path/` redirects to `/path`;
 * - unknown paths under `<base>en/` get build/en/404.html, others build/404.html, status 404;
 * - the base path (BASE_URL, or --base-url) is honoured;
 * - text responses are compressed (brotli, else gzip) as the CDN would.
 * Usage: npm run serve -- [--port 3000] [--host 127.0.0.1] [--dir build] [--base-url /talento/]
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
    'base-url': {type: 'string', default: process.env.BASE_URL ?? '/'},
  },
  allowPositionals: true,
});

const root = path.resolve(values.dir);
const baseUrl = values['base-url'].replace(/\/?$/, '/').replace(/^\/?/, '/');
const LOCALES = ['en'];

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

/** The file's bytes in the best encoding the client accepts, cached per file and encoding. */
function encode(file, acceptEncoding) {
  const encoding = /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
  if (!encoding) return {encoding: null, body: fs.readFileSync(file)};
  const key = `${encoding}:${file}:${fs.statSync(file).mtimeMs}`;
  if (!compressed.has(key)) {
    const raw = fs.readFileSync(file);
    compressed.set(
      key,
      encoding === 'br'
        ? zlib.brotliCompressSync(raw, {params: {[zlib.constants.BROTLI_PARAM_QUALITY]: 11}})
        : zlib.gzipSync(raw, {level: 9}),
    );
  }
  return {encoding, body: compressed.get(key)};
}

function send(req, res, status, file) {
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  const hashed = /\/assets\//.test(file);
  const {encoding, body} = COMPRESSIBLE.test(type) ? encode(file, req.headers['accept-encoding'] ?? '') : {encoding: null, body: fs.readFileSync(file)};
  res.writeHead(status, {
    'Content-Type': type,
    'Content-Length': body.length,
    'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? {'Content-Encoding': encoding} : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function redirect(res, location) {
  res.writeHead(301, {Location: location, 'Content-Type': 'text/plain; charset=utf-8'});
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
    send(req, res, 404, notFoundPage(''));
    return;
  }
  if (pathname.length > 1 && pathname === baseUrl.slice(0, -1)) {
    redirect(res, baseUrl + url.search);
    return;
  }
  const relative = pathname.slice(baseUrl.length).replace(/\/{2,}/g, '/');
  const segments = relative.split('/');
  if (segments.includes('..')) {
    send(req, res, 404, notFoundPage(''));
    return;
  }
  // `/en` is a folder with an index: its canonical form keeps the slash.
  if (LOCALES.includes(relative)) {
    redirect(res, `${baseUrl}${relative}/${url.search}`);
    return;
  }
  if (relative.endsWith('/') && !LOCALES.includes(relative.slice(0, -1))) {
    const bare = relative.slice(0, -1);
    if (resolveFile(bare)) {
      redirect(res, `${baseUrl}${bare}${url.search}`);
      return;
    }
  }
  const file = resolveFile(relative);
  if (file) {
    send(req, res, 200, file);
  } else {
    send(req, res, 404, notFoundPage(relative));
  }
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}${baseUrl} (English at ${baseUrl}en/)`);
});
