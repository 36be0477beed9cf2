/**
 * The house drawn from its imports (issue 32, decision 046): every file of src and the files its
 * relative imports name. Read with the TypeScript compiler's parser, so that a string or a comment
 * that looks like an import is none. Every way of naming another file counts as an arrow:
 * `import`, `import type`, `export … from`, `import('…')` and `typeof import('…')`. A type-only
 * import draws no circle when the code runs, but it still ties the two files together.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** A file's path from the project's root, with forward slashes. */
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The specifiers a file names another file by, in the order written. */
function specifiersOf(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a relative specifier names: as written (the house writes extensions), else with one added. */
function resolve(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  return [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')].find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** Every file under `dir` (from the project's root, or absolute) with the files it imports, by path from the root. */
export function importGraph(dir = 'src'): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(path.resolve(root, dir))) {
    const targets = specifiersOf(file)
      .filter((s) => s.startsWith('.'))
      .map((s) => resolve(file, s))
      .filter((f): f is string => f !== undefined && /\.(ts|tsx)$/.test(f))
      .map(rel);
    graph.set(rel(file), [...new Set(targets)]);
  }
  return graph;
}

/**
 * The import circles: for each group of files that reach one another (Tarjan's strongly connected
 * components), one circle through them, written "a → b → a". Empty when the house has none.
 */
export function importCircles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups.map((group) => circleThrough(graph, new Set(group)).join(' → '));
}

/** The shortest way from the group's first file (by name) back to itself, within the group. */
function circleThrough(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const way = [file];
        while (way[0] !== start) way.unshift(cameFrom.get(way[0]!)!);
        return [...way, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
