import { transformAsync } from '@babel/core';
import { babelOptimizerPlugin } from '@graphql-codegen/client-preset';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Each `graphql(`…`)` call becomes an import of that one generated document, so a page ships only its own
 * operations instead of the map of every document (GraphQL Code Generator's client-preset transform).
 */
function graphqlDocumentImports(): Plugin {
  return {
    name: 'quire-graphql-document-imports',
    enforce: 'pre',
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
      return result?.code ? { code: result.code, map: result.map } : null;
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
    rollupOptions: { input: 'src/client/boot.ts' },
  },
});
