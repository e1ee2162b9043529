import { act, fireEvent, screen, within } from '@testing-library/react';
import UrlInputScreen from '../../../src/screens/url-input/UrlInputScreen';
import type { PickedPage } from '../../../src/domain/page-import';
import {
  pageImportLeft,
  pageImportRefused,
  pageImportToggled,
  pagePicked,
  pageUploadProgressed,
  pageUploadStarted,
} from '../../../src/store/page-import.slice';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

// 'Import the page instead' on the URL input (issue 16): the two ways, each in one line; picking, dropping and
// pasting a page; the upload's progress; refusals in words a host can act on.

const createObjectURL = jest.fn((_blob: Blob) => 'blob:http://localhost/page');
beforeAll(() => {
  (URL as unknown as { createObjectURL: typeof createObjectURL }).createObjectURL = createObjectURL;
});
beforeEach(() => createObjectURL.mockClear());

const picked = (dispatched: ReturnType<typeof renderRecording>['dispatched']) =>
  dispatched(pagePicked.type).map((a) => a.payload as { page: PickedPage; url: string });

async function openPanel(user: ReturnType<typeof renderRecording>['user']) {
  await user.click(screen.getByRole('button', { name: 'Import the page instead' }));
}

describe('import the page instead', () => {
  it('is closed at first and opens on the two ways, each explained in one line', async () => {
    const { user, dispatched } = renderRecording(<UrlInputScreen />, signedInState);
    const toggle = screen.getByRole('button', { name: 'Import the page instead' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('1. Upload the saved page')).not.toBeInTheDocument();
    await openPanel(user);
    expect(dispatched(pageImportToggled.type)).toHaveLength(1);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('1. Upload the saved page')).toBeVisible();
    expect(screen.getByText(/Press Ctrl\+S \(Cmd\+S on a Mac\) on your listing and save it as "Webpage, HTML only"/)).toBeVisible();
    expect(screen.getByText('2. Or paste the page source')).toBeVisible();
    expect(screen.getByText(/Press Ctrl\+U \(Cmd\+Option\+U on a Mac\) on your listing, select everything/)).toBeVisible();
    expect(screen.getByTestId('import-file-input')).toHaveAttribute('accept', expect.stringContaining('.mhtml'));
  });

  it('sends a picked file with the address typed above', async () => {
    const { user, dispatched } = renderRecording(<UrlInputScreen />, signedInState);
    await user.type(screen.getByLabelText('Listing URL'), 'https://www.airbnb.com/rooms/42');
    await openPanel(user);
    const file = new File(['<html><body>listing</body></html>'], 'Sunlit loft - Airbnb.html', { type: 'text/html' });
    await user.upload(screen.getByTestId('import-file-input'), file);
    expect(createObjectURL).toHaveBeenCalledWith(file);
    expect(picked(dispatched)).toEqual([
      {
        page: {
          kind: 'file',
          name: 'Sunlit loft - Airbnb.html',
          type: 'text/html',
          size: file.size,
          fileUrl: 'blob:http://localhost/page',
        },
        url: 'https://www.airbnb.com/rooms/42',
      },
    ]);
  });

  it('imports a saved page dropped on the form, even with the panel closed', () => {
    const { dispatched } = renderRecording(<UrlInputScreen />, signedInState);
    const file = new File(['MIME-Version: 1.0'], 'listing.mhtml', { type: '' });
    const form = screen.getByLabelText('Listing URL').closest('form')!;
    const dataTransfer = { types: ['Files'], files: [file], dropEffect: 'none' };
    fireEvent.dragOver(form, { dataTransfer });
    expect(screen.getByText('Drop the saved page to import it')).toBeInTheDocument();
    fireEvent.drop(form, { dataTransfer });
    expect(screen.queryByText('Drop the saved page to import it')).not.toBeInTheDocument();
    expect(picked(dispatched).map((p) => p.page.name)).toEqual(['listing.mhtml']);
  });

  it('sends a pasted page source, telling the saga whether it holds markup or is only an address', async () => {
    const { user, dispatched } = renderRecording(<UrlInputScreen />, signedInState);
    await openPanel(user);
    const box = screen.getByLabelText('Page source');
    await user.click(box);
    await user.paste('<!DOCTYPE html><html><body><h1>Loft</h1></body></html>');
    await user.click(screen.getByRole('button', { name: 'Import the pasted page' }));
    await user.clear(box);
    await user.click(box);
    await user.paste('https://www.airbnb.com/rooms/42');
    await user.click(screen.getByRole('button', { name: 'Import the pasted page' }));
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Import the pasted page' }));
    expect(picked(dispatched).map(({ page }) => [page.kind, page.markup, page.address, page.size > 0])).toEqual([
      ['paste', true, false, true],
      ['paste', false, true, true],
      ['paste', false, false, false],
    ]);
  });

  it('shows the upload progress and holds the controls until the page is in', async () => {
    const { store, user } = renderRecording(<UrlInputScreen />, signedInState);
    await openPanel(user);
    act(() => {
      store.dispatch(pageUploadStarted({ fileName: 'Sunlit loft - Airbnb.html' }));
      store.dispatch(pageUploadProgressed({ percent: 42 }));
    });
    expect(screen.getByText('Uploading "Sunlit loft - Airbnb.html"... 42%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Uploading "Sunlit loft - Airbnb.html"... 42%' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByRole('button', { name: 'Choose the saved page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Import the pasted page' })).toBeDisabled();
    act(() => void store.dispatch(pageUploadProgressed({ percent: 100 })));
    expect(screen.getByText('Page received. Starting the analysis...')).toBeVisible();
  });

  it.each<[string, Parameters<typeof pageImportRefused>[0], string]>([
    ['too large', { code: 'too-large', bytes: 20 * 1024 * 1024 }, 'That page is 20.0 MB; the largest page we take is 15 MB.'],
    ['the wrong type', { code: 'wrong-type', name: 'photo.jpg' }, '"photo.jpg" is not a saved web page.'],
    ['empty', { code: 'empty', kind: 'file' }, 'That file is empty.'],
    [
      'refused by the server',
      { code: 'request', status: 415, failureCode: 'unsupported_media_type', message: 'That file is a PDF document, not a web page.' },
      'That file is a PDF document, not a web page.',
    ],
  ])('says what to do when the page is %s', async (_case, problem, words) => {
    const { store, user } = renderRecording(<UrlInputScreen />, signedInState);
    await openPanel(user);
    act(() => void store.dispatch(pageImportRefused(problem)));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('The page could not be imported')).toBeVisible();
    expect(alert).toHaveTextContent(words);
  });

  it.each<[PickedPage['kind'], string]>([
    ['file', 'Choose the saved page'],
    ['paste', 'Import the pasted page'],
  ])('shows the refusal of a %s beside what was given, scrolled into view, with focus for screen readers', async (kind, control) => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { store, user } = renderRecording(<UrlInputScreen />, signedInState);
    await openPanel(user);
    const page: PickedPage = { kind, name: kind === 'file' ? 'notes.txt' : null, type: 'text/plain', size: 0, fileUrl: '' };
    act(() => {
      store.dispatch(pagePicked({ page, url: '' }));
      store.dispatch(pageImportRefused({ code: 'empty', kind }));
    });
    const alert = screen.getByRole('alert');
    // In the same box as the control that gave the page, right after it.
    const box = screen.getByRole('button', { name: control }).parentElement!.closest('div.MuiBox-root')!;
    expect(box).toContainElement(alert);
    expect(alert).toHaveFocus();
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ block: 'center' }));
  });

  it('opened for a listing that could not be read: names it, puts its address in the URL field, and starts clean next time', () => {
    const pageImport = {
      open: true,
      forUrl: 'https://www.airbnb.com/rooms/106',
      status: 'idle',
      percent: null,
      fileName: null,
      problem: null,
    } as const;
    const { unmount, dispatched } = renderRecording(<UrlInputScreen />, { ...signedInState, pageImport });
    expect(screen.getByLabelText('Listing URL')).toHaveValue('https://www.airbnb.com/rooms/106');
    expect(screen.getByText('Importing the page for https://www.airbnb.com/rooms/106')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Import the page instead' })).toHaveAttribute('aria-expanded', 'true');
    unmount();
    expect(dispatched(pageImportLeft.type)).toHaveLength(1);
  });
});
