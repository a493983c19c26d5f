// The layers of docs/architecture.md, enforced by `pnpm lint`. Knowledge flows one way:
// contracts <- api, shared-ui <- remotes <- shell (whose server mounts the API). Each rule names
// the layer it protects; a path is the file's place in the repository, or the package name when
// an import cannot be resolved (a package that is not even a dependency is still a wrong way).
const remote = '(mfe-[^/]+/|@termlens/mfe-)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-at-the-bottom',
      comment: 'The contracts import no other package of the site: every package imports them.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { path: `^(api/|shared-ui/|shell/|e2e/|${remote}|@termlens/(api|shared-ui|shell|e2e))` },
    },
    {
      name: 'contracts-hold-no-ui-or-server-code',
      comment: 'Schemas, lists and copy only: no React, no server, no Node built-ins.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: {
        path: '(^|node_modules/)(react|react-dom|hono|@hono|drizzle-orm|postgres|@electric-sql|@tanstack|zustand)(/|$)',
      },
    },
    {
      name: 'contracts-hold-no-node-code',
      severity: 'error',
      from: { path: '^contracts/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'front-ends-never-import-the-api',
      comment: 'A front end talks to the API over HTTP through the typed client of shared-ui.',
      severity: 'error',
      from: { path: `^(shared-ui/|shell/src/|${remote})` },
      to: { path: '^(api/|@termlens/api)' },
    },
    {
      name: 'api-imports-no-ui',
      comment: 'The API is usable and testable without any front end.',
      severity: 'error',
      from: { path: '^api/' },
      to: {
        path: `^(shared-ui/|shell/|e2e/|${remote}|@termlens/(shared-ui|shell|e2e))|(^|node_modules/)(react|react-dom)(/|$)`,
      },
    },
    {
      name: 'ui-kit-knows-no-app',
      comment: 'shared-ui serves the shell and every remote, so it can know none of them.',
      severity: 'error',
      from: { path: '^shared-ui/' },
      to: { path: `^(shell/|${remote}|@termlens/shell)` },
    },
    {
      name: 'remotes-stay-apart',
      comment: 'A remote is released on its own: it imports neither another remote nor the shell.',
      severity: 'error',
      from: { path: '^(mfe-[^/]+)/' },
      to: { path: `^(${remote}|shell/|@termlens/shell)`, pathNot: '^$1/' },
    },
    {
      name: 'browser-shell-knows-no-server',
      comment: "The shell's browser code must not bundle its page server.",
      severity: 'error',
      from: { path: '^shell/src/' },
      to: { path: '^shell/server/' },
    },
    {
      name: 'features-meet-at-their-top',
      comment:
        "A feature uses another through the files at that feature's top level, never its subfolders (components/, api/, hooks/): those are its own business.",
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/[^/]+/[^/]+/', pathNot: '^$1/src/features/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-server|data)/' },
    // Type-only imports count: a type from the API in a front end is a wrong-way import too.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
