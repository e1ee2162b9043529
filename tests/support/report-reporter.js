import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Prints what tests hand to report() (tests/support/report.ts) once, after the results, grouped by test file:
// the measured figures and the "did not run" notices stay visible, and the results stay readable. Tests run in
// worker processes; each appends its lines to a file in a folder made here and named in JEST_REPORT_DIR.

export default class ReportReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.dir = mkdtempSync(path.join(os.tmpdir(), 'jest-report-'));
    process.env.JEST_REPORT_DIR = this.dir;
    process.once('exit', () => rmSync(this.dir, { recursive: true, force: true }));
  }

  onRunStart() {
    this.clear();
  }

  onRunComplete() {
    const byFile = new Map();
    for (const name of readdirSync(this.dir)) {
      for (const line of readFileSync(path.join(this.dir, name), 'utf8').split('\n')) {
        if (!line) continue;
        const { testPath, text } = JSON.parse(line);
        const file = testPath ? path.relative(this.rootDir, testPath) : '(outside a test file)';
        byFile.set(file, [...(byFile.get(file) ?? []), text]);
      }
    }
    this.clear();
    if (byFile.size === 0) return;
    const out = ['', 'Reports'];
    for (const file of [...byFile.keys()].sort()) {
      out.push(`  ${file}`);
      for (const text of byFile.get(file)) out.push(...text.split('\n').map((line) => `    ${line}`));
    }
    process.stderr.write(`${out.join('\n')}\n`);
  }

  getLastError() {
    return undefined;
  }

  clear() {
    for (const name of readdirSync(this.dir)) rmSync(path.join(this.dir, name), { force: true });
  }
}
