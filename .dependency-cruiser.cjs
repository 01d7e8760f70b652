// The import direction of the console, the server and the simulator, held by dependency-cruiser
// (`npm run lint:layers`, part of `npm run lint`). Each layer lists what it MAY import of ours; anything else of
// ours is refused, so a new folder is refused until a rule admits it. docs/architecture.md (Layers) explains the
// rules and shows the picture scripts/layers-diagram.ts draws from them; tests/unit/layering.test.ts proves
// that each kind of forbidden import is reported.

/** Our code: anything else (node_modules, node:*) is not a layer. */
const OURS = '^(src|server|gateway|simulator|bench|tests|scripts)/';

/** A layer may import only its own folder and the folders listed. */
const only = (name, from, allowed, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: OURS, pathNot: `^(${allowed.join('|')})/` },
});

module.exports = {
  forbidden: [
    only('domain-contracts-import-each-other-only', '^src/(domain|contracts)/', ['src/domain', 'src/contracts'],
      'domain and contracts are pure and shared by the console and the server: they import nothing of ours but each other'),
    only('storage-imports-nothing', '^src/storage/', ['src/storage'],
      'browser storage sits under everything in the console that keeps a preference'),
    only('i18n-below-services', '^src/i18n/', ['src/i18n', 'src/storage', 'src/domain', 'src/contracts'],
      'the dictionaries and the locale: services read them, so they import no service, chart or view'),
    only('services-below-machines', '^src/services/', ['src/services', 'src/i18n', 'src/storage', 'src/domain', 'src/contracts'],
      'services call the API; charts and views sit above them'),
    only('machines-below-ui', '^src/machines/', ['src/machines', 'src/services', 'src/i18n', 'src/storage', 'src/domain', 'src/contracts'],
      'charts sit below the views and never compose the app'),
    {
      name: 'machine-imports-another-machine',
      comment: 'one flow does not import another: they meet in app.tsx, or a parent spawns the children of its own folder',
      severity: 'error',
      from: { path: '^src/machines/([^/]+)/' },
      to: { path: '^src/machines/', pathNot: '^src/machines/$1/' },
    },
    only('ui-below-composition', '^src/ui/', ['src/ui', 'src/machines', 'src/services', 'src/i18n', 'src/storage', 'src/domain', 'src/contracts'],
      'views never import main.tsx, app.tsx or routes.tsx, the server or the simulator'),
    {
      name: 'ui-imports-service-values',
      comment: 'a view reaches the API through its chart; it may name a service type (erased at build) but never call one',
      severity: 'error',
      from: { path: '^src/ui/' },
      to: { path: '^src/services/', dependencyTypesNot: ['type-only'] },
    },
    only('composition-is-console-only', '^src/(main|app|routes)\\.tsx$', ['src'],
      'main.tsx, app.tsx and routes.tsx compose the console; the server and the simulator are other programs'),
    {
      name: 'console-file-outside-layers',
      comment: 'every console file belongs to a layer (or is main.tsx, app.tsx, routes.tsx), so that a rule holds it',
      severity: 'error',
      from: {
        path: '^src/',
        pathNot: '^src/((domain|contracts|storage|i18n|services|machines|ui)/|(main|app|routes)\\.tsx$)',
      },
      to: { path: OURS },
    },
    only('server-imports-contracts-domain-only', '^server/', ['server', 'src/contracts', 'src/domain'],
      'the server shares only contracts and domain with the console: never views, charts, services, i18n or storage, nor the simulator'),
    only('gateway-is-another-host', '^gateway/', ['gateway'],
      'the sandbox card gateway stands for another host: it shares no code with the server or the console, and the server reaches it over HTTP only'),
    only('simulator-talks-http-only', '^simulator/', ['simulator', 'src/contracts', 'src/domain'],
      'the simulator reaches the server over HTTP and the realtime protocol only; it shares contracts and domain'),
    {
      name: 'no-file-cycles',
      comment: 'a cycle between files (type-only imports included) ties them into one unit that cannot be read apart',
      severity: 'error',
      from: { path: OURS },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment: 'two folders that import each other are one module in two places',
      severity: 'error',
      scope: 'folder',
      from: { path: OURS },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count (and are marked type-only), so cycles through types are seen.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
