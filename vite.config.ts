import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const GENERATED_DOCUMENTS = resolve('src/client/gql/graphql.ts');
const DOCUMENT_MODULE = 'virtual:graphql-document/';

let parsedDocuments: { mtimeMs: number; documents: Map<string, string> } | null = null;

/** The text of each generated document (operations with their fragments), by its export name; read again only when codegen rewrote the file. */
function generatedDocuments(): Map<string, string> {
  const { mtimeMs } = statSync(GENERATED_DOCUMENTS);
  if (parsedDocuments?.mtimeMs === mtimeMs) return parsedDocuments.documents;
  const documents = new Map<string, string>();
  for (const match of readFileSync(GENERATED_DOCUMENTS, 'utf8').matchAll(/export const (\w+) = new TypedDocumentString\(`([^`]*)`/g)) {
    documents.set(match[1]!, match[2]!);
  }
  parsedDocuments = { mtimeMs, documents };
  return documents;
}

/**
 * Each `graphql(`…`)` call becomes an import of that one generated document (GraphQL Code Generator's
 * client-preset transform), and each document is a module of its own: a page ships only its own
 * operations, not the map of every document nor the one module that holds them all.
 */
function graphqlDocumentImports(): Plugin {
  return {
    name: 'quire-graphql-document-imports',
    enforce: 'pre',
    resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE}`)) return null;
      this.addWatchFile(GENERATED_DOCUMENTS);
      const name = id.slice(DOCUMENT_MODULE.length + 1);
      const text = generatedDocuments().get(name);
      if (text === undefined) this.error(`No generated GraphQL document ${name}: run \`npm run codegen\`.`);
      return `export const ${name} = new String(${JSON.stringify(text)});`;
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
      const rewritten = result.code.replace(/import \{ (\w+) \} from "[^"]*\/gql\/graphql";/g, (_all, name: string) => `import { ${name} } from "${DOCUMENT_MODULE}${name}";`);
      return { code: rewritten, map: result.map };
    },
  };
}

export default defineConfig({
  plugins: [graphqlDocumentImports(), react()],
  publicDir: 'public',
  build: {
    manifest: true,
    outDir: 'dist/client',
    emptyOutDir: true,
    // Plugin timings are a profiling aid: a normal build says nothing about them.
    rollupOptions: { input: 'src/client/boot.ts', checks: { pluginTimings: false } },
  },
});
