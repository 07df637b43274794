/**
 * Draws the portrait of every person the site shows (the vetted profiles and
 * the testimonials' authors) with DiceBear's "Toon Head" style (by Johan
 * Melin, CC BY 4.0; credited in each picture's EXIF, the README and the legal
 * notice) into a static
 * folder served at /img/people/{id}.webp: a picture, not an SVG document
 * (src/plugins/raster says why). Drawn when the site loads, so a new person
 * needs no other step.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createAvatar} from '@dicebear/core';
import * as toonHead from '@dicebear/toon-head';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PORTRAIT_QUALITY, PORTRAIT_SIZE} from '../../data/people';
import {cacheDirOf, rasterizeCached, writeIfChanged} from '../raster';
import {avatarOptions, looks} from './looks';
import {portraitCredit} from './credit';
import {drawnPeople} from './people';

/** The static folder the portraits are drawn into (listed in `staticDirectories`). */
export const PORTRAITS_STATIC_DIR = '.docusaurus/ready-portraits';

export async function drawPortraits(siteDir: string): Promise<number> {
  const dir = path.join(siteDir, PORTRAITS_STATIC_DIR, 'img/people');
  fs.mkdirSync(dir, {recursive: true});
  const all = looks(drawnPeople(siteDir));
  for (const [id, look] of all) {
    const svg = createAvatar(toonHead, avatarOptions(look, PORTRAIT_SIZE)).toString();
    const webp = await rasterizeCached(Buffer.from(svg), {width: PORTRAIT_SIZE, quality: PORTRAIT_QUALITY, source: `the portrait of ${id}`, credit: portraitCredit(svg, id)}, cacheDirOf(siteDir));
    // Both locales' builds draw the same files: write only what changed, and never leave half a file.
    writeIfChanged(path.join(dir, `${id}.webp`), webp);
  }
  for (const name of fs.readdirSync(dir)) {
    if (!all.has(name.replace(/\.webp$/, ''))) fs.rmSync(path.join(dir, name), {force: true});
  }
  return all.size;
}

export default function portraitsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-portraits',
    async loadContent() {
      await drawPortraits(context.siteDir);
    },
  };
}
