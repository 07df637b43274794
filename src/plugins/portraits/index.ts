/**
 * Draws the portrait of every person the site shows (the vetted profiles and
 * the testimonials' authors) with DiceBear's "Toon Head" style (by Johan
 * Melin, CC BY 4.0; the credit is in each SVG's metadata, the README and the
 * legal notice) into a static folder served at /img/people/{id}.svg.
 * Drawn when the site loads, so a new person needs no other step.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createAvatar} from '@dicebear/core';
import * as toonHead from '@dicebear/toon-head';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PORTRAIT_SIZE} from '../../data/people';
import {avatarOptions, looks} from './looks';
import {drawnPeople} from './people';

/** The static folder the portraits are drawn into (listed in `staticDirectories`). */
export const PORTRAITS_STATIC_DIR = '.docusaurus/ready-portraits';

export function drawPortraits(siteDir: string): number {
  const dir = path.join(siteDir, PORTRAITS_STATIC_DIR, 'img/people');
  fs.mkdirSync(dir, {recursive: true});
  const all = looks(drawnPeople(siteDir));
  for (const [id, look] of all) {
    const svg = createAvatar(toonHead, avatarOptions(look, PORTRAIT_SIZE)).toString();
    const file = path.join(dir, `${id}.svg`);
    // Both locales' builds draw the same files: write only what changed, and never leave half a file.
    if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === svg) continue;
    fs.writeFileSync(`${file}.tmp`, svg);
    fs.renameSync(`${file}.tmp`, file);
  }
  for (const name of fs.readdirSync(dir)) {
    if (!all.has(name.replace(/\.svg$/, ''))) fs.rmSync(path.join(dir, name), {force: true});
  }
  return all.size;
}

export default function portraitsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-portraits',
    async loadContent() {
      drawPortraits(context.siteDir);
    },
  };
}
