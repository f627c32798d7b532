// @vitest-environment jsdom
// The share link's settings against a stubbed server: Save waits for a change, the passcode is
// checked with the procedure's schema before anything is sent, what is sent is the settings'
// input, and a refusal is shown from the server's typed error.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { RouterOutputs } from '@pitchcraft/api';

import { ShareControls } from './share-controls';
import { renderWithTrpc, ServerError } from './testing/trpc-stub';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Presentation = RouterOutputs['presentations']['get'];

const PRESENTATION = {
  id: 'presentation-1',
  shareExpiresAt: null,
  hasPasscode: false,
  passcodeStrength: null,
  requireEmail: false,
  notifyOnView: true,
} as unknown as Presentation;

afterEach(cleanup);

function renderControls(save: (input: unknown) => unknown, presentation = PRESENTATION) {
  const view = renderWithTrpc(<ShareControls presentation={presentation} expired={false} />, {
    'presentations.updateShareSettings': save,
  });
  return { ...view, user: userEvent.setup() };
}

// Typing into jsdom is slow when the machine is busy (a build alongside): a generous limit.
describe('the share link settings', { timeout: 20_000 }, () => {
  it('checks a new passcode before saving it, then saves the settings', async () => {
    const { user, inputsOf } = renderControls(() => ({ hasPasscode: true }));
    const save = screen.getByRole('button', { name: 'Save link settings' });
    expect(save).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Add a passcode' }));
    const passcode = screen.getByRole('textbox', { name: 'Passcode' });
    expect(document.activeElement).toBe(passcode);
    expect(save).toHaveProperty('disabled', false);
    await user.type(passcode, '4821');
    await user.click(save);

    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Passcode must be at least 6 characters');
    expect(passcode.getAttribute('aria-describedby')).toBe(message.id);
    expect(inputsOf('presentations.updateShareSettings')).toEqual([]);

    await user.clear(passcode);
    await user.type(passcode, 'blue-harbour');
    await user.click(screen.getByRole('switch', { name: /Ask for the viewer's e-mail/ }));
    await user.click(save);

    await waitFor(() =>
      expect(inputsOf('presentations.updateShareSettings')).toEqual([
        {
          id: 'presentation-1',
          expiresAt: null,
          requireEmail: true,
          notifyOnView: true,
          passcode: 'blue-harbour',
        },
      ]),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('forgets a passcode typed and cancelled, and Save has nothing to save again', async () => {
    const { user } = renderControls(vi.fn());
    await user.click(screen.getByRole('button', { name: 'Add a passcode' }));
    await user.type(screen.getByRole('textbox', { name: 'Passcode' }), 'abc');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('textbox', { name: 'Passcode' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save link settings' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('shows the server’s refusal above Save, or at the field it names', async () => {
    let refusal = new ServerError('Turn on sharing first', { code: 'PRECONDITION_FAILED' });
    const { user } = renderControls(() => {
      throw refusal;
    });
    const save = screen.getByRole('button', { name: 'Save link settings' });

    await user.click(screen.getByRole('switch', { name: /E-mail me when it is first opened/ }));
    await user.click(save);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Update failed');
    expect(alert.textContent).toContain('Turn on sharing first');

    refusal = new ServerError('Invalid input', {
      code: 'BAD_REQUEST',
      fieldErrors: { expiresAt: 'Please choose a valid expiry date' },
    });
    await user.click(save);
    await waitFor(() => expect(screen.getByText('Please choose a valid expiry date')).toBeTruthy());
    expect(screen.getByLabelText(/Link expires/).getAttribute('aria-invalid')).toBe('true');
  });
});
