#!/usr/bin/env node
/**
 * Lists every placeholder and illustrative item of the site (the launch
 * markers of src/config and src/data), each with where it shows. Exits 1 while
 * any is left, 0 with "Ready to launch" when none is. Usage: npm run check:launch
 */
import path from 'node:path';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const load = createJiti(import.meta.url, {cache: false, interopDefault: false});
const {launchItems} = load(path.join(root, 'src/plugins/launch/collect.ts'));
const {launchReport} = load(path.join(root, 'src/lib/launch.ts'));

const report = launchReport(launchItems(root));
console.log(report.text);
process.exitCode = report.ready ? 0 : 1;
