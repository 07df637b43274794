// The theme's providers, less those of parts this site does not have: no colour-mode switch (light only),
// no announcement bar, no docs versions, and our own header, which has no mobile sidebar or secondary menu.
// Every page's main bundle carried their code (about 5 KB brotli). Should a theme component that needs one
// of them come into use, the build fails on that page with the theme's "hook is called outside the
// <Provider>" error rather than at a visitor's.
import React, {type ReactNode} from 'react';
import {PluginHtmlClassNameProvider} from '@docusaurus/theme-common/internal';

export default function LayoutProvider({children}: {children: ReactNode}): ReactNode {
  return <PluginHtmlClassNameProvider>{children}</PluginHtmlClassNameProvider>;
}
