import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The loader is CommonJS (rspack requires it as it is).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {roleRoutes, NAME, ROLE_CHUNK} = require('../../src/plugins/lean/roleRoutes.cjs') as {
  roleRoutes: (source: string, file: string) => string;
  NAME: string;
  ROLE_CHUNK: string;
};

/** `.docusaurus/` as Docusaurus 3.10 writes it: a page, the docs routes with two role pages (each naming its sidebar), and their chunks. */
const ROUTES = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/aviso-legal',
    component: ComponentCreator('/aviso-legal', '325'),
    exact: true
  },
  {
    path: '/empresas',
    component: ComponentCreator('/empresas', 'c93'),
    routes: [
      {
        path: '/empresas',
        component: ComponentCreator('/empresas', '7bb'),
        routes: [
          {
            path: '/empresas/animador',
            component: ComponentCreator('/empresas/animador', 'f76'),
            exact: true,
            sidebar: "design"
          },
          {
            path: '/empresas/data-engineer',
            component: ComponentCreator('/empresas/data-engineer', 'a33'),
            exact: true,
            sidebar: "data"
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const CHUNK_NAMES = {
  '/aviso-legal-325': {__comp: '1111', content: '2222'},
  '/empresas-c93': {__comp: '3333', __context: {plugin: '4444'}},
  '/empresas-7bb': {__comp: '5555'},
  '/empresas/animador-f76': {__comp: '6666', content: '7777'},
  '/empresas/data-engineer-a33': {__comp: '6666', content: '8888'},
};
const entry = (chunk: string, module: string) =>
  `  "${chunk}": [() => import(/* webpackChunkName: "${chunk}" */ "${module}"), "${module}", require.resolveWeak("${module}")]`;
const REGISTRY = `export default {
${[
  entry('1111', '@theme/MDXPage'),
  entry('2222', '@site/src/pages/aviso-legal.mdx'),
  entry('3333', '@theme/DocsRoot'),
  entry('4444', '~docs/default/plugin-route-context-module-100.json'),
  entry('5555', '@site/src/theme/RoleRoot'),
  entry('6666', '@site/src/theme/RolePage'),
  entry('7777', '@site/empresas/animador.mdx'),
].join(',\n')},
${entry('8888', '@site/empresas/data-engineer.mdx')},};
`;

function generated(files: {routes?: string; chunkNames?: object; registry?: string} = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'role-routes-'));
  fs.writeFileSync(path.join(dir, 'routes.js'), files.routes ?? ROUTES);
  fs.writeFileSync(path.join(dir, 'routesChunkNames.json'), JSON.stringify(files.chunkNames ?? CHUNK_NAMES));
  fs.writeFileSync(path.join(dir, 'registry.js'), files.registry ?? REGISTRY);
  return dir;
}
const browserCopy = (dir: string, name: string) => roleRoutes(fs.readFileSync(path.join(dir, name), 'utf8'), path.join(dir, name));

describe('the role pages as one route in the browser (roleRoutes.cjs)', () => {
  const dir = generated();

  it('gives the routes one route for every role page, the others unchanged', () => {
    const routes = browserCopy(dir, 'routes.js');
    expect(routes).toContain("path: '/empresas/:slug',\n            component: ComponentCreator('/empresas/:slug', 'role'),");
    expect(routes).not.toContain('/empresas/animador');
    expect(routes).not.toContain('/empresas/data-engineer');
    // One route for every category's pages: no page's sidebar name (sidebars.ts) with it.
    expect(routes).not.toContain('sidebar:');
    expect(routes).toContain("ComponentCreator('/aviso-legal', '325')");
    expect(routes).toContain("ComponentCreator('*')");
    // Still a module the bundler can read: the array and its objects close.
    expect(() => new Function(routes.replace(/^import .*$/gm, '').replace('export default', 'return'))).not.toThrow();
  });

  it('gives that route the page component and no content chunk', () => {
    const chunkNames = JSON.parse(browserCopy(dir, 'routesChunkNames.json'));
    expect(chunkNames['/empresas/:slug-role']).toEqual({__comp: '6666'});
    expect(Object.keys(chunkNames)).toEqual(['/aviso-legal-325', '/empresas-c93', '/empresas-7bb', '/empresas/:slug-role']);
  });

  it('leaves the role pages’ content out of the chunk registry, and nothing else', () => {
    const registry = browserCopy(dir, 'registry.js');
    expect(registry).not.toContain('animador.mdx');
    expect(registry).not.toContain('data-engineer.mdx');
    for (const module of ['@theme/MDXPage', 'aviso-legal.mdx', '@theme/DocsRoot', 'plugin-route-context-module', 'RoleRoot', 'RolePage']) {
      expect(registry).toContain(module);
    }
    expect(registry.trimEnd().endsWith('};')).toBe(true);
    expect(() => new Function(registry.replace(/require\.resolveWeak\([^)]*\)/g, '0').replace(/import\(/g, 'String(').replace('export default', 'return'))).not.toThrow();
  });

  it('names the modules of the role route and of the routes around it as one chunk, and no other', () => {
    const registry = browserCopy(dir, 'registry.js');
    const chunkOf = (module: string) => new RegExp(`webpackChunkName: "([^"]+)" \\*/ "${module}"`).exec(registry)?.[1];
    for (const module of ['@theme/DocsRoot', '~docs/default/plugin-route-context-module-100.json', '@site/src/theme/RoleRoot', '@site/src/theme/RolePage']) {
      expect(chunkOf(module)).toBe(ROLE_CHUNK);
    }
    expect(chunkOf('@theme/MDXPage')).toBe('1111');
    expect(chunkOf('@site/src/pages/aviso-legal.mdx')).toBe('2222');
  });

  it('changes nothing in a build without role pages', () => {
    const bare = generated({registry: REGISTRY.replace('@site/src/theme/RolePage', '@theme/DocItem')});
    for (const name of ['routes.js', 'registry.js', 'routesChunkNames.json']) {
      expect(browserCopy(bare, name)).toBe(fs.readFileSync(path.join(bare, name), 'utf8'));
    }
  });

  it('stops the build, naming itself, when Docusaurus writes these files another way', () => {
    const renamed = generated({routes: ROUTES.replace(/exact: true/g, 'exact: !0')});
    expect(() => browserCopy(renamed, 'routes.js')).toThrow(`${NAME}: routes.js has 0 of the 2 role routes`);
    const moreChunks = generated({chunkNames: {...CHUNK_NAMES, '/empresas/animador-f76': {__comp: '6666', content: '7777', sidebar: '9999'}}});
    expect(() => browserCopy(moreChunks, 'routes.js')).toThrow(`${NAME}: the route /empresas/animador-f76 has chunks __comp,content,sidebar`);
    const registry = generated({registry: REGISTRY.replace('export default {', 'const registry = {')});
    expect(() => browserCopy(registry, 'registry.js')).toThrow(`${NAME}: registry.js does not start`);
    const otherName = generated({registry: REGISTRY.replace('webpackChunkName: "5555"', 'webpackChunkName: "role-root"')});
    expect(() => browserCopy(otherName, 'registry.js')).toThrow(`${NAME}: registry.js names the chunk of 5555 otherwise`);
    const spread = generated({chunkNames: {...CHUNK_NAMES, '/otros/x-b12': {__comp: '6666', content: '7777'}}});
    expect(() => browserCopy(spread, 'routes.js')).toThrow(`${NAME}: the role routes are not all under one path`);
  });
});
