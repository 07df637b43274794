/**
 * The site's configuration with its translations out of sight, for `docusaurus write-translations` in
 * scripts/check-i18n.mjs: `i18n.path` is the empty folder CHECK_I18N_DIR names, so the Spanish messages it writes
 * there are what the code and the plugins say, as for a site without i18n/.
 */
import config from '../docusaurus.config';

const dir = process.env.CHECK_I18N_DIR;
if (!dir) throw new Error('scripts/check-i18n.config.ts: CHECK_I18N_DIR names the folder write-translations writes to (scripts/check-i18n.mjs sets it)');

export default {...config, i18n: {...config.i18n, path: dir}};
