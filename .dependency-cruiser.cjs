// Import cycles, type imports included (docs/architecture.md#rules-of-each-layer). ESLint's
// import-x/no-cycle skips `import type`, so a circle of type imports (two files each describing the
// other) passed it; dependency-cruiser reads the sources before TypeScript drops those imports
// (tsPreCompilationDeps). Layer direction and module order stay in eslint.config.js.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'No import cycle, not even through type imports; see docs/architecture.md#rules-of-each-layer.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/src/generated/', '/src/gql/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
  },
};
