import fs from 'node:fs';

/**
 * An SVG file as a `data:` URL, for the favicon: the browser then asks the server for nothing (on a first visit the
 * icon's request, with its response's headers, shared the slow link with the stylesheet and the font, which the
 * first paint waits for). Only the characters a URL cannot carry are escaped, so it stays short.
 */
export function svgDataUrl(file: string): string {
  const svg = fs.readFileSync(file, 'utf8').trim().replace(/\s+/g, ' ').replace(/"/g, "'");
  return `data:image/svg+xml,${svg.replace(/[\s#%<>?[\]^`{|}]/g, (character) => encodeURIComponent(character))}`;
}
