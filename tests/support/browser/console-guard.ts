import { format } from 'node:util';

// A clean browser test run prints only results. Every console.error and console.warn a test causes is caught
// here: one it did not say it expects fails the test (React's act() warnings, Redux Toolkit's, a library's, the
// app's own). A test that expects one says so with expectConsole, and fails if it never comes.

type Level = 'error' | 'warn';

interface Expectation {
  level: Level;
  pattern: RegExp;
  seen: number;
}

const expectations: Expectation[] = [];
const unexpected: string[] = [];

/** This test logs a console.error or console.warn matching `pattern` (once or more); it is shown nowhere. */
export function expectConsole(level: Level, pattern: RegExp): void {
  expectations.push({ level, pattern, seen: 0 });
}

function record(level: Level, args: unknown[]) {
  const text = format(...args);
  const expectation = expectations.find((e) => e.level === level && e.pattern.test(text));
  if (expectation) expectation.seen += 1;
  else unexpected.push(`console.${level}: ${text.length > 2000 ? `${text.slice(0, 2000)}…` : text}`);
}

/** What went wrong since the last check, as one message (null when nothing did); clears what it reports. */
function verdict(): string | null {
  const problems = [...unexpected];
  for (const e of expectations) if (e.seen === 0) problems.push(`expected a console.${e.level} matching ${String(e.pattern)}, none came`);
  unexpected.length = 0;
  expectations.length = 0;
  return problems.length ? `Unexpected console output (say so with expectConsole if it is meant):\n\n${problems.join('\n\n')}` : null;
}

export function installConsoleGuard(): void {
  console.error = (...args: unknown[]) => record('error', args);
  console.warn = (...args: unknown[]) => record('warn', args);
  afterEach(() => {
    const problem = verdict();
    if (problem) throw new Error(problem);
  });
  // Output after the last test (a timer, a late promise) fails the file.
  afterAll(() => {
    const problem = verdict();
    if (problem) throw new Error(problem);
  });
}
