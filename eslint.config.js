import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** A server module (src/server/modules/<name>) reaches another only through that module's index.ts. */
const OTHER_MODULE_INTERNALS = { regex: '^\\.\\./(?!\\.\\.)[^/]+/(?!index$)[^/]+', message: 'Import another module through its index.ts only.' };

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/client/gql/**', '**/*.generated.ts', 'bench/results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', console: 'readonly', process: 'readonly', URL: 'readonly', fetch: 'readonly', Headers: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', Buffer: 'readonly' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The rules of hooks; the React Compiler rules of the newer preset are not on yet.
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\.?/(.*/)?(server|client)(/|$)', message: 'src/shared imports neither server nor client code.' }] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\.?/(.*/)?server(/|$)', message: 'Client code never imports server code.' }] }],
      'no-restricted-syntax': [
        'error',
        {
          // A canonical address may be on a custom domain: its bare path would point into the main address.
          selector: 'MemberExpression[property.name="pathname"] > NewExpression[callee.name="URL"] > MemberExpression[property.name="mediumUrl"]',
          message: 'Link to a mediumUrl with hrefOnSite (useSiteHref), never by its bare path.',
        },
      ],
    },
  },
  {
    // Recurring work is declared ({ id, every, run }) and run by the one scheduler in src/server/jobs, never by a
    // timer of its own (a timer per process runs it once per process, web processes included).
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/jobs/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.name="setInterval"], CallExpression[callee.object.name="globalThis"][callee.property.name="setInterval"]',
          message: 'Declare recurring work with jobs.recurring({ id, every, run }): the scheduler runs it on worker processes.',
        },
      ],
    },
  },
  {
    // Every Redis connection comes from one factory, with the same options.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/kv/redis.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'ioredis', message: 'Open Redis connections with openRedis (src/server/kv/redis.ts).', allowTypeImports: true }] },
      ],
    },
  },
  {
    // Transactions open at the edge (a guard declared { writes: true }, a form route, a job runner): services
    // compose inside the one they are given. The files still listed open their own and are being converted.
    files: ['src/server/modules/**/*.ts'],
    ignores: [
      'src/server/modules/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name="transaction"]',
          message: 'A service never opens a transaction: declare { writes: true } at the edge and use ctx.db.',
        },
        // Flat config replaces a rule's options per file: the scheduler's rule above is repeated here.
        {
          selector: 'CallExpression[callee.name="setInterval"], CallExpression[callee.object.name="globalThis"][callee.property.name="setInterval"]',
          message: 'Declare recurring work with jobs.recurring({ id, every, run }): the scheduler runs it on worker processes.',
        },
      ],
    },
  },
  {
    files: ['src/server/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [OTHER_MODULE_INTERNALS] }],
    },
  },
);
