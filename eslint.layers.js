// The layers of docs/architecture.md as import rules. Imports only point down:
//   browser: screens/components -> store (intents, selectors) ; sagas -> api -> request/platform
//   server:  routes -> services -> repositories ; db/ and http/ below every feature
//   contract/ is shared by both sides and imports neither.
// One config object per group of files, because a later `no-restricted-imports` replaces an earlier one.

const server = { group: ['**/server', '**/server/**'], message: 'The browser app never imports the server: share through contract/.' };
const src = { group: ['**/src', '**/src/**'], message: 'The server never imports the browser app: share through contract/.' };
const api = { group: ['**/api', '**/api/**'], message: 'Only sagas call api/: dispatch an intent instead.' };
const sagas = { group: ['**/sagas', '**/sagas/**'], message: 'Sagas are started by the store; nothing imports them.' };
const appStore = { group: ['**/app/store'], message: 'Only the entry point builds the store.' };
const effects = {
  group: ['redux-saga', 'redux-saga/*', 'axios', 'axios-retry', '@supabase/*'],
  message: 'Effects live in sagas and api/.',
};
const words = {
  group: ['**/domain/messages', '**/domain/messages/**'],
  message: 'The request layer returns codes; words come from domain/messages.',
};
const ui = {
  regex: '^(\\.\\./)+(screens|components|store)(/|$)|^(react|react-dom|@mui/.*)$',
  message: 'api/ knows nothing of the UI or the store.',
};
const features = [
  'identity',
  'accounts',
  'listings',
  'chat',
  'photos',
  'assistant',
  'analysis',
  'jobs',
  'app',
  'samples',
  'web',
  'mail',
  'history',
  'report',
].flatMap((name) => [`**/${name}`, `**/${name}/**`]);

const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export const layerRules = [
  { files: ['src/**/*.{ts,tsx}'], rules: rule(server) },
  {
    files: ['src/screens/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: rule(server, api, sagas, appStore, { ...effects, allowTypeImports: true }),
  },
  { files: ['src/store/**/*.ts', 'src/domain/**/*.ts'], rules: rule(server, { ...api, allowTypeImports: true }, sagas, appStore, effects) },
  {
    files: ['src/sagas/**/*.ts'],
    rules: rule(server, appStore, { group: ['**/screens/**', '**/components/**'], message: 'Sagas never import the UI.' }),
  },
  { files: ['src/api/**/*.ts'], rules: rule(server, sagas, appStore, words, ui) },
  { files: ['contract/**/*.ts'], rules: rule({ regex: '^(?!\\./)', message: 'contract/ imports nothing but itself.' }) },
  { files: ['server/**/*.ts'], rules: rule(src) },
  {
    files: ['server/db/**/*.ts', 'server/http/**/*.ts'],
    rules: rule(src, { group: features, message: 'db/ and http/ sit below every feature: pass what they need in.' }),
  },
  {
    files: ['server/**/*.routes.ts'],
    rules: rule(src, { group: ['**/*.repository'], message: 'Routes call services; only services reach repositories.' }),
  },
  { files: ['tests/browser/**/*.{ts,tsx}', 'tests/support/browser/**/*.{ts,tsx}'], rules: rule(server) },
  { files: ['tests/server/**/*.ts', 'tests/support/server/**/*.ts'], rules: rule(src) },
];
