import type {RouteConfig} from '@docusaurus/types';
import {hasDocList, withoutDocList, withoutGlobalDocList} from '../../src/plugins/lean/docLists';

describe('the role pages docs plugin', () => {
  const version = {
    pluginId: 'default',
    version: 'current',
    docs: {'data-engineer': {id: 'data-engineer', title: 'Ingeniero de Datos'}},
    docsSidebars: {data: [{type: 'link', href: '/empresas/data-engineer', label: 'Ingeniero de Datos', docId: 'data-engineer'}]},
  };
  const tree: RouteConfig = {
    path: '/empresas',
    component: 'DocsRoot',
    routes: [
      {
        path: '/empresas',
        component: 'DocVersionRoot',
        props: {version},
        routes: [{path: '/empresas/data-engineer', component: 'DocItem', modules: {content: '@site/empresas/data-engineer.mdx'}}],
      },
    ],
  };

  it("empties the version's list of docs and its sidebars (every category's pages) and keeps everything else", () => {
    const lean = withoutDocList(tree);
    const versionRoute = lean.routes![0];
    expect(versionRoute.props).toEqual({version: {pluginId: 'default', version: 'current', docs: {}, docsSidebars: {}}});
    expect(versionRoute.routes).toEqual(tree.routes![0].routes);
    expect(lean.path).toBe('/empresas');
    // The input is left as it was.
    expect(version.docs).toHaveProperty('data-engineer');
  });

  it('finds the list where the trim expects it, so a docs plugin that moves it stops the build (docs.ts)', () => {
    expect(hasDocList(tree)).toBe(true);
    expect(hasDocList(withoutDocList(tree))).toBe(false);
    expect(hasDocList({path: '/empresas', component: 'DocsRoot', routes: [{path: '/empresas', component: 'DocVersionRoot', props: {versionMetadata: version}}]})).toBe(false);
  });

  it('leaves routes without a version alone', () => {
    const page: RouteConfig = {path: '/blog', component: 'BlogListPage', props: {title: 'Blog'}};
    expect(withoutDocList(page)).toEqual(page);
  });

  it("empties the global data's lists of docs, drafts and sidebars, keeping each version's name, path and main doc", () => {
    const data = {
      path: '/empresas',
      breadcrumbs: false,
      versions: [
        {
          name: 'current',
          path: '/empresas',
          mainDocId: 'animador',
          docs: [{id: 'data-engineer', path: '/empresas/data-engineer'}],
          draftIds: ['borrador'],
          sidebars: {data: {link: {path: '/empresas/data-engineer', label: 'Ingeniero de Datos'}}},
        },
      ],
    };
    expect(withoutGlobalDocList(data)).toEqual({
      path: '/empresas',
      breadcrumbs: false,
      versions: [{name: 'current', path: '/empresas', mainDocId: 'animador', docs: [], draftIds: [], sidebars: {}}],
    });
    expect(data.versions[0].docs).toHaveLength(1);
    expect(withoutGlobalDocList(undefined)).toBeUndefined();
  });
});
