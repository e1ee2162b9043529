import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

// PGlite lets one process open a data folder, so `npm run grant` cannot open the database while the server
// runs. The server therefore leaves a handle in the folder (<DATA_DIR>/server.json, readable by its owner
// only): where it listens and the service-role key for /api/admin/purchases. It is removed on shutdown.

export interface AdminHandle {
  pid: number;
  url: string;
  serviceRoleKey: string;
}

function loopbackUrl(address: string, port: number): string {
  if (address === '0.0.0.0' || address === '') return `http://127.0.0.1:${port}`;
  if (address === '::') return `http://[::1]:${port}`;
  return address.includes(':') ? `http://[${address}]:${port}` : `http://${address}:${port}`;
}

export function publishAdminHandle(app: FastifyInstance, file: string, serviceRoleKey: string): void {
  app.addHook('onListen', async () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return;
    const handle: AdminHandle = { pid: process.pid, url: loopbackUrl(address.address, address.port), serviceRoleKey };
    writeFileSync(file, `${JSON.stringify(handle, null, 2)}\n`, { mode: 0o600 });
  });
  app.addHook('onClose', async () => {
    try {
      const current = JSON.parse(readFileSync(file, 'utf8')) as AdminHandle;
      if (current.pid === process.pid) rmSync(file, { force: true });
    } catch {
      // already gone
    }
  });
}

export function readAdminHandle(file: string): AdminHandle | null {
  try {
    const handle = JSON.parse(readFileSync(file, 'utf8')) as Partial<AdminHandle>;
    if (typeof handle.url === 'string' && typeof handle.serviceRoleKey === 'string' && typeof handle.pid === 'number')
      return handle as AdminHandle;
    return null;
  } catch {
    return null;
  }
}
