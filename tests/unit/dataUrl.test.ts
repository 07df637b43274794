import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {svgDataUrl} from '@site/src/plugins/favicon/dataUrl';

describe('svgDataUrl', () => {
  it('carries the SVG so that a browser reads it back as written, with nothing a URL cannot hold', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-url-'));
    const file = path.join(dir, 'icon.svg');
    fs.writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2">\n  <rect width="2" height="2" fill="#1d4ed8"/>\n</svg>\n');
    const url = svgDataUrl(file);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url.slice('data:image/svg+xml,'.length)).not.toMatch(/[\s"#<>]/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
      "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'> <rect width='2' height='2' fill='#1d4ed8'/> </svg>",
    );
    fs.rmSync(dir, {recursive: true, force: true});
  });
});
