import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { styleHrefExpression } from './scripts/page-styles.mjs';

const GENERATED_DIRECTORY = resolve('src/client/gql');
const GENERATED_DOCUMENTS = resolve(GENERATED_DIRECTORY, 'graphql.ts');
const DOCUMENT_MODULE = 'virtual:graphql-document/';

/**
 * What a page gets of a generated document: an operation's persisted id and name, with how the cache keys its fields
 * when any needs a key (src/client/data/field-keys.ts), or a fragment's name; never text.
 */
type GeneratedDocument = { kind: 'operation'; id: string; name: string; keys?: unknown } | { kind: 'fragment'; name: string };

let parsedDocuments: { mtimeMs: number; documents: Map<string, GeneratedDocument> } | null = null;

/** Each generated document by its export name; read again only when codegen rewrote the file. */
function generatedDocuments(): Map<string, GeneratedDocument> {
  const { mtimeMs } = statSync(GENERATED_DOCUMENTS);
  if (parsedDocuments?.mtimeMs === mtimeMs) return parsedDocuments.documents;
  const documents = new Map<string, GeneratedDocument>();
  const source = readFileSync(GENERATED_DOCUMENTS, 'utf8');
  for (const match of source.matchAll(/export const (\w+) = new TypedDocumentString\(`([^`]*)`(?:, (\{[^\n]*\}))?\) as unknown as /g)) {
    const [, exportName, text, metaJson] = match;
    const meta = (metaJson ? JSON.parse(metaJson) : {}) as { hash?: string; fragmentName?: string; keys?: unknown };
    if (meta.fragmentName) {
      documents.set(exportName!, { kind: 'fragment', name: meta.fragmentName });
      continue;
    }
    const name = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text!)?.[1];
    if (!meta.hash || !name) throw new Error(`${exportName} in ${GENERATED_DOCUMENTS} has no persisted id or no name: run \`npm run codegen\`.`);
    documents.set(exportName!, { kind: 'operation', id: meta.hash, name, ...(meta.keys === undefined ? {} : { keys: meta.keys }) });
  }
  parsedDocuments = { mtimeMs, documents };
  return documents;
}

/** The import of the client preset's `graphql()` function, which the Babel transform leaves behind unused. */
const GRAPHQL_FUNCTION_IMPORT = /^import \{ graphql \} from (['"])[^'"]*\/gql(?:\/index(?:\.ts)?)?\1;?[ \t]*\n?/m;

/**
 * Persisted operations, at build: each `graphql(`…`)` call becomes an import of that one generated document
 * (GraphQL Code Generator's client-preset Babel transform), and each document is a module of its own holding only
 * the operation's persisted id and name (the sha256 of its text, which the server looks up in
 * src/server/graphql/persisted-operations.generated.ts), and the description of how the cache keys its fields by
 * their arguments when it has one. No operation text reaches a page, and a page carries the ids and descriptions
 * of its own operations only. A module importing the generated documents themselves fails the build.
 */
function persistedOperations(): Plugin {
  return {
    name: 'quire-persisted-operations',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null),
    load(id) {
      if (id.startsWith(`\0${DOCUMENT_MODULE}`)) {
        this.addWatchFile(GENERATED_DOCUMENTS);
        const exportName = id.slice(DOCUMENT_MODULE.length + 1);
        const document = generatedDocuments().get(exportName);
        if (document === undefined) this.error(`No generated GraphQL document ${exportName}: run \`npm run codegen\`.`);
        const value = document.kind === 'operation' ? { id: document.id, name: document.name, keys: document.keys } : { fragment: document.name };
        return `export const ${exportName} = ${JSON.stringify(value)};`;
      }
      const file = id.split('?')[0]!;
      if (file.startsWith(`${GENERATED_DIRECTORY}/`) && /\/(gql|graphql|index)\.ts$/.test(file)) {
        this.error(`${file} holds the text of every operation and must not reach a page: import operations through \`graphql(\`…\`)\` (or types with \`import type\`).`);
      }
      return null;
    },
    async transform(code, id) {
      if (!/\/src\/client\/.+\.tsx?$/.test(id) || id.includes('/src/client/gql/') || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [[babelOptimizerPlugin, { artifactDirectory: 'src/client/gql', gqlTagName: 'graphql' }]],
      });
      if (!result?.code) return null;
      let rewritten = result.code.replace(/import \{ (\w+) \} from "[^"]*\/gql\/graphql";/g, (_all, name: string) => `import { ${name} } from "${DOCUMENT_MODULE}${name}";`);
      rewritten = rewritten.replace(GRAPHQL_FUNCTION_IMPORT, '');
      if (/\bgraphql\(/.test(rewritten)) this.error(`${id}: a graphql() call the build could not turn into a persisted operation (its argument must be one template literal).`);
      return { code: rewritten, map: result.map };
    },
  };
}

export default defineConfig({
  plugins: [persistedOperations(), react()],
  publicDir: 'public',
  experimental: {
    // Pages link their chunks' stylesheets joined into one or two files (scripts/page-styles.mjs): the address of a
    // chunk's stylesheet in the application is that of the linked file holding it, when there is one, so Vite's CSS
    // preloading finds it already linked instead of fetching and applying the same rules again.
    renderBuiltUrl(filename, { hostType, type, ssr }) {
      if (ssr || hostType !== 'js' || type !== 'asset' || !filename.endsWith('.css')) return undefined;
      return { runtime: styleHrefExpression(filename) };
    },
  },
  build: {
    manifest: true,
    outDir: 'dist/client',
    emptyOutDir: true,
    // Plugin timings are a profiling aid: a normal build says nothing about them.
    rollupOptions: { input: 'src/client/boot.ts', checks: { pluginTimings: false } },
  },
});
