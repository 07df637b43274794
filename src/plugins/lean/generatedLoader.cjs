/**
 * A loader for the files Docusaurus generates into `.docusaurus/` that the
 * browser bundle carries (src/plugins/lean; server rendering keeps them whole):
 * - configTrim, `docusaurus.config.mjs`: the whole site configuration goes to the browser;
 *   the fields only the build reads (the head tags with the language boot
 *   script's source, the HTML template, presets and plugin options) are left
 *   out of that copy.
 * - configTrim, `registry.js`: each route chunk carries its module's source path, which
 *   only server rendering reads (react-loadable reports it to pick the chunks
 *   of a page); the browser copy gets an empty string.
 * - roleRoutes, `routes.js`, `routesChunkNames.json` and `registry.js`: the role and team
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
  if (start < 0 || end < start) throw new Error(`${file}: not the shape src/plugins/lean/generatedLoader.cjs expects (export default {…};)`);
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
    throw new Error(`${file}: ${entries} of ${chunks} entries have the shape src/plugins/lean/generatedLoader.cjs expects`);
  }
  return lean;
}

module.exports = function generatedLoader(source) {
  const file = this.resourcePath;
  const {configTrim, roleRoutes: collapse} = this.getOptions();
  const addDependency = (dependency) => this.addDependency(dependency);
  const routes = (text) => (collapse ? roleRoutes(text, file, addDependency) : text);
  if (file.endsWith('docusaurus.config.mjs')) return configTrim ? leanConfig(source, file) : source;
  if (file.endsWith('registry.js')) return configTrim ? leanRegistry(routes(source), file) : routes(source);
  if (file.endsWith('routes.js') || file.endsWith('routesChunkNames.json')) return routes(source);
  return source;
};
module.exports.leanConfig = leanConfig;
module.exports.leanRegistry = leanRegistry;
