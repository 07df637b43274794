/**
 * A loader for two files Docusaurus generates into `.docusaurus/`, applied to
 * the browser bundle only (src/plugins/leanRuntime):
 * - `docusaurus.config.mjs`: the whole site configuration goes to the browser;
 *   the fields only the build reads (the head tags with the language boot
 *   script's source, the HTML template, presets and plugin options) are left
 *   out of that copy.
 * - `registry.js`: each route chunk carries its module's source path, which
 *   only server rendering reads (react-loadable reports it to pick the chunks
 *   of a page); the browser copy gets an empty string.
 * - `routes.js`, `routesChunkNames.json` and `registry.js`: the role and team
 *   pages as one route (roleRoutes.cjs).
 * If Docusaurus changes the shape of these files, the build stops here.
 */
'use strict';

const {roleRoutes} = require('./roleRoutes.cjs');

/** Configuration fields the browser never reads. */
const BUILD_ONLY_FIELDS = ['headTags', 'ssrTemplate', 'presets', 'plugins', 'themes', 'scripts', 'stylesheets', 'clientModules', 'staticDirectories', 'onBrokenLinks', 'onBrokenAnchors', 'onDuplicateRoutes'];

/** `"chunk": [() => import(/* … *\/ "path"), "path", require.resolveWeak("path")]` */
const REGISTRY_ENTRY = /(\[\(\) => import\(\/\* webpackChunkName: "[^"]+" \*\/ ("[^"]+")\), )\2(, require\.resolveWeak\(\2\)\])/g;

function leanConfig(source, file) {
  const start = source.indexOf('export default {');
  const end = source.lastIndexOf('};');
  if (start < 0 || end < start) throw new Error(`${file}: not the shape src/plugins/leanRuntime/generatedLoader.cjs expects (export default {…};)`);
  const config = JSON.parse(source.slice(start + 'export default '.length, end + 1));
  for (const field of BUILD_ONLY_FIELDS) delete config[field];
  return `export default ${JSON.stringify(config)};\n`;
}

function leanRegistry(source, file) {
  let entries = 0;
  const lean = source.replace(REGISTRY_ENTRY, (_, head, _path, tail) => {
    entries += 1;
    return `${head}""${tail}`;
  });
  const chunks = (source.match(/^\s*"[^"]+": \[/gm) ?? []).length;
  if (entries === 0 || entries !== chunks) {
    throw new Error(`${file}: ${entries} of ${chunks} entries have the shape src/plugins/leanRuntime/generatedLoader.cjs expects`);
  }
  return lean;
}

module.exports = function generatedLoader(source) {
  const file = this.resourcePath;
  if (file.endsWith('docusaurus.config.mjs')) return leanConfig(source, file);
  const addDependency = (dependency) => this.addDependency(dependency);
  if (file.endsWith('registry.js')) return leanRegistry(roleRoutes(source, file, addDependency), file);
  if (file.endsWith('routes.js') || file.endsWith('routesChunkNames.json')) return roleRoutes(source, file, addDependency);
  return source;
};
module.exports.leanConfig = leanConfig;
module.exports.leanRegistry = leanRegistry;
