/**
 * The bundler's loader for `import url from './x.svg?width=60&lossless&raster'` (src/plugins/raster): the drawing
 * becomes a WebP `width` pixels wide, which the file loader after it writes to the build and names by its content.
 */
'use strict';

const {rasterizeCached, cacheDirOf} = require('./rasterize.cjs');

module.exports = function rasterLoader(svg) {
  const done = this.async();
  const query = new URLSearchParams(this.resourceQuery.replace(/^\?/, ''));
  const options = {width: Number(query.get('width')), lossless: query.has('lossless'), source: this.resourcePath};
  rasterizeCached(svg, options, cacheDirOf(this.rootContext)).then((webp) => done(null, webp), done);
};
module.exports.raw = true;
