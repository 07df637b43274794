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

function clientFiles(): string[] {
  return fs
    .readdirSync(path.join(root, 'src'), {recursive: true, encoding: 'utf8'})
    .map((name) => `src/${name.split(path.sep).join('/')}`)
    .filter((file) => /\.(tsx?|mdx)$/.test(file) && !file.startsWith('src/plugins/') && !file.endsWith('.d.ts'));
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
