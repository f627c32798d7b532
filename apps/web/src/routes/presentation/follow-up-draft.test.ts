import { describe, expect, it } from 'vitest';
import { checkFollowUp, firstName, followUpFieldErrors, followUpSourceNote } from './follow-up-draft';

describe('the follow-up e-mail', () => {
  it('says where the draft came from', () => {
    expect(followUpSourceNote('ai', 'Maria Rivera')).toBe('Drafted by AI from what Maria read');
    expect(followUpSourceNote('built-in', 'Maria Rivera')).toBe('Drafted from our template');
    expect(firstName('  Cher ')).toBe('Cher');
    expect(firstName('')).toBe('your client');
  });

  it('is checked with the procedure’s schema before it is sent', () => {
    const ok = checkFollowUp('p1', { to: ' Maria@Example.com ', subject: ' Next steps ', body: 'Hi Maria,\r\n\r\nThanks.' });
    expect(ok).toEqual({ ok: true, input: { presentationId: 'p1', to: 'maria@example.com', subject: 'Next steps', body: 'Hi Maria,\n\nThanks.' } });

    const bad = checkFollowUp('p1', { to: 'not-an-address', subject: '  ', body: '' });
    expect(bad).toEqual({
      ok: false,
      errors: { to: 'Please enter a valid e-mail address', subject: 'Please enter a subject', body: 'Please write a message' },
    });
  });

  it('keeps the server’s messages for the three fields only', () => {
    expect(followUpFieldErrors({ to: 'Bad address', presentationId: 'Invalid id' })).toEqual({ to: 'Bad address' });
  });
});
