// Import circles, across the whole tree (ESLint's layer rules cannot see a circle). Type-only imports count:
// a circle of types is still a circle a reader has to untangle.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: break it by moving the shared part down.',
      from: {},
      to: { circular: true },
    },
    { name: 'browser-not-server', severity: 'error', from: { path: '^(src|contract)/' }, to: { path: '^server/' } },
    { name: 'server-not-browser', severity: 'error', from: { path: '^(server|contract)/' }, to: { path: '^src/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.server.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
