/**
 * Keeps Prism out of the browser bundle (see prismStub.tsx): the theme's code
 * block and its Prism client module get the stub instead of prism-react-renderer.
 * Server-side config code (theme options) still loads the real package from Node.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function plainCodePlugin(): Plugin {
  return {
    name: 'ready-plain-code',
    configureWebpack() {
      return {resolve: {alias: {'prism-react-renderer$': path.join(__dirname, 'prismStub.tsx')}}};
    },
  };
}
