/**
 * Role and team pages as one route in the browser (src/plugins/lean).
 *
 * Docusaurus gives the browser a table of every route: its path and component in `routes.js`, its chunk names in
 * `routesChunkNames.json`, a loader per chunk in `registry.js`; and the bundler's runtime maps every chunk to its
 * file. All of it is in every page's first scripts, so each role page made every page of the site heavier (about
 * 33 bytes brotli per role page, 40 KB for a catalogue of 1,000 pages). In the browser copy of those three files
 * (server rendering keeps the real ones), the routes of the role and team pages (the docs plugin's items, whose
 * component is `ITEM_COMPONENT`) become one route, `…/empresas/:slug`, with that component and no content chunk:
 * the page reads its content from its own HTML (src/lib/rolePageData.ts), and a visit to another role page from
 * the browser loads that page's document (src/plugins/lean/rolePages.ts). No role page's chunk is in the bundle.
 * The modules of that route and of the routes around it (the docs plugin's roots, their data, the role root) share
 * one chunk name, `ROLE_CHUNK`: a role page loads them as one script, not six (each a request, a response and a
 * script evaluation on the page's main thread, 0.2-2 KB apiece but for the page component).
 *
 * If Docusaurus changes the shape of these files, the build stops here, naming this module.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const NAME = 'src/plugins/lean/roleRoutes.cjs (role pages as one route in the browser)';
/** The docs plugin's item component for role and team pages (docusaurus.config.ts, `docItemComponent`). */
const ITEM_COMPONENT = '@site/src/theme/RolePage';
/** The key of the one route in `routesChunkNames.json`, after its path. */
const ROUTE_HASH = 'role';
/** The bundler's chunk name of every module the role route and its parent routes load. */
const ROLE_CHUNK = 'role-page';

/** `"chunk": [() => import(/* webpackChunkName: "chunk" *\/ "module"), …],` one entry per line. */
const REGISTRY_LINE = /^\s*"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ "([^"]+)"\).*\],?(?:\};)?$/;

function fail(message) {
  throw new Error(`${NAME}: ${message}. Docusaurus's generated files changed shape: update this module.`);
}

/** The chunk names and modules of `registry.js`, in order. */
function registryEntries(source) {
  const lines = source.split('\n');
  if (lines[0] !== 'export default {') fail('registry.js does not start with "export default {"');
  const entries = [];
  for (const line of lines.slice(1)) {
    if (line.trim() === '' || line.trim() === '};') continue;
    const match = REGISTRY_LINE.exec(line);
    if (!match) fail(`registry.js has a line it cannot read: ${line.slice(0, 120)}`);
    entries.push({chunk: match[1], module: match[2], line: line.replace(/,?(?:\};)?$/, '')});
  }
  return entries;
}

/** Every chunk name a `routesChunkNames.json` entry refers to (nested for route props). */
function chunksOf(value, into = new Set()) {
  if (typeof value === 'string') into.add(value);
  else if (value && typeof value === 'object') for (const inner of Object.values(value)) chunksOf(inner, into);
  return into;
}

/**
 * What changes: the role routes' keys (`path-hash`), their common parent path, the chunk of the item component,
 * and the chunk names left without a route.
 */
