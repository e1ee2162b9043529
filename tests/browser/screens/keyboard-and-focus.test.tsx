import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Listing } from '../../../contract/wire';
import { type RootState } from '../../../src/app/store';
import { ConfirmDialog } from '../../../src/components/ConfirmDialog';
import { QuickTips } from '../../../src/screens/dashboard/QuickTips';
import ListingDetailScreen from '../../../src/screens/listing-detail/ListingDetailScreen';
import { listing } from '../../support/browser/listing-fixtures';
import { makeTestStore } from '../../support/browser/test-store';
import { renderRecording, signedInState } from '../../support/browser/screen-harness';

// Keyboard and focus details of issue 23 that live in single components.

function detailState(item: Listing): Partial<RootState> {
  const base = makeTestStore({ saga: null }).getState();
  return {
    ...signedInState,
    screen: { ...base.screen, current: 'listing-detail', listingId: item.id },
    listings: { ...base.listings, byId: { [item.id]: item }, details: { [item.id]: item }, ids: [item.id], listStatus: 'succeeded' },
  };
}

const render = (ui: ReactElement, state?: Partial<RootState>) => renderRecording(ui, state);

describe('the confirmation before an action that cannot be taken back', () => {
  it('starts with focus on Cancel, so Enter pressed by habit deletes nothing', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { user } = render(
      <ConfirmDialog
        open
        title="Delete Listing"
        message="Delete it?"
        confirmLabel="Delete"
        destructive
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Listing' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe('the quick tips accordion', () => {
  it('gives every element its own id, and each open topic is a region named by its title', async () => {
    const { user, container } = render(<QuickTips />);
    const ids = Array.from(container.querySelectorAll('[id]')).map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    const first = screen.getAllByRole('button')[0]!;
    await user.click(first);
    expect(screen.getByRole('region', { name: first.textContent! })).toBeVisible();
    const all = Array.from(container.querySelectorAll('[id]')).map((el) => el.id);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the listing detail by keyboard', () => {
  it('reaches the sticky chat button before the summary card', async () => {
    const { user } = render(<ListingDetailScreen />, detailState(listing({ id: 'l-1' })));
    const chat = screen.getByRole('button', { name: 'Chat with the Listing Optimization AI' });
    const sticky = screen.getByRole('button', { name: 'Chat with AI' });
    // Where the skip link lands.
    const main = screen.getByRole('main');
    main.setAttribute('tabindex', '-1');
    main.focus();
    await user.tab();
    expect(sticky).toHaveFocus();
    expect(sticky.compareDocumentPosition(chat) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("makes each section's scrolling text box a named Tab stop", () => {
    render(<ListingDetailScreen />, detailState(listing({ id: 'l-1' })));
    const box = screen.getByRole('group', { name: 'The space (Your Property): your text' });
    expect(box).toHaveAttribute('tabindex', '0');
    box.focus();
    expect(box).toHaveFocus();
  });
});
