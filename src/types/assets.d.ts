// Font files imported from code resolve to their built URL (Docusaurus's file loader).
declare module '*.woff2' {
  const url: string;
  export default url;
}

// `x.svg?url` resolves to the file's built URL (src/plugins/svgUrl), not an SVGR component.
declare module '*.svg?url' {
  const url: string;
  export default url;
}
