/**
 * What runs in the browser never imports build-time code: no Node built-in,
 * no build-only library (zod, gray-matter, satori, resvg), nothing from
 * src/plugins (where build-time code lives). Type-only imports are free:
 * they vanish from the bundle.
 */
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const BUILD_ONLY_PACKAGES = ['zod', 'gray-matter', 'satori', '@resvg/resvg-js', 'jiti'];
const NODE_BUILTINS = new Set(builtinModules);

/** The modules a file imports for their values (type-only imports left out). */
export function valueImports(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = clause?.isTypeOnly || (clause && !clause.name && named && named.length > 0 && named.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && !node.isTypeOnly) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Why `specifier`, imported by `importer` (a path relative to the site), may not reach the browser; undefined when it may. */
export function forbidden(importer: string, specifier: string): string | undefined {
  const bare = specifier.replace(/^node:/, '');
  if (specifier.startsWith('node:') || NODE_BUILTINS.has(bare.split('/')[0])) {
    return `Node built-in "${specifier}"`;
  }
  if (BUILD_ONLY_PACKAGES.some((name) => specifier === name || specifier.startsWith(`${name}/`))) {
    return `build-time library "${specifier}"`;
  }
  const target = specifier.startsWith('@site/')
    ? specifier.slice('@site/'.length)
    : specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(importer), specifier))
      : undefined;
  if (target?.startsWith('src/plugins/')) {
    return `build-time code "${specifier}" (src/plugins is for the build)`;
  }
  return undefined;
}

/** Every file under `dir` (a folder at the top of the site), as a path relative to the site. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'}).map((name) => `${dir}/${name.split(path.sep).join('/')}`);
}

function clientFiles(): string[] {
  return filesUnder('src').filter((file) => /\.(tsx?|mdx)$/.test(file) && !file.startsWith('src/plugins/') && !file.endsWith('.d.ts'));
}

function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  if (file.endsWith('.mdx')) {
    return [...source.matchAll(/^import\s+(?!type\b)[^'"]*['"]([^'"]+)['"]/gm)].map((match) => match[1]);
  }
  return valueImports(file, source);
}

describe('client code stays browser-safe', () => {
  it('finds the client files', () => {
    expect(clientFiles()).toEqual(expect.arrayContaining(['src/theme/Root.tsx', 'src/lib/languageRouting.ts', 'src/pages/service-payroll.mdx']));
  });

  it('imports no Node built-in, build-only library or plugin code', () => {
    const problems = clientFiles().flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const reason = forbidden(file, specifier);
        return reason ? [`${file} imports ${reason}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  describe('the check itself', () => {
    it.each([
      ['src/lib/x.ts', "import {createHash} from 'node:crypto';", 'Node built-in "node:crypto"'],
      ['src/lib/x.ts', "import fs from 'fs';", 'Node built-in "fs"'],
      ['src/components/X/index.tsx', "import * as z from 'zod';", 'build-time library "zod"'],
      ['src/components/X/index.tsx', "export {validateContent} from '@site/src/plugins/roles/schema';", 'build-time code "@site/src/plugins/roles/schema" (src/plugins is for the build)'],
      ['src/lib/x.ts', "const m = import('../plugins/hosting/rules');", 'build-time code "../plugins/hosting/rules" (src/plugins is for the build)'],
    ])('%s: %s is refused', (file, source, reason) => {
      const reasons = valueImports(file, source).map((specifier) => forbidden(file, specifier));
      expect(reasons).toEqual([reason]);
    });

    it('lets type-only imports through', () => {
      const source = "import type {RolePage} from '@site/src/plugins/roles/schema';\nimport {type Palette} from '../plugins/ogImages';";
      expect(valueImports('src/lib/x.ts', source)).toEqual([]);
    });
  });
});

/** The npm package a specifier names; undefined for a relative path, a Node built-in or an alias (`@site/…`, `@theme/…`). */
export function packageName(specifier: string): string | undefined {
  const bare = specifier.split('?')[0];
  if (/^[./]/.test(bare) || bare.startsWith('node:') || NODE_BUILTINS.has(bare.split('/')[0]) || /^@(site|theme|theme-original|theme-init|generated)\//.test(bare)) return undefined;
  return bare.split('/').slice(0, bare.startsWith('@') ? 2 : 1).join('/');
}

/** Every file of the site's own code: src/, scripts/, tests/ and the configuration files at the top. */
function codeFiles(): string[] {
  const code = ['src', 'scripts', 'tests']
    .flatMap(filesUnder)
    .filter((file) => /\.(tsx?|mdx|m?js)$/.test(file) && !file.endsWith('.d.ts') && !file.includes('/__screenshots__/'));
  const top = fs.readdirSync(root).filter((name) => /\.(ts|mjs)$/.test(name));
  return [...code, ...top];
}

describe('every package the code imports is declared', () => {
  it('in package.json: one that is only there as another package’s dependency can go with that package’s next release', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {dependencies: Record<string, string>; devDependencies: Record<string, string>};
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    // A name with no package under node_modules is an alias the bundler resolves (Docusaurus's `@docusaurus/Link`,
    // the fonts plugin's `@ready-fonts/…`); a package missing altogether stops the build anyway.
    const installed = (name: string) => fs.existsSync(path.join(root, 'node_modules', name, 'package.json'));
    const problems = codeFiles().flatMap((file) =>
      importsOf(file).flatMap((specifier) => {
        const name = packageName(specifier);
        return name && !declared.has(name) && installed(name) ? [`${file} imports ${name}, which package.json does not declare`] : [];
      }),
    );
    expect([...new Set(problems)]).toEqual([]);
  });

  it.each([
    ['@docusaurus/theme-common/internal', '@docusaurus/theme-common'],
    ['react-router', 'react-router'],
    ['swiper/modules', 'swiper'],
    ['flag-icons/flags/4x3/co.svg?width=60&raster', 'flag-icons'],
    ['./styles.module.css', undefined],
    ['node:fs', undefined],
    ['path', undefined],
    ['@site/src/lib/x', undefined],
    ['@theme/Layout', undefined],
  ])('names the package of %s: %s', (specifier, name) => {
    expect(packageName(specifier)).toBe(name);
  });
});
