import { act, screen } from '@testing-library/react';
import { LiveRegions } from '../../../src/components/LiveRegions';
import { announced } from '../../../src/store/announcer.slice';
import { renderWithProviders } from '../../support/browser/render';

describe('live regions', () => {
  it('are on the page, empty, before anything is said', () => {
    renderWithProviders(<LiveRegions />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('status')).not.toHaveAttribute('aria-atomic');
    expect(screen.getByRole('alert')).toHaveAttribute('aria-live', 'assertive');
  });

  it('say polite news politely and errors assertively, and change even when the same words come twice', () => {
    const { store } = renderWithProviders(<LiveRegions />);
    act(() => void store.dispatch(announced({ text: 'Analysing: step 2 of 4, Analyzing' })));
    expect(screen.getByRole('status')).toHaveTextContent('Analysing: step 2 of 4, Analyzing');
    act(() => void store.dispatch(announced({ text: 'Error. Failed to delete listing.', urgent: true })));
    expect(screen.getByRole('alert')).toHaveTextContent('Error. Failed to delete listing.');
    const before = screen.getByRole('alert').textContent;
    act(() => void store.dispatch(announced({ text: 'Error. Failed to delete listing.', urgent: true })));
    expect(screen.getByRole('alert').textContent).not.toBe(before);
    expect(screen.getByRole('alert')).toHaveTextContent('Error. Failed to delete listing.');
  });

  it('hands out a place inside the polite region for the toasts', () => {
    let host: HTMLDivElement | null = null;
    renderWithProviders(<LiveRegions toastHost={(element) => (host = element)} />);
    expect(host).not.toBeNull();
    expect(screen.getByRole('status')).toContainElement(host);
  });
});
