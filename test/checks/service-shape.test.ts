import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const MODULES = join(ROOT, 'src/server/modules');
const CONTEXTS = new Set(['ServiceContext', 'SignedInContext']);
const PRIMITIVES = new Set([ts.SyntaxKind.StringKeyword, ts.SyntaxKind.NumberKeyword, ts.SyntaxKind.BooleanKeyword, ts.SyntaxKind.BigIntKeyword]);

function serviceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serviceFiles(path);
    return /\.service\.ts$/.test(entry.name) ? [path] : [];
  });
}

interface ExportedFunction {
  name: string;
  parameters: readonly ts.ParameterDeclaration[];
}

function exportedFunctions(source: ts.SourceFile): ExportedFunction[] {
  const found: ExportedFunction[] = [];
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && exported(statement) && statement.name && statement.body) {
      found.push({ name: statement.name.text, parameters: statement.parameters });
    }
    if (ts.isVariableStatement(statement) && exported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isIdentifier(declaration.name)) {
          found.push({ name: declaration.name.text, parameters: init.parameters });
        }
      }
    }
  }
  return found;
}

/** What is wrong with one exported service function's shape, or null when it is `(ctx, input)`. */
export function shapeProblem(fn: ExportedFunction, source: ts.SourceFile): string | null {
  const [ctx, input, ...rest] = fn.parameters;
  if (!ctx) return null; // a pure helper with no context (a constant, a formatter) is not a service call
  const ctxType = ctx.type?.getText(source) ?? '';
  if (!CONTEXTS.has(ctxType)) {
    // Pure helpers exported for tests take no context at all; anything that takes a db, deps or a module context is wrong.
    if (/Context|Executor|Database|AppDeps|deps|db/.test(`${ctx.name.getText(source)} ${ctxType}`)) return `takes ${ctxType || ctx.name.getText(source)} first, not ServiceContext`;
    return null;
  }
  if (rest.length > 0) return `takes ${fn.parameters.length} parameters; services take (ctx, input)`;
  if (input?.type && PRIMITIVES.has(input.type.kind)) return `takes a bare ${input.type.getText(source)} as input; wrap it in an object`;
  return null;
}

describe('service functions', () => {
  it('every exported service function takes (ctx: ServiceContext | SignedInContext, input)', () => {
    const problems: string[] = [];
    let counted = 0;
    for (const path of serviceFiles(MODULES)) {
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      for (const fn of exportedFunctions(source)) {
        counted += 1;
        const problem = shapeProblem(fn, source);
        if (problem) problems.push(`${relative(ROOT, path)}: ${fn.name} ${problem}`);
      }
    }
    expect(counted).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });

  it('the check refuses the shapes it is there to refuse', () => {
    const source = ts.createSourceFile(
      'fixture.service.ts',
      [
        'export async function positional(ctx: ServiceContext, postId: string, input: { a: number }) {}',
        'export async function bare(ctx: ServiceContext, postId: string) {}',
        'export async function ownContext(ctx: ClapsContext, input: { a: number }) {}',
        'export async function dbFirst(db: Executor, input: { a: number }) {}',
        'export const arrow = async (deps: AppDeps, input: { a: number }) => {};',
        'export async function good(ctx: SignedInContext, input: { postId: string }) {}',
        'export async function alone(ctx: ServiceContext) {}',
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    const verdicts = Object.fromEntries(exportedFunctions(source).map((fn) => [fn.name, shapeProblem(fn, source) !== null]));
    expect(verdicts).toEqual({ positional: true, bare: true, ownContext: true, dbFirst: true, arrow: true, good: false, alone: false });
  });
});
