/**
 * The import rules of the code, checked by `npm run check:imports` (part of
 * `npm test`) with dependency-cruiser: no import circles; browser code apart
 * from build-only Node code; tools and tests one way.
 *
 * Build-only code: the build itself (`src/build/`), the content model, the
 * translators' PO files (`src/translation-files/`) and
 * the collections' config, the stamped pages, the headers, search indexing,
 * and three modules of a feature's root: the two that make a build file
 * (`offline/write-service-worker.ts`, `theme/theme-script.ts`) and the stamping
 * of side-by-side pages (`side-by-side/side-by-side-pages.ts`). Browser code: every `browser/` folder (what the
 * pages' scripts load). Everything else in `src/` is shared: it runs wherever
 * it is imported, so it imports no Node module.
 */
const buildOnly =
  '^src/(build|content-model|translation-files|stamped-pages|headers|search/indexing)/|^src/offline/write-service-worker[.]ts$|^src/side-by-side/side-by-side-pages[.]ts$|^src/history/history-pages[.]ts$|^src/theme/theme-script[.]ts$|^src/content[.]config[.]ts$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (types included): one module of the two must not know the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-code-uses-no-node',
      severity: 'error',
      comment: 'Code of a browser/ folder runs in the page: no Node module, no build-only module.',
      from: { path: '(^|/)browser/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-uses-no-build-code',
      severity: 'error',
      from: { path: '(^|/)browser/' },
      to: { path: buildOnly },
    },
    {
      name: 'shared-code-uses-no-node',
      severity: 'error',
      comment: 'Shared code (neither build-only nor browser) may run in the browser: no Node module.',
      from: { path: '^src/', pathNot: buildOnly },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'shared-code-uses-no-build-code',
      severity: 'error',
      comment:
        'Shared code does not reach into the build. Pages (src/pages/) are rendered by the build and may ask it for the site context.',
      from: { path: '^src/', pathNot: `${buildOnly}|(^|/)browser/|^src/pages/` },
      to: { path: buildOnly },
    },
    {
      name: 'site-code-uses-no-tools-or-tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(tools|tests)/' },
    },
    {
      name: 'tools-use-no-tests',
      severity: 'error',
      comment: 'Tests use the tools (a static server, the word-form cases), never the other way round.',
      from: { path: '^tools/' },
      to: { path: '^tests/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, pathNot: '^(astro:|virtual:)' },
    },
  ],
  options: {
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|[.]cache)/' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.mjs', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'node', 'default'],
    },
  },
};
