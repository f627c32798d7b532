// @vitest-environment jsdom
// "Insert approved block" against a stubbed server: offered only when the organisation has blocks,
// held back while there are unsaved changes, a block already placed cannot be chosen again, the
// chosen words are previewed, the placement is sent with its section, and a refusal is shown inline.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LIBRARY_MESSAGES } from '@pitchcraft/core';

import { PlaceBlockAction } from './place-block-action';
import type { DocumentSection, Presentation } from './presentation-types';
import { renderWithTrpc, ServerError } from './testing/trpc-stub';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const PRESENTATION = { id: 'presentation-1', version: 3, shareEnabled: false } as Presentation;
const SECTIONS = [
  { id: 'welcome', title: 'Welcome', html: '<p>Hello Maria.</p>', hidden: false },
  {
    id: 'block-about',
    title: 'About us',
    html: '<p>Harbor &amp; Co.</p>',
    hidden: false,
    block: { id: 'about', hash: 'a'.repeat(64), locked: false },
  },
] as DocumentSection[];
const BLOCKS = [
  {
    id: 'about',
    kind: 'about',
    title: 'About us',
    html: '<p>Harbor &amp; Co.</p>',
    text: 'Harbor & Co.',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
  {
    id: 'guarantees',
    kind: 'disclaimer',
    title: 'Guarantees',
    html: '<p>Not a quote.</p>',
    text: 'Guarantees depend on the insurer.\n\nNot a quote.',
    updatedAt: '2025-01-01T00:00:00.000Z',
  },
];

afterEach(cleanup);

function renderAction(
  { dirty = false, blocks = BLOCKS }: { dirty?: boolean; blocks?: typeof BLOCKS } = {},
  place: (input: unknown) => unknown = () => ({ version: 4, changed: true }),
) {
  const onReload = vi.fn();
  const view = renderWithTrpc(
    <PlaceBlockAction
      presentation={PRESENTATION}
      sections={SECTIONS}
      dirty={dirty}
      onReload={onReload}
    />,
    { 'library.blocks.list': () => blocks, 'presentations.placeBlock': place },
  );
  return { ...view, onReload, user: userEvent.setup() };
}

describe('inserting an approved block', { timeout: 20_000 }, () => {
  it('places the chosen block after the chosen section', async () => {
    const { user, inputsOf } = renderAction();
    await user.click(await screen.findByRole('button', { name: 'Insert approved block' }));
    const dialog = await screen.findByRole('dialog');

    const placed = within(dialog).getByRole('radio', { name: /About us/ });
    expect(placed).toHaveProperty('disabled', true);
    expect(placed.closest('label')?.textContent).toContain('Already in this presentation');
    expect(within(dialog).getByRole('radio', { name: /Guarantees/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(dialog).getByTestId('block-preview').textContent).toContain(
      'Guarantees depend on the insurer.',
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Place after' }), '');
    await user.click(within(dialog).getByRole('button', { name: 'Insert block' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Approved block inserted', {
        description: 'Saved as version 4.',
      }),
    );
    expect(inputsOf('presentations.placeBlock')).toEqual([
      { id: 'presentation-1', baseVersion: 3, blockId: 'guarantees', after: null },
    ]);
  });

  it('waits for unsaved changes to be saved or discarded', async () => {
    renderAction({ dirty: true });
    const button = await screen.findByRole('button', { name: 'Insert approved block' });
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByText('Save or discard your changes first.')).toBeDefined();
  });

  it('is not offered when the organisation has no approved blocks', async () => {
    const { inputsOf } = renderAction({ blocks: [] });
    await waitFor(() => expect(inputsOf('library.blocks.list')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Insert approved block' })).toBeNull();
  });

  it('shows the server’s refusal in the dialog', async () => {
    const { user } = renderAction({}, () => {
      throw new ServerError(LIBRARY_MESSAGES.blockAlreadyPlaced, {
        code: 'CONFLICT',
        httpStatus: 409,
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Insert approved block' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Insert block' }));
    const alert = await within(dialog).findByText(LIBRARY_MESSAGES.blockAlreadyPlaced);
    expect(alert).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: /Reload the latest version/ })).toBeNull();
    expect(screen.getByRole('dialog')).toBeDefined();
  });
});
