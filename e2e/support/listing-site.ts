import http from 'node:http';

// A listing site of the spec's own, on a port the e2e server may fetch from (ANALYZER_EXTRA_HOSTS in
// playwright.config.ts). Each spec that serves pages has its own port, so two workers can serve at once.

const port = Number(process.env.E2E_PORT ?? 8791);
const firstSitePort = Number(process.env.E2E_SITE_PORT ?? port + 1);

/** Ports of the specs that serve listing pages; playwright.config.ts allows this many from E2E_SITE_PORT. */
export const SITE_PORTS = { history: firstSitePort, hostile: firstSitePort + 1 } as const;

export interface ListingSite {
  /** The address of a page path on this site. */
  url(path: string): string;
  close(): Promise<void>;
}

/**
 * Serves `pages` (path -> the page's HTML, read at each request so a spec can change it) and relays the
 * samples' photos from the e2e server, as a real listing site serves its own.
 */
export async function startListingSite(
  name: keyof typeof SITE_PORTS,
  baseURL: string,
  pages: Record<string, () => string>,
): Promise<ListingSite> {
  const sitePort = SITE_PORTS[name];
  const answer = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const page = pages[path];
    if (page) {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(page());
      return;
    }
    if (path.startsWith('/samples/photos/')) {
      const photo = await fetch(`${baseURL}${path}`);
      res.statusCode = photo.status;
      res.setHeader('content-type', photo.headers.get('content-type') ?? 'image/jpeg');
      res.end(Buffer.from(await photo.arrayBuffer()));
      return;
    }
    res.statusCode = 404;
    res.end();
  };
  const site = http.createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));
  return {
    url: (path) => `http://127.0.0.1:${sitePort}${path}`,
    close: () => new Promise<void>((resolve) => site.close(() => resolve())),
  };
}
