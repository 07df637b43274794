#!/usr/bin/env node
/**
 * `npm run serve:nginx -- --port 8080 [--dir build]`: Debian's nginx in the
 * foreground, on loopback, serving the built site with the host rules the build
 * wrote (build/_hosting/nginx.conf): production behaviour on your own machine.
 * Installs nginx when it is missing (scripts/ensure-nginx.sh). A site built
 * with BASE_URL=/talento/ is served under /talento/, as a host would.
 * Usage: npm run serve:nginx -- [--port 8080] [--host 127.0.0.1] [--dir build]
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: process.env.PORT ?? '8080'},
    host: {type: 'string', default: '127.0.0.1'},
    dir: {type: 'string', default: 'build'},
  },
  allowPositionals: true,
});

const repo = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const site = path.resolve(values.dir);
const hosting = path.join(site, '_hosting');
if (!fs.existsSync(path.join(hosting, 'nginx.conf'))) {
  console.error(`No built site with host rules in ${site}. Run \`npm run build\` first.`);
  process.exit(1);
}
const {baseUrl} = JSON.parse(fs.readFileSync(path.join(hosting, 'rules.json'), 'utf8'));

if (spawnSync('bash', [path.join(repo, 'scripts/ensure-nginx.sh')], {stdio: 'inherit'}).status !== 0) {
  process.exit(1);
}
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file)) ?? 'nginx';
const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const brotli = fs.existsSync(brotliModule);

// nginx's workers may run as another user: the scratch folder must be readable.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-nginx-'));
fs.chmodSync(scratch, 0o755);
// The server root holds the site at the base URL's path, as on a real host.
let root = site;
if (baseUrl !== '/') {
  root = path.join(scratch, 'www');
  const mount = path.join(root, baseUrl.replace(/^\/|\/$/g, ''));
  fs.mkdirSync(path.dirname(mount), {recursive: true});
  fs.symlinkSync(site, mount);
}

const conf = [
  ...(brotli ? [`load_module ${brotliModule};`] : []),
  'worker_processes 1;',
  'daemon off;',
  `pid ${scratch}/nginx.pid;`,
  'error_log stderr warn;',
  'events { worker_connections 512; }',
  'http {',
  '    include /etc/nginx/mime.types;',
  '    default_type application/octet-stream;',
  '    access_log off;',
  '    sendfile on;',
  ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${scratch}/${kind};`),
  '    server {',
  `        listen ${values.host}:${values.port};`,
  `        root ${root};`,
  `        include ${hosting}/nginx.conf;`,
  ...(brotli ? [`        include ${hosting}/nginx-brotli.conf;`] : []),
  '    }',
  '}',
  '',
].join('\n');
const confFile = path.join(scratch, 'nginx.conf');
fs.writeFileSync(confFile, conf);

const child = spawn(nginx, ['-p', scratch, '-c', confFile, '-e', 'stderr'], {stdio: 'inherit'});
console.log(`Serving ${site} with nginx at http://${values.host}:${values.port}${baseUrl} (English at ${baseUrl}en/)${brotli ? '' : ', gzip only'}`);

function cleanUp() {
  fs.rmSync(scratch, {recursive: true, force: true});
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill('SIGQUIT'));
}
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(code ?? (signal ? 0 : 1));
});
