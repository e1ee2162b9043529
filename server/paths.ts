import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The server runs as ESM under tsx and as CommonJS under Jest, so neither import.meta nor __dirname is available
// in both. The project root is found from the working directory instead (npm scripts always run from it).

function findRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as { name?: string }).name === 'listing-optimiser') return dir;
      } catch {
        // not ours; keep walking
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export const ROOT = findRoot(process.env.APP_ROOT ?? process.cwd());
export const fromRoot = (...parts: string[]) => path.join(ROOT, ...parts);
