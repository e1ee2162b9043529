import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { importCommand, listCommand, MarketUsageError, removeCommand } from '../../../server/market/market-cli';
import { MarketFileError } from '../../../server/market';
import { marketFolder } from '../../support/server/market-files';
import { syntheticMarketCsv } from '../../support/server/synthetic-market';
import { buildTestApp, type TestApp } from '../../support/server/test-app';

// The operator's commands: `npm run market -- import | list | remove` on a data folder of their own (or
// DATABASE_URL), and the admin routes they use when the running server holds the folder.

const folder = marketFolder();
const file = folder.write('munich_2025-09-27_listings.csv.gz', syntheticMarketCsv(), true);
let dataDir: string;

function output() {
  const lines: string[] = [];
  return { lines, out: { line: (t: string) => lines.push(t), status: (t: string) => lines.push(t) } };
}

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'market-cli-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  folder.cleanUp();
});

describe('npm run market on a data folder', () => {
  // The embedded database, whatever TEST_DATABASE_URL says: the PostgreSQL side of the import is market.int.test.ts's.
  const config = () => loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' });

  it('imports with progress and a closing line, lists the market, and removes it', async () => {
    const imported = output();
    await importCommand(config(), [file], imported.out);
    expect(imported.lines.some((l) => /^Importing munich_2025-09-27_listings\.csv\.gz: \d+ listings read \(\d+ %\)$/.test(l))).toBe(true);
    expect(imported.lines.at(-1)).toMatch(/^Loaded Munich \(scraped 27 Sep 2025\): 45 listings in [\d.]+ s\.$/);

    const again = output();
    await importCommand(config(), [file], again.out);
    expect(again.lines.at(-1)).toMatch(/, replacing the earlier import of the same scrape\.$/);

    const listed = output();
    await listCommand(config(), listed.out);
    expect(listed.lines).toEqual(['1 market loaded:', '  Munich   scraped 27 Sep 2025   45 listings   Munich, Germany   EUR']);

    const removed = output();
    await removeCommand(config(), ['munich'], removed.out);
    expect(removed.lines).toEqual(['Removed Munich (scraped 27 Sep 2025).']);
  }, 120_000);

  it('says what is wrong with the command or the file, and loads nothing', async () => {
    await expect(importCommand(config(), [], output().out)).rejects.toThrow(MarketUsageError);
    await expect(importCommand(config(), [file, '--colour', 'red'], output().out)).rejects.toThrow('Unknown option --colour.');
    await expect(importCommand(config(), [path.join(dataDir, 'missing.csv.gz')], output().out)).rejects.toThrow(
      /^Cannot read .*missing\.csv\.gz: no such file\.$/,
    );
    const notListings = folder.write('notes.csv', 'title,text\nhello,world\n');
    await expect(importCommand(config(), [notListings], output().out)).rejects.toThrow(MarketFileError);
    await expect(removeCommand(config(), ['Atlantis'], output().out)).rejects.toThrow('No market named "Atlantis" is loaded');
  }, 120_000);
});

describe('the admin routes the commands use while the server holds the data folder', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });
  const key = () => ({ authorization: `Bearer ${t.keys.serviceRoleKey}` });

  it('imports the file sent as the body, answering with progress lines and the result', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/markets?file=${encodeURIComponent(path.basename(file))}`,
      headers: { ...key(), 'content-type': 'application/octet-stream' },
      payload: readFileSync(file),
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.some((l) => 'progress' in l)).toBe(true);
    expect(lines.at(-1)).toMatchObject({ done: { name: 'Munich', listings: 45, scrapedOn: '2025-09-27', replaced: false } });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/markets', headers: key() });
    expect(list.json()).toMatchObject({ markets: [{ name: 'Munich', listings: 45 }], unfinished: 0 });
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/admin/markets?name=Munich', headers: key() });
    expect(removed.json()).toEqual({ removed: [{ name: 'Munich', scrapedOn: '2025-09-27' }] });
  });

  it('ends with the reason when the file cannot be imported, naming the file as the operator sent it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/markets?file=listings.csv.gz',
      headers: { ...key(), 'content-type': 'application/octet-stream' },
      payload: Buffer.from('id,name\n1,x\n'),
    });
    const last = JSON.parse(res.body.trim().split('\n').at(-1)!) as { error: string };
    expect(last.error).toBe(
      'listings.csv.gz is not an Inside Airbnb detailed listings file: its first line lacks the columns description, amenities.',
    );
  });

  it('refuses anyone without the service-role key', async () => {
    const user = await t.tokenFor();
    for (const headers of [{}, { authorization: `Bearer ${user}` }, { authorization: `Bearer ${t.keys.anonKey}` }]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/markets', headers })).statusCode).toBe(403);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/admin/markets?file=x.csv',
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: 'id\n',
      });
      expect(post.statusCode).toBe(403);
    }
  });
});
