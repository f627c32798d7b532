// @vitest-environment jsdom
// Edit mode with a block a template locked in place: the block's row says so and cannot move on
// its own, and moving its section carries it along, so the saved order keeps it after its section.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EditSectionsPanel } from './edit-sections-panel';
import type { DocumentSection, Presentation } from './presentation-types';
import { renderWithTrpc } from './testing/trpc-stub';
import type { useSectionRegeneration } from './use-section-regeneration';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const PRESENTATION = { id: 'presentation-1', version: 3, shareEnabled: false } as Presentation;
const SECTIONS = [
  { id: 'welcome', title: 'Welcome', html: '<p>Hello Maria.</p>', hidden: false },
  { id: 'needs', title: 'Your needs', html: '<p>What the family needs.</p>', hidden: false },
  {
    id: 'approved-b1',
    title: 'Guarantees',
    html: '<p>Guarantees depend on the insurer.</p>',
    hidden: false,
    block: { id: 'block-1', hash: 'a'.repeat(64), locked: true },
  },
  { id: 'plan', title: 'Our plan', html: '<p>Term cover.</p>', hidden: false },
] as DocumentSection[];

afterEach(cleanup);

function renderPanel(update: (input: unknown) => unknown) {
  const regeneration = { run: null, busy: false, start: vi.fn(), reset: vi.fn() } as ReturnType<
    typeof useSectionRegeneration
  >;
  const view = renderWithTrpc(
    <EditSectionsPanel
      presentation={PRESENTATION}
      sections={SECTIONS}
      serverKeyAvailable
      onClose={vi.fn()}
      onDirtyChange={vi.fn()}
      onReload={vi.fn()}
      regeneration={regeneration}
    />,
    { 'presentations.updateDocument': update },
  );
  return { ...view, user: userEvent.setup() };
}

const rowIds = () =>
  screen.getAllByTestId('edit-section').map((row) => row.getAttribute('data-section-id'));

describe('a block locked by a template, in edit mode', { timeout: 20_000 }, () => {
  it('says so, never moves alone, and moves with its section', async () => {
    const { user, inputsOf } = renderPanel(() => ({ version: 4, changed: true }));
    expect(screen.getAllByText('Locked in place by a template')).toHaveLength(1);
    for (const name of ['Move “Guarantees” up', 'Move “Guarantees” down'])
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move “Your needs” up' }));
    expect(rowIds()).toEqual(['needs', 'approved-b1', 'welcome', 'plan']);
    expect(screen.getByTestId('edit-announcement').textContent).toBe(
      '“Your needs” moved to position 1 of 4.',
    );
    // The focus stays on the control that moved the row (or its twin at the top).
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move “Your needs” down');

    await user.click(screen.getByRole('button', { name: 'Move “Our plan” up' }));
    expect(rowIds()).toEqual(['needs', 'approved-b1', 'plan', 'welcome']);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inputsOf('presentations.updateDocument')).toHaveLength(1));
    const [sent] = inputsOf('presentations.updateDocument') as { sections: { id: string }[] }[];
    expect(sent?.sections.map((s) => s.id)).toEqual(['needs', 'approved-b1', 'plan', 'welcome']);
  });
});
