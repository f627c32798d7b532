import { describe, expect, it } from 'vitest';

import { FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE } from '@pitchcraft/core';

import {
  canSend,
  checkFollowUp,
  confirmationText,
  firstName,
  followUpFieldErrors,
  followUpSourceNote,
} from './follow-up-draft';

const draft = {
  others: [],
  confirmed: false,
  subject: ' Next steps ',
  body: 'Hi Maria,\r\n\r\nThanks.',
};

describe('the follow-up e-mail', () => {
  it('says where the draft came from', () => {
    expect(followUpSourceNote('ai', 'Maria Rivera')).toBe('Drafted by AI from what Maria read');
    expect(followUpSourceNote('built-in', 'Maria Rivera')).toBe('Drafted from our template');
    expect(firstName('  Cher ')).toBe('Cher');
    expect(firstName('')).toBe('your client');
  });

  it('is checked with the procedure’s schema before it is sent', () => {
    const ok = checkFollowUp('p1', draft);
    expect(ok).toEqual({
      ok: true,
      input: {
        presentationId: 'p1',
        additionalRecipients: [],
        subject: 'Next steps',
        body: 'Hi Maria,\n\nThanks.',
      },
    });

    const bad = checkFollowUp('p1', {
      others: ['not-an-address'],
      confirmed: true,
      subject: '  ',
      body: '',
    });
    expect(bad).toEqual({
      ok: false,
      errors: {
        others: 'Please enter a valid e-mail address',
        subject: 'Please enter a subject',
        body: 'Please write a message',
      },
    });
  });

  it('sends to added addresses only once the box naming them is ticked', () => {
    const others = [' Partner@Example.com ', '', 'colleague@example.com'];
    expect(confirmationText(['partner@example.com'])).toBe(
      'I confirm this follow-up should also go to partner@example.com.',
    );
    expect(confirmationText(['a@example.com', 'b@example.com', 'c@example.com'])).toBe(
      'I confirm this follow-up should also go to a@example.com, b@example.com and c@example.com.',
    );
    expect(canSend('maria@example.com', { others: [], confirmed: false })).toBe(true);
    expect(canSend('maria@example.com', { others: [' '], confirmed: false })).toBe(true);
    expect(canSend('maria@example.com', { others, confirmed: false })).toBe(false);
    expect(canSend('maria@example.com', { others, confirmed: true })).toBe(true);
    // No address on file: someone must be added, and confirmed.
    expect(canSend(null, { others: [], confirmed: true })).toBe(false);
    expect(canSend(null, { others, confirmed: true })).toBe(true);

    expect(checkFollowUp('p1', { ...draft, others, confirmed: false })).toEqual({
      ok: false,
      errors: { confirmed: FOLLOW_UP_CONFIRM_RECIPIENTS_MESSAGE },
    });
    expect(checkFollowUp('p1', { ...draft, others, confirmed: true })).toMatchObject({
      ok: true,
      input: {
        additionalRecipients: ['partner@example.com', 'colleague@example.com'],
        confirmAdditionalRecipients: true,
      },
    });
  });

  it('keeps the server’s messages for the dialog’s fields only', () => {
    expect(
      followUpFieldErrors({
        'additionalRecipients.1': 'Bad address',
        presentationId: 'Invalid id',
      }),
    ).toEqual({ others: 'Bad address' });
    expect(
      followUpFieldErrors({ confirmAdditionalRecipients: 'Confirm', subject: 'Too long' }),
    ).toEqual({ confirmed: 'Confirm', subject: 'Too long' });
  });
});
