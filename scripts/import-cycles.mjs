// Import cycles among the project's own modules (`npm run lint`), in one pass over the import graph.
//
// ESLint's import/no-cycle gave the same answer but re-parsed every file and walked the graph from
// each one: about 70 % of `eslint .` (docs/performance.md, "The test suite"). Here every file is
// parsed once by TypeScript, its imports are resolved as tsconfig.json resolves them, and the
// strongly connected components of the graph are the cycles (Tarjan). What counts is what
// import/no-cycle counted, a little more strictly: static imports and re-exports, `import x =
// require()`, dynamic `import()` and side-effect imports, in .mjs files too; imports of types only
// (`import type`, `export type … from`, every name marked `type`) do not, and neither do packages.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import ts from 'typescript';

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
/** Folders ESLint ignores (eslint.config.mjs) and those that hold no source. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  '.next',
  'data',
  'test-results',
  'playwright-report',
]);

/** The source files under `root`, as relative paths. */
export function sourceFiles(root) {
  const found = [];
  const walk = (folder) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!SKIPPED.has(entry.name) && !entry.name.startsWith('.next-')) walk(relative);
      } else if (SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) {
        found.push(relative);
      }
    }
  };
  walk('');
  return found.sort();
}

const typeOnlyNames = (elements) =>
  elements.length > 0 && elements.every((element) => element.isTypeOnly);

/** The module names a file imports at run time, each with its line. */
export function runtimeImports(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (literal) => {
    if (literal && ts.isStringLiteralLike(literal)) {
      const { line } = source.getLineAndCharacterOfPosition(literal.getStart(source));
      found.push({ name: literal.text, line: line + 1 });
    }
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause && !clause.name && bindings && ts.isNamedImports(bindings)
          ? typeOnlyNames(bindings.elements)
          : false);
      if (!onlyTypes) add(node.moduleSpecifier);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const clause = node.exportClause;
      const onlyTypes =
        node.isTypeOnly || (clause && ts.isNamedExports(clause) && typeOnlyNames(clause.elements));
      if (!onlyTypes) add(node.moduleSpecifier);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      !node.isTypeOnly &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      add(node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function compilerOptions(root) {
  const configFile = path.join(root, 'tsconfig.json');
  const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config ?? {}, ts.sys, root, {}, configFile);
  // Scripts are JavaScript: resolve to them too.
  return { ...options, allowJs: true };
}

/**
 * The import graph of `files` (relative to `root`): for each file, the project files it imports at
 * run time, with the line of each import. A declaration file beside a script (x.d.mts) stands for
 * the script.
 */
export function importGraph(root, files = sourceFiles(root)) {
  const options = compilerOptions(root);
  const host = ts.createCompilerHost(options);
  const cache = ts.createModuleResolutionCache(root, (name) => name, options);
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const absolute = path.join(root, file);
    const edges = new Map();
    for (const { name, line } of runtimeImports(file, readFileSync(absolute, 'utf8'))) {
      const { resolvedModule } = ts.resolveModuleName(name, absolute, options, host, cache);
      if (!resolvedModule || resolvedModule.isExternalLibraryImport) continue;
      let target = path.relative(root, resolvedModule.resolvedFileName).split(path.sep).join('/');
      if (DECLARATION.test(target)) {
        target = target.replace(/\.d\.([cm]?)ts$/, '.$1js');
      }
      if (known.has(target) && target !== file && !edges.has(target)) edges.set(target, line);
    }
    graph.set(file, edges);
  }
  return graph;
}

/** The strongly connected components of more than one file (Tarjan's algorithm, iterative). */
export function cyclicComponents(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, next: [...graph.get(start).keys()], at: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      if (frame.at < frame.next.length) {
        const child = frame.next[frame.at];
        frame.at += 1;
        if (!index.has(child)) {
          index.set(child, counter);
          low.set(child, counter);
          counter += 1;
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, next: [...(graph.get(child)?.keys() ?? [])], at: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(child)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1) components.push(component.sort());
    }
  }
  return components;
}

/** One shortest cycle through the component's first file, as `file:line` steps. */
export function cycleThrough(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node).keys()) {
      if (!members.has(next)) continue;
      if (next === start) {
        const route = [node];
        for (let step = previous.get(node); step; step = previous.get(step)) route.unshift(step);
        return [...route, start].map((file, at, all) =>
          at + 1 < all.length ? `${file}:${graph.get(file).get(all[at + 1])}` : file,
        );
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return component;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const started = Date.now();
  const graph = importGraph(root);
  const components = cyclicComponents(graph);
  for (const component of components) {
    console.error(
      `Import cycle (${component.length} files): ${cycleThrough(graph, component).join(' → ')}`,
    );
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (components.length > 0) {
    console.error(`${components.length} import cycle(s) among ${graph.size} files.`);
    process.exit(1);
  }
  console.log(`No import cycle among ${graph.size} files (${seconds} s).`);
}
