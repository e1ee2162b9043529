import { focusScreenHeading, setDocumentTitle } from '../../../src/api/platform/document';

// jsdom: the screen router marks each screen with data-screen; screens render a <main> with an <h1>.

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = '';
  document.title = '';
});
afterEach(() => jest.useRealTimers());

function mountScreen(screen: string, heading: string | null) {
  const root = document.createElement('div');
  root.dataset.screen = screen;
  root.innerHTML = `<header><button>Menu</button></header><main>${heading ? `<h1>${heading}</h1>` : ''}<button>Act</button></main>`;
  document.body.append(root);
  return root;
}

describe('document platform', () => {
  it('sets the document title', () => {
    setDocumentTitle('Dashboard · Listing Optimiser');
    expect(document.title).toBe('Dashboard · Listing Optimiser');
  });

  it('focuses the heading of a screen already on the page, without making it a Tab stop', async () => {
    mountScreen('dashboard', 'Welcome back, Alex');
    await expect(focusScreenHeading('dashboard')).resolves.toBe('heading');
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('waits for a heading that shows later (lazy screens, loading listings)', async () => {
    const root = mountScreen('listing-detail', null);
    const outcome = focusScreenHeading('listing-detail');
    await jest.advanceTimersByTimeAsync(500);
    const h1 = document.createElement('h1');
    h1.textContent = 'Sunny loft';
    root.querySelector('main')!.prepend(h1);
    await expect(outcome).resolves.toBe('heading');
    expect(document.activeElement).toBe(h1);
  });

  it('leaves focus alone when the user has already focused something on the new screen', async () => {
    const root = mountScreen('chat', null);
    const outcome = focusScreenHeading('chat');
    root.querySelector<HTMLButtonElement>('main button')!.focus();
    const h1 = document.createElement('h1');
    root.querySelector('main')!.prepend(h1);
    await expect(outcome).resolves.toBe('skipped');
    expect(document.activeElement).toBe(root.querySelector('main button'));
  });

  it('falls back to the main landmark when no heading shows in time', async () => {
    mountScreen('loading', null);
    const outcome = focusScreenHeading('loading', { waitMs: 1000 });
    await jest.advanceTimersByTimeAsync(1000);
    await expect(outcome).resolves.toBe('main');
    expect(document.activeElement).toBe(document.querySelector('main'));
  });

  it('keeps waiting past the heading wait for a screen whose code is still loading, then focuses its heading', async () => {
    const outcome = focusScreenHeading('loading', { waitMs: 1000 });
    await jest.advanceTimersByTimeAsync(6000);
    const root = mountScreen('loading', 'Running a Deep Market Analysis of Your Listing...');
    await expect(outcome).resolves.toBe('heading');
    expect(document.activeElement).toBe(root.querySelector('h1'));
  });

  it('stops waiting when another screen takes over, and leaves that screen alone', async () => {
    const stop = new AbortController();
    const outcome = focusScreenHeading('loading', { signal: stop.signal });
    stop.abort();
    await expect(outcome).resolves.toBe('aborted');
    mountScreen('loading', 'Running a Deep Market Analysis of Your Listing...');
    await jest.advanceTimersByTimeAsync(5000);
    expect(document.activeElement).toBe(document.body);
  });

  it('gives up on a screen that never shows a heading nor a main landmark', async () => {
    const outcome = focusScreenHeading('loading');
    await jest.advanceTimersByTimeAsync(30_000);
    await expect(outcome).resolves.toBe('skipped');
  });
});
