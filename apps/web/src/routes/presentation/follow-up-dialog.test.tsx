// @vitest-environment jsdom
// The follow-up dialog against a stubbed server: the draft fills the form, the send procedure's
// own schema says what is wrong beside each field, Send waits for a confirmed recipient, and what
// the server refuses is shown from its typed error.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FollowUpDialog } from './follow-up-dialog';
import { renderWithTrpc, ServerError } from './testing/trpc-stub';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const PRESENTATION = 'presentation-1';
const DRAFT = {
  to: 'maria@example.com',
  gateEmail: null,
  shared: true,
  subject: 'Next steps',
  body: 'Hi Maria, thank you for your time.',
  source: 'built-in',
  notice: null,
};

afterEach(cleanup);

function renderDialog(send: (input: unknown) => unknown, draft: object = DRAFT) {
  const onOpenChange = vi.fn();
  const view = renderWithTrpc(
    <FollowUpDialog
      open
      onOpenChange={onOpenChange}
      presentationId={PRESENTATION}
      clientName="Maria Rivera"
      serverKeyAvailable
    />,
    { 'followUps.draft': () => draft, 'followUps.send': send },
  );
  return { ...view, onOpenChange, user: userEvent.setup() };
}

// Typing into jsdom is slow when the machine is busy (a build alongside): a generous limit.
describe('the follow-up dialog', { timeout: 20_000 }, () => {
  it('fills the form from the draft and sends what the advisor edited', async () => {
    const { user, inputsOf, onOpenChange } = renderDialog(() => ({ to: ['maria@example.com'] }));

    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveProperty('value', 'Next steps');
    expect(screen.getByTestId('follow-up-to').textContent).toContain('maria@example.com');
    await user.type(subject, ' for Maria');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(inputsOf('followUps.draft')).toEqual([{ presentationId: PRESENTATION, mode: 'auto' }]);
    expect(inputsOf('followUps.send')).toEqual([
      {
        presentationId: PRESENTATION,
        additionalRecipients: [],
        subject: 'Next steps for Maria',
        body: 'Hi Maria, thank you for your time.',
      },
    ]);
  });

  it('says beside the field what the schema refuses, and clears it on an edit', async () => {
    const send = vi.fn();
    const { user } = renderDialog(send);

    const subject = await screen.findByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Please enter a subject');
    expect(subject.getAttribute('aria-invalid')).toBe('true');
    expect(subject.getAttribute('aria-describedby')).toBe(message.id);
    expect(document.activeElement).toBe(subject);
    expect(send).not.toHaveBeenCalled();

    await user.type(subject, 'Hello');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('holds Send back until an added address is confirmed, then checks the address', async () => {
    const send = vi.fn();
    const { user } = renderDialog(send);

    await user.click(await screen.findByRole('button', { name: /Add another address/ }));
    await user.type(screen.getByRole('textbox', { name: 'Other address 1' }), 'not-an-address');
    const sendButton = screen.getByRole('button', { name: 'Send' });
    expect(sendButton).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox'));
    expect(sendButton).toHaveProperty('disabled', false);
    await user.click(sendButton);

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please enter a valid e-mail address',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal: at its field, or as the dialog’s error', async () => {
    let refusal = new ServerError('Bad subject', {
      code: 'BAD_REQUEST',
      fieldErrors: { subject: 'That subject reads as spam' },
    });
    const { user } = renderDialog(() => {
      throw refusal;
    });

    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That subject reads as spam');

    refusal = new ServerError('Mail server down', { code: 'INTERNAL_SERVER_ERROR' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The follow-up could not be sent. Please try again.',
      ),
    );
  });

  it('asks for an AI key when the server needs one, and drafts with the key given', async () => {
    const drafts: unknown[] = [];
    const view = renderWithTrpc(
      <FollowUpDialog
        open
        onOpenChange={vi.fn()}
        presentationId={PRESENTATION}
        clientName="Maria Rivera"
        serverKeyAvailable={false}
      />,
      {
        'followUps.draft': (input) => {
          drafts.push(input);
          if (drafts.length === 1)
            throw new ServerError('A key is needed', {
              code: 'PRECONDITION_FAILED',
              reason: 'AI_KEY_REQUIRED',
            });
          return { ...DRAFT, source: 'ai' };
        },
      },
    );
    const user = userEvent.setup();

    const key = await screen.findByLabelText('Claude API Key');
    const draftWithAi = screen.getByRole('button', { name: 'Draft with AI' });
    expect(draftWithAi).toHaveProperty('disabled', true);
    await user.type(key, '  sk-ant-test  ');
    await user.click(draftWithAi);

    expect(await screen.findByTestId('follow-up-source')).toHaveProperty(
      'textContent',
      'Drafted by AI from what Maria read',
    );
    expect(view.inputsOf('followUps.draft')[1]).toEqual({
      presentationId: PRESENTATION,
      mode: 'auto',
      apiKey: 'sk-ant-test',
    });
  });
});
