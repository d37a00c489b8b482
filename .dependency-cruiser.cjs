/**
 * Module and feature borders (DEVELOPERS.md: "a module is used through its public file, never its
 * repo"). `npm run lint` runs these rules; a violation fails `npm test`.
 *
 * A server module (apps/server/src/modules/NAME) and a web feature (apps/web/src/features/NAME)
 * each expose one public file, index.ts(x); everything else in the folder is private to it.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle makes the order of evaluation, and the design, hard to follow.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'contract-imports-no-app',
      comment: 'packages/contract is shared by server and web: it knows neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'db-imports-no-module',
      comment: 'The database layer (connection, migrations, table types) serves the modules, not the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(modules|oidc|plugins)/' },
    },
    {
      name: 'plugins-import-no-module',
      comment: 'Cross-cutting plugins get what they need from the context, so that a module can depend on them.',
      severity: 'error',
      from: { path: '^apps/server/src/plugins/' },
      to: { path: '^apps/server/src/(modules|oidc)/' },
    },
    {
      name: 'lib-imports-no-feature',
      comment: 'Server lib/ holds helpers without domain: it imports no module, plugin or provider code.',
      severity: 'error',
      from: { path: '^apps/server/src/lib/' },
      to: { path: '^apps/server/src/(modules|oidc|plugins)/' },
    },
    {
      name: 'module-through-public-file',
      comment: 'Another module is used through its public file (index.ts), never its repo or internals.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-uses-module-public-file',
      comment: 'Code outside the modules (app, oidc, cli, seed) also uses a module through its public file.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/modules/', '\\.test\\.ts$', '^apps/server/src/test/'] },
      to: { path: '^apps/server/src/modules/[^/]+/', pathNot: '^apps/server/src/modules/[^/]+/(index|routes)\\.ts$' },
    },
    {
      name: 'module-uses-oidc-public-file',
      comment: 'A module uses the OpenID provider through its public file (oidc/index.ts); the app and the CLI assemble it from its own files.',
      severity: 'error',
      from: { path: '^apps/server/src/modules/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/oidc/', pathNot: '^apps/server/src/oidc/index\\.ts$' },
    },
    {
      name: 'feature-imports-no-app',
      comment: 'A web feature owns its screens; the app shell (app/) assembles the features, never the reverse.',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'feature-through-public-file',
      comment: 'A web feature uses another feature only through its public file (index.ts).',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: {
        path: '^apps/web/src/features/([^/]+)/',
        pathNot: ['^apps/web/src/features/$1/', '^apps/web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'outside-uses-feature-public-files',
      comment: 'The app shell assembles a feature from its public file (index.ts) and its route subtree (routes.ts), never its internals.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: ['^apps/web/src/features/'] },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: ['^apps/web/src/features/[^/]+/(index|routes)\\.tsx?$'] },
    },
    {
      name: 'routes-file-for-the-app-only',
      comment: "A feature's route subtree is the app's to assemble: another feature uses its public file.",
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/routes\\.tsx?$', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-lib-imports-no-feature',
      comment: 'Shared web code (lib, components) does not depend on features or the app shell.',
      severity: 'error',
      // Its tests may assemble it with the app's own pieces (the query client, the session's query).
      from: { path: '^apps/web/src/(lib|components)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-and-web-apart',
      comment: 'Server and web meet only in packages/contract.',
      severity: 'error',
      from: { path: '^apps/(server|web)/' },
      to: { path: '^apps/(server|web)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.lint.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    combinedDependencies: true,
  },
};
