// The lint's self-check: a planted violation of each layer kind must be reported, so a layer rule that silently
// stopped matching fails the run. The planted files are linted as if they sat at these paths (layer rules need no
// type information). Used by scripts/lint.mjs and scripts/check-code.mjs.
import path from 'node:path';
import { ESLint } from 'eslint';

const PLANTED = [
  ['src/screens/dashboard/Planted.tsx', "import { fetchListings } from '../../api/listings';\nexport const x = fetchListings;\n"],
  ['src/store/planted.slice.ts', "import { call } from 'redux-saga/effects';\nexport const x = call;\n"],
  ['src/api/planted.ts', "import { listingsText } from '../domain/messages/listings';\nexport const x = listingsText;\n"],
  ['server/listings/planted.ts', "import { x } from '../../src/domain/grades';\nexport const y = x;\n"],
  ['src/sagas/planted.saga.ts', "import { x } from '../../server/config';\nexport const y = x;\n"],
  ['contract/planted.ts', "import { x } from '../src/domain/grades';\nexport const y = x;\n"],
  [
    'server/listings/planted.routes.ts',
    "import { listingsRepository } from './listings.repository';\nexport const x = listingsRepository;\n",
  ],
  ['server/db/planted.ts', "import { x } from '../listings/listing-summary';\nexport const y = x;\n"],
];

/** Lints each planted violation with the layer rules alone; prints each one missed and returns how many. */
export async function layerSelfCheck(root) {
  const { layerRules } = await import(path.join(root, 'eslint.layers.js'));
  const { parser } = await import('typescript-eslint');
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parser } }, ...layerRules],
  });
  let missed = 0;
  for (const [filePath, code] of PLANTED) {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    if (!result.messages.some((m) => m.ruleId === 'no-restricted-imports')) {
      console.error(`Layer rules: a planted violation in ${filePath} was not reported.`);
      missed++;
    }
  }
  if (missed === 0) console.log(`Layer rules: ${PLANTED.length} planted violations all reported.`);
  return missed;
}
