/** Import boundaries (STYLE: checked by a tool, not by memory). */

// The API's domain folders (apps/api/src/domain), each a legal record or concept, in the one order
// they may import each other: a folder reaches only those before it, so they can never form a
// cycle. A new folder takes its place here.
const DOMAIN_ORDER = [
  'team',
  'ownership',
  'application-file',
  'signing',
  'verifications',
  'hiring',
  'investigation-file',
  'privacy',
  'timeline',
];
const DOMAIN = '^apps/api/src/domain/';

const domainOrderRules = DOMAIN_ORDER.map((folder, index) => ({
  name: `domain-${folder}-one-way`,
  comment: `domain/${folder} imports only the domain folders before it: ${DOMAIN_ORDER.slice(0, index).join(', ') || 'none'}.`,
  severity: 'error',
  from: { path: `${DOMAIN}${folder}/` },
  to: { path: DOMAIN, pathNot: [folder, ...DOMAIN_ORDER.slice(0, index)].map((name) => `${DOMAIN}${name}/`) },
}));

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
      name: 'admin-areas-share-through-shared',
      comment: 'An admin area (positions, applicants, ...) reaches another only through admin/shared.',
      severity: 'error',
      from: { path: '^apps/web/src/features/admin/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/admin/',
        pathNot: ['^apps/web/src/features/admin/$1/', '^apps/web/src/features/admin/shared/'],
      },
    },
    {
      name: 'app-code-not-test-helpers',
      comment: 'Test helpers (src/test, api test/, packages/testing) serve tests; the shipped code never imports them.',
      severity: 'error',
      from: { path: '^apps/[^/]+/src/', pathNot: ['[.]test[.]tsx?$', '^apps/web/src/test/'] },
      to: { path: ['^apps/web/src/test/', '^apps/api/test/', '^packages/testing/'] },
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
      comment: 'API modules share code through domain/, data/ and lib/, not through each other.',
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/' },
      to: { path: '^apps/api/src/modules/', pathNot: '^apps/api/src/modules/$1/' },
    },
    {
      name: 'data-not-modules',
      comment: 'data/ sits below the API modules: they use it, it never reaches up into them.',
      severity: 'error',
      from: { path: '^apps/api/src/data/' },
      to: { path: '^apps/api/src/modules/' },
    },
    {
      name: 'data-not-domain',
      comment: 'data/ sits below the domain: the rules call the repositories, never the other way.',
      severity: 'error',
      from: { path: '^apps/api/src/data/' },
      to: { path: DOMAIN },
    },
    {
      name: 'domain-not-modules',
      comment: 'modules/ is the HTTP surface over the domain: modules -> domain -> data and lib.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: '^apps/api/src/(modules|plugins)/' },
    },
    {
      name: 'lib-stays-generic',
      comment: "lib/ holds generic, framework-free helpers: it knows no feature's routes and no legal record.",
      severity: 'error',
      from: { path: '^apps/api/src/lib/', pathNot: '[.]test[.]ts$' },
      to: { path: ['^apps/api/src/modules/', DOMAIN] },
    },
    {
      name: 'domain-folders-in-order',
      comment: 'Every domain folder is named in DOMAIN_ORDER, so the order rules cover it.',
      severity: 'error',
      from: { path: `${DOMAIN}(?!(${DOMAIN_ORDER.join('|')})/)` },
      to: { path: DOMAIN },
    },
    ...domainOrderRules,
    {
      name: 'bench-drives-the-build',
      comment: 'The benchmarks measure the built app (apps/api/dist), never its sources.',
      severity: 'error',
      from: { path: '^bench/' },
      to: { path: '^apps/[^/]+/src/' },
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
    exclude: { path: '(^|/)(dist|dist-ssr|node_modules|test-results)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'] },
  },
};
