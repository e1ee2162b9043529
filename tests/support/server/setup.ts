import { format } from 'node:util';

// Server tests share two rules: nothing reaches beyond loopback, and a clean run prints only results. Figures a
// test wants to show go through report() (tests/support/report.ts); any other console output fails the test
// that printed it (a test that expects a log spies on that console method itself).
jest.setTimeout(30_000);

// bcrypt at the server's cost (10) is 100-140 ms a hash in bcryptjs on this machine, and the server tests hash and
// compare a few hundred passwords. They hash at bcrypt's least cost (4), as Devise's and Django's test settings
// do: what they test is which password matches, not how slow a guess is. The cost rides in each hash, so
// comparing needs no change. The process tests and the end-to-end tests run the real server at cost 10.
jest.mock('bcryptjs', () => {
  const real = jest.requireActual<typeof import('bcryptjs')>('bcryptjs');
  const TEST_COST = 4;
  const bcrypt = {
    ...real,
    hash: (password: string) => real.hash(password, TEST_COST),
    hashSync: (password: string) => real.hashSync(password, TEST_COST),
  };
  return { __esModule: true, ...bcrypt, default: bcrypt };
});

interface Printed {
  line: string;
  /** Where the console was called, for the failure's code frame. */
  stack: string;
}

const METHODS = ['log', 'info', 'warn', 'error', 'debug'] as const;
let duringTest = false;
let fileChecked = false;
let inTest: Printed[] = [];
const outsideTests: Printed[] = [];

function failure(printed: Printed[], where: string): Error {
  const error = new Error(
    `Unexpected console output ${where} (use report() for figures a person should read):\n${printed.map((p) => p.line).join('\n')}`,
  );
  error.stack = `${error.message}\n${printed[0]!.stack}`;
  return error;
}

for (const method of METHODS) {
  console[method] = (...args: unknown[]) => {
    // The caller's frames only: drop "Error" and this function.
    const printed = { line: `console.${method}: ${format(...args)}`, stack: (new Error().stack ?? '').split('\n').slice(2).join('\n') };
    // After the file's check (in the file's own afterAll hooks) nothing else would notice: fail the hook itself.
    if (fileChecked) throw failure([printed], 'after the tests');
    (duringTest ? inTest : outsideTests).push(printed);
  };
}

beforeEach(() => {
  duringTest = true;
  inTest = [];
});

afterEach(() => {
  duringTest = false;
  if (inTest.length > 0) throw failure(inTest, 'in this test');
});

// Runs before the test file's own afterAll hooks: what module code and beforeAll hooks printed fails the file.
afterAll(() => {
  fileChecked = true;
  if (outsideTests.length > 0) throw failure(outsideTests, 'outside the tests');
});
