// Replaces the theme's Prism grammar loader, whose dynamic require bundles every grammar index: the site highlights no code (see src/plugins/plainCode).
export default function prismIncludeLanguages(): void {}
