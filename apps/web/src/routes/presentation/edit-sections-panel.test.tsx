// @vitest-environment jsdom
// Edit mode against a stubbed server: hiding and moving sections counts as changes and is
// announced, Save sends the ordered list as the document, a list with nothing visible is refused
// before it is sent, a conflict offers the latest version, and the regeneration form starts a run
// with the instruction given.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { EDIT_MESSAGES } from '@pitchcraft/core';

import { EditSectionsPanel } from './edit-sections-panel';
import type { DocumentSection, Presentation } from './presentation-types';
import { renderWithTrpc, ServerError } from './testing/trpc-stub';
import type { useSectionRegeneration } from './use-section-regeneration';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), info: vi.fn(), error: vi.fn() } }));

const PRESENTATION = { id: 'presentation-1', version: 3, shareEnabled: false } as Presentation;
const SECTIONS = [
  { id: 'welcome', title: 'Welcome', html: '<p>Hello Maria.</p>', hidden: false },
  { id: 'needs', title: 'Your needs', html: '<p>What the family needs.</p>', hidden: false },
] as DocumentSection[];

afterEach(cleanup);

function renderPanel(update: (input: unknown) => unknown) {
  const props = {
    onClose: vi.fn(),
    onDirtyChange: vi.fn(),
    onReload: vi.fn(),
    regeneration: { run: null, busy: false, start: vi.fn(), reset: vi.fn() } as ReturnType<
      typeof useSectionRegeneration
    >,
  };
  const view = renderWithTrpc(
    <EditSectionsPanel
      presentation={PRESENTATION}
      sections={SECTIONS}
      serverKeyAvailable
      {...props}
    />,
    { 'presentations.updateDocument': update },
  );
  return { ...view, ...props, user: userEvent.setup() };
}

// Typing into jsdom is slow when the machine is busy (a build alongside): a generous limit.
describe('the edit sections panel', { timeout: 20_000 }, () => {
  it('saves hidden and reordered sections as one document', async () => {
    const { user, inputsOf, onClose, onDirtyChange } = renderPanel(() => ({
      version: 4,
      changed: true,
    }));
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Hide “Welcome”' }));
    await user.click(screen.getByRole('button', { name: 'Move “Your needs” up' }));
    expect(screen.getByTestId('unsaved-count').textContent).toContain('2 unsaved changes');
    expect(screen.getByTestId('edit-announcement').textContent).not.toBe('');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    await user.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(inputsOf('presentations.updateDocument')).toEqual([
      {
        id: 'presentation-1',
        baseVersion: 3,
        sections: [
          {
            id: 'needs',
            title: 'Your needs',
            html: '<p>What the family needs.</p>',
            hidden: false,
          },
          { id: 'welcome', title: 'Welcome', html: '<p>Hello Maria.</p>', hidden: true },
        ],
      },
    ]);
  });

  it('refuses a document with every section hidden, before sending it', async () => {
    const { user, inputsOf } = renderPanel(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Hide “Welcome”' }));
    await user.click(screen.getByRole('button', { name: 'Hide “Your needs”' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain(EDIT_MESSAGES.allHidden);
    expect(inputsOf('presentations.updateDocument')).toEqual([]);
  });

  it('offers the latest version when the server reports a conflict', async () => {
    const { user, onReload, onClose } = renderPanel(() => {
      throw new ServerError('Stale', { code: 'CONFLICT', httpStatus: 409 });
    });
    await user.click(screen.getByRole('button', { name: 'Hide “Welcome”' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const problem = await screen.findByText('This presentation changed');
    expect(problem.parentElement?.textContent).toContain('Stale');
    await user.click(screen.getByRole('button', { name: /Reload the latest version/ }));
    expect(onReload).toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('starts a regeneration with the instruction given', async () => {
    const { user, regeneration } = renderPanel(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Regenerate “Your needs”' }));

    const dialog = await screen.findByRole('dialog');
    const instruction = within(dialog).getByRole('textbox', { name: /What should change/ });
    expect(document.activeElement).toBe(instruction);
    await user.click(within(dialog).getByRole('button', { name: 'Shorter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate section' }));

    await waitFor(() =>
      expect(regeneration.start).toHaveBeenCalledWith({
        sectionId: 'needs',
        instruction: 'Shorter',
        mode: 'auto',
        sectionTitle: 'Your needs',
      }),
    );
  });
});
