/**
 * The role and team pages of each category, in their order: one sidebar per category of
 * src/data/categories.ts, listing its pages' slugs (doc ids of `empresas/`), roles first, then teams.
 * The sibling bar, the category menu, the landing's cards, the footer and the team pages read this
 * order (src/plugins/roles). The lists themselves live in empresas/_sidebars.json, plain data that
 * `npm run new:role` and the editor at /admin write (docs/decisions/0007-sidebars.md); read from the
 * file, not imported, so every load of this module (`npm start` included) sees the file as it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = JSON.parse(fs.readFileSync(path.join(__dirname, 'empresas/_sidebars.json'), 'utf8')) as SidebarsConfig;

export default sidebars;
