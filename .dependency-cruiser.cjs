/** Import boundaries (STYLE: checked by a tool, not by memory). */
module.exports = {
  forbidden: [
    {
      name: 'web-not-api',
      comment: 'The web app talks to the API over HTTP only.',
      severity: 'error',
      from: { path: '^apps/web' },
      to: { path: '^apps/api' },
    },
    {
      name: 'api-not-web',
      comment: 'The API never imports the web app.',
      severity: 'error',
      from: { path: '^apps/api' },
      to: { path: '^apps/web' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is the contract both apps import; it imports neither.',
      severity: 'error',
      from: { path: '^packages/shared' },
      to: { path: '^apps/' },
    },
    {
      name: 'features-stay-apart',
      comment: "A web feature does not import another feature's internals.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-layers',
      comment: 'lib and components sit below features and app.',
      severity: 'error',
      from: { path: '^apps/web/src/(lib|components)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'api-modules-stay-apart',
      comment: 'API modules share code through data/ and lib/, not through each other.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