function plan(chunkNames, registrySource) {
  const modules = new Map(registryEntries(registrySource).map(({chunk, module}) => [chunk, module]));
  const itemChunk = [...modules].find(([, module]) => module === ITEM_COMPONENT)?.[0];
  if (!itemChunk) return undefined; // No role page in this build (a site without them): nothing to do.
  const roleKeys = Object.keys(chunkNames).filter((key) => chunkNames[key].__comp === itemChunk);
  for (const key of roleKeys) {
    const keys = Object.keys(chunkNames[key]).sort().join(',');
    if (keys !== '__comp,content') fail(`the route ${key} has chunks ${keys}, not __comp and content`);
  }
  const paths = roleKeys.map((key) => key.replace(/-[^-]+$/, ''));
  const parents = new Set(paths.map((route) => route.slice(0, route.lastIndexOf('/') + 1)));
  if (parents.size !== 1) fail(`the role routes are not all under one path (${[...parents].join(', ')})`);
  const [parent] = parents;
  const collapsed = {...chunkNames};
  for (const key of roleKeys) delete collapsed[key];
  collapsed[`${parent}:slug-${ROUTE_HASH}`] = {__comp: itemChunk};
  const used = chunksOf(collapsed);
  // The routes a role page's path goes through (`/empresas`, nested) and the role route itself.
  const wrappers = Object.keys(collapsed).filter((key) => key.replace(/-[^-]+$/, '') === parent.replace(/\/$/, ''));
  if (wrappers.length === 0) fail(`no route at ${parent.replace(/\/$/, '')} wraps the role routes`);
  const together = chunksOf(wrappers.map((key) => collapsed[key]), new Set([itemChunk]));
  return {roleKeys, parent, collapsed, together, unused: new Set([...modules.keys()].filter((chunk) => !used.has(chunk)))};
}

/**
 * The route objects of `routes.js` for the role pages: `{ path: '…', component: ComponentCreator('…', 'hash'), exact: true }`,
 * with the name of the page's sidebar (`sidebar: "…"`, sidebars.ts) last, which the one route leaves out.
 */
const LEAF_ROUTE = /\n[ \t]*\{\n[ \t]*path: '([^']+)',\n[ \t]*component: ComponentCreator\('\1', '([^']+)'\),\n[ \t]*exact: true(?:,\n[ \t]*sidebar: "[^"\n]*")?\n[ \t]*\},?/g;
const SIDEBAR_LINE = /,\n[ \t]*sidebar: "[^"\n]*"/;

function collapseRoutes(source, {roleKeys, parent}) {
  const roles = new Set(roleKeys);
  let replaced = 0;
  const result = source.replace(LEAF_ROUTE, (block, route, hash) => {
    if (!roles.has(`${route}-${hash}`)) return block;
    replaced += 1;
    if (replaced > 1) return '';
    const one = `${parent}:slug`;
    return block.replace(SIDEBAR_LINE, '').replace(`path: '${route}'`, `path: '${one}'`).replace(`ComponentCreator('${route}', '${hash}')`, `ComponentCreator('${one}', '${ROUTE_HASH}')`).replace(/\},?$/, '},');
  });
  if (replaced !== roles.size) fail(`routes.js has ${replaced} of the ${roles.size} role routes in the shape it expects`);
  return result;
}

function collapseRegistry(source, {unused, together}) {
  const kept = registryEntries(source).filter(({chunk}) => !unused.has(chunk));
  const lines = kept.map(({chunk, line}) => {
    if (!together.has(chunk)) return line;
    const named = `/* webpackChunkName: "${chunk}" */`;
    if (!line.includes(named)) fail(`registry.js names the chunk of ${chunk} otherwise: ${line.slice(0, 120)}`);
    return line.replace(named, `/* webpackChunkName: "${ROLE_CHUNK}" */`);
  });
  return `export default {\n${lines.join(',\n')}};\n`;
}

/** The plan for the generated files next to `file` (`.docusaurus/`). */
function planFor(file, addDependency) {
  const dir = path.dirname(file);
  const read = (name) => {
    addDependency(path.join(dir, name));
    return fs.readFileSync(path.join(dir, name), 'utf8');
  };
  return plan(JSON.parse(read('routesChunkNames.json')), read('registry.js'));
}

/** The browser's copy of one of the three files (`file` is its path), or the source unchanged when there is no role page. */
function roleRoutes(source, file, addDependency = () => {}) {
  const change = planFor(file, addDependency);
  if (!change) return source;
  const name = path.basename(file);
  if (name === 'routes.js') return collapseRoutes(source, change);
  if (name === 'registry.js') return collapseRegistry(source, change);
  if (name === 'routesChunkNames.json') return JSON.stringify(change.collapsed);
  return source;
}

module.exports = {roleRoutes, plan, collapseRoutes, collapseRegistry, ITEM_COMPONENT, NAME, ROLE_CHUNK};
