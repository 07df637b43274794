/**
 * Swaps @tabler/icons-react's `createReactComponent` for iconComponent.ts (why: there). The package's module must
 * still be the one this was written against: the icon modules call it with (type, name, PascalName, iconNode) and
 * it reads `defaultAttributes[type]`. If an upgrade changes that, the build stops here, naming this module.
 */
'use strict';

const path = require('node:path');

const NAME = 'src/plugins/lean/iconLoader.cjs (icons with their paths as markup)';
const SIGNATURE = 'const createReactComponent = (type, iconName, iconNamePascal, iconNode) =>';

module.exports = function iconLoader(source) {
  if (!source.includes(SIGNATURE) || !source.includes('defaultAttributes[type]')) {
    throw new Error(`${NAME}: @tabler/icons-react's createReactComponent changed shape (no "${SIGNATURE}"). Update iconComponent.ts and this check.`);
  }
  return `export {default} from ${JSON.stringify(path.join(__dirname, 'iconComponent.ts'))};\n`;
};
module.exports.NAME = NAME;
module.exports.SIGNATURE = SIGNATURE;
