// Font files imported from code resolve to their built URL (Docusaurus's file loader).
declare module '*.woff2' {
  const url: string;
  export default url;
}

// `x.svg?width=60&raster` resolves to the built URL of a WebP drawn from it (src/plugins/raster), not an SVGR component.
declare module '*&raster' {
  const url: string;
  export default url;
}

// The default attributes of @tabler/icons-react's icons (src/plugins/lean/iconComponent.ts reads them).
declare module '@tabler/icons-react/dist/esm/defaultAttributes.mjs' {
  const defaultAttributes: Record<'outline' | 'filled', Record<string, string | number>>;
  export default defaultAttributes;
}
