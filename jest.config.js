// react-markdown 10 and its unified/remark tree ship ESM only; swc transforms them for Jest's CJS runtime. PGlite
// and pdf-parse load parts of themselves with import(), which swc turns into require(): Jest then runs without
// --experimental-vm-modules, whose per-script import hook kept V8 from reusing a module's compiled code from one
// test file to the next (the whole run: 432-438 s -> 377 s, 830 -> 711 CPU-seconds).
const esmOnly = [
  'react-markdown',
  'remark-.*',
  'rehype-.*',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile.*',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'character-reference-invalid',
  'property-information',
  'hast-.*',
  'space-separated-tokens',
  'comma-separated-tokens',
  'zwitch',
  'longest-streak',
  'ccount',
  'devlop',
  'estree-util-.*',
  'html-url-attributes',
  'trim-lines',
  '@ungap/structured-clone',
  'jose',
  'content-disposition',
  'cookie',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
  'parse-entities',
  '@electric-sql/pglite',
  'pdf-parse',
  'stringify-entities',
].join('|');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: {
        react: { runtime: 'automatic' },
        optimizer: { globals: { vars: { 'import.meta.env': 'process.env' } } },
      },
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  transform: { '^.+\\.[cm]?[tj]sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json', 'mjs', 'cjs'],
};

export default {
  // At the end Jest waits 500 ms for each worker to exit, then kills it and prints "A worker process has failed to
  // exit gracefully". With three workers on two cores that came in every run, while 250 ms after Jest asked, each
  // worker held nothing open but its pipe to Jest and its stdout and stderr (no timer, socket or child process):
  // a slow exit on busy cores, not a leak. A worker that really holds something open never exits, so it is still
  // reported, after 5 s.
  workerGracefulExitTimeout: 5000,
  // After the results, the figures and notices tests hand to report() (tests/support/report.ts), once.
  reporters: ['default', '<rootDir>/tests/support/report-reporter.js'],
  projects: [
    {
      ...common,
      displayName: 'browser',
      testEnvironment: '<rootDir>/tests/support/browser/jest.env.cjs',
      setupFilesAfterEnv: ['<rootDir>/tests/support/browser/setup.ts'],
      testMatch: ['<rootDir>/tests/browser/**/*.test.ts?(x)'],
    },
    {
      ...common,
      // The same swc, with a module-local Math in the project's own modules (see the transformer).
      transform: { '^.+\\.[cm]?[tj]sx?$': ['<rootDir>/tests/support/server/jest-transform.cjs', swc[1]] },
      displayName: 'server',
      testEnvironment: 'node',
      setupFilesAfterEnv: ['<rootDir>/tests/support/server/setup.ts'],
      testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
    },
  ],
};
