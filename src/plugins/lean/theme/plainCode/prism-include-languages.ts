// Replaces the theme's Prism grammar loader, whose dynamic require bundles every grammar index: the site highlights no code (the plainCode trick of src/plugins/lean).
export default function prismIncludeLanguages(): void {}
