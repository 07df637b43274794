/**
 * `@docusaurus/Translate` for the unit tests (jest.config.mjs maps it here): the site's UI strings
 * by id, in Spanish, from i18n/es/code.json, as the Spanish build reads them.
 */
const fs = require('node:fs');
const path = require('node:path');

const messages = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/es/code.json'), 'utf8'));

function message(id) {
  if (!(id in messages)) throw new Error(`i18n/es/code.json: "${id}" is missing`);
  return messages[id].message;
}

const interpolate = (text, values = {}) => text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));

module.exports = {
  __esModule: true,
  translate: ({id}, values) => interpolate(message(id), values),
  default: ({id, values}) => interpolate(message(id), values),
};
