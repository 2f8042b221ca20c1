import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';

// Import boundaries (docs/architecture.md "Rules of each layer"): packages/domain imports nothing of
// ours and no Node built-ins; apps/web and apps/api never import each other; a web feature never
// reaches into another feature's folder, and the web's shared folders never into features; the API's
// layers point one way and its modules follow API_MODULE_ORDER. Cycles, type imports included, are
// refused by dependency-cruiser (.dependency-cruiser.cjs), since import-x's no-cycle skips type imports.
const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The API's modules, lowest first: a module imports only modules before it in this list (checked for
// type imports too). A new module is added here; lint fails on a module folder missing from it.
const API_MODULE_ORDER = [
  'base',
  'auth',
  'audit',
  'images',
  'catalog',
  'configuration',
  'zones',
  'charges',
  'vouchers',
  'accounts',
  'addresses',
  'applications',
  'analytics',
  'geocoding',
  'restaurants',
  'favourites',
  'orders',
  'ledger',
  'payments',
  'payouts',
  'tracking',
  'chat',
  'riders',
  'restaurant-console',
  'menu-editor',
  'restaurant-reports',
  'restaurant-admin',
  'platform-settings',
  'rider-admin',
  'onboarding',
  'order-admin',
];
const apiModules = readdirSync('apps/api/src/modules', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unordered = apiModules.filter((name) => !API_MODULE_ORDER.includes(name));
if (unordered.length > 0) {
  throw new Error(`eslint.config.js: add the API module(s) ${unordered.join(', ')} to API_MODULE_ORDER`);
}
const apiModuleZones = API_MODULE_ORDER.map((name, at) => ({
  target: `./apps/api/src/modules/${name}`,
  from: API_MODULE_ORDER.slice(at + 1).map((later) => `./apps/api/src/modules/${later}`),
  message: `modules/${name} comes before these modules in API_MODULE_ORDER (eslint.config.js) and cannot import them.`,
})).filter((zone) => zone.from.length > 0);
const apiLayerZones = [
  {
    target: ['./apps/api/src/lib', './apps/api/src/adapters'],
    from: './apps/api/src/modules',
    message: 'lib/ and adapters/ sit below the modules and never import modules/.',
  },
  {
    target: './apps/api/src/modules',
    from: [
      './apps/api/src/http',
      './apps/api/src/server.ts',
      './apps/api/src/main.ts',
      './apps/api/src/simulator',
      './apps/api/src/demo-week',
    ],
    message:
      'Modules never import http/, the simulator, the demo week or the server start-up; those build on the modules.',
  },
];
const webSharedZone = {
  target: ['./apps/web/src/components', './apps/web/src/hooks', './apps/web/src/lib'],
  from: './apps/web/src/features',
  message:
    'Shared components/, hooks/ and lib/ never import a feature; move what they need out of features/.',
};

const boundaryZones = [
  { target: './packages/domain', from: './apps', message: 'packages/domain imports nothing of ours.' },
  {
    target: './apps/web',
    from: './apps/api',
    message: 'apps/web never imports apps/api (use generated GraphQL types).',
  },
  { target: './apps/api', from: './apps/web', message: 'apps/api never imports apps/web.' },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A feature does not import another feature; move shared code to components/, hooks/ or lib/.',
  })),
  webSharedZone,
  ...apiLayerZones,
  ...apiModuleZones,
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      // Written while CI's lint runs beside the tests (.ci/run): e2e data folders, an API build in progress.
      '.data-*/**',
      'apps/api/.dist-*/**',
      '**/src/gql/**',
      '**/src/generated/**',
      '**/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['packages/*/src/**/*.ts', 'apps/*/src/**/*.{ts,tsx}', 'apps/*/test/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/domain/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
