/**
 * The server's and client's boundaries, checked by dependency-cruiser (`npm run lint:boundaries`, part of
 * `npm run lint`). Type-only imports count (tsPreCompilationDeps), so a boundary holds for types too.
 * Any violation fails the lint. test/boundaries/ holds a fixture per rule proving each one fires.
 *
 * Paths are matched from the directory the cruise runs in, so the rules are anchored on `(^|/)src/…` and hold
 * for the project (`src/…`) and for the fixtures (`test/boundaries/fixtures/<rule>/src/…`) alike.
 */
const SRC = '(^|/)src/';
const MODULES = `${SRC}server/modules/`;

/* global module */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'module-through-index',
      comment:
        'A server module is reached only through its index.ts (its public API), from outside the module. The tests under ' +
        'test/ are exempt: they test a module\'s internals (ssrf-guard, totp, lockouts…) that no other code may use.',
      severity: 'error',
      from: { pathNot: [`${MODULES}[^/]+/`, '^test/', `${SRC}server/graphql/schema\\.ts$`] },
      to: { path: `${MODULES}[^/]+/`, pathNot: `${MODULES}[^/]+/index\\.ts$` },
    },
    {
      name: 'module-resolvers-from-schema-only',
      comment:
        'The schema assembles each module\'s resolvers (its *.resolvers.ts files, a second public entry) and reaches ' +
        'nothing else of a module but its index.ts. Resolvers stay out of the index: a type\'s fields reach into ' +
        'many modules, and through the index every module would depend on them (import cycles).',
      severity: 'error',
      from: { path: `${SRC}server/graphql/schema\\.ts$` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`${MODULES}[^/]+/index\\.ts$`, `${MODULES}[^/]+/[^/]+\\.resolvers\\.ts$`] },
    },
    {
      name: 'module-through-index-between-modules',
      comment: 'A server module reaches another module only through that module\'s index.ts.',
      severity: 'error',
      from: { path: `(${MODULES}[^/]+/)` },
      to: { path: `${MODULES}[^/]+/`, pathNot: [`$1`, `${MODULES}[^/]+/index\\.ts$`] },
    },
    {
      name: 'shared-is-standalone',
      comment: 'src/shared imports neither server nor client code.',
      severity: 'error',
      from: { path: `${SRC}shared/` },
      to: { path: `${SRC}(server|client)/` },
    },
    {
      name: 'client-never-imports-server',
      comment: 'Client code never imports server code.',
      severity: 'error',
      from: { path: `${SRC}client/` },
      to: { path: `${SRC}server/` },
    },
    {
      name: 'no-server-cycles',
      comment: 'No import cycle on the server, type-only imports included.',
      severity: 'error',
      from: { path: `${SRC}server/` },
      to: { circular: true },
    },
    {
      name: 'no-client-value-cycles',
      comment: 'No cycle of value imports in the client (type-only imports are erased and may form cycles).',
      severity: 'error',
      from: { path: `${SRC}client/` },
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'modules-are-framework-free',
      comment: 'Server modules know nothing of the web framework nor the GraphQL server: the edge adapts them.',
      severity: 'error',
      from: { path: MODULES },
      to: { path: '(^|/)node_modules/(fastify|@fastify/[^/]+|graphql-yoga|@graphql-yoga/[^/]+)/' },
    },
    {
      name: 'core-below-everything',
      comment: 'src/server/core is below the modules and the edge: it imports no module, graphql, http or security code.',
      severity: 'error',
      from: { path: `${SRC}server/core/` },
      to: { path: `${SRC}server/(modules|graphql|http|security)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)node_modules/\\.vite', '^test/boundaries/fixtures/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    skipAnalysisNotInRules: true,
  },
};
