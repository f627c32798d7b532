// The step before a protected shared presentation: the passcode and/or the visitor's e-mail,
// checked here with the app's messages, then given to the API, whose grant opens the presentation.
import { byId, saveGrant, setBusy } from './dom';
import { callProcedure, messageOf, ProcedureError } from './procedures';
import { isValidEmail } from './rules';

interface FieldErrors {
  passcode?: string;
  email?: string;
}

/** `open` shows the presentation for a grant (it replaces the page). */
export function startGate(id: string, open: (grant: string) => Promise<void>): void {
  const form = byId<HTMLFormElement>('gate-form');
  if (!form) return;
  const requiresPasscode = form.dataset.passcode === 'true';
  const requiresEmail = form.dataset.email === 'true';
  const passcode = byId<HTMLInputElement>('gate-passcode');
  const email = byId<HTMLInputElement>('gate-email');
  const passcodeError = byId('gate-passcode-error');
  const emailNote = byId('gate-email-note');
  const emailHint = emailNote?.textContent ?? '';
  const tooMany = byId('gate-too-many');
  const failed = byId('gate-failed');
  const accessEnded = byId('access-ended');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // The server's texts in the alerts are the fallbacks when an answer carries no message.
  const textOf = (alert: HTMLElement | null) => alert?.querySelector('.alert-text') ?? null;
  const tooManyFallback = textOf(tooMany)?.textContent ?? '';
  const failedFallback = textOf(failed)?.textContent ?? '';

  const markInvalid = (input: HTMLInputElement | null, invalid: boolean) => {
    if (invalid) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  };
  const showErrors = (errors: FieldErrors) => {
    if (passcodeError) {
      passcodeError.textContent = errors.passcode ?? '';
      passcodeError.hidden = !errors.passcode;
    }
    markInvalid(passcode, Boolean(errors.passcode));
    if (errors.passcode) passcode?.setAttribute('aria-describedby', 'gate-passcode-error');
    else passcode?.removeAttribute('aria-describedby');
    if (emailNote) {
      emailNote.textContent = errors.email ?? emailHint;
      emailNote.className = errors.email ? 'error' : 'hint';
      if (errors.email) emailNote.setAttribute('role', 'alert');
      else emailNote.removeAttribute('role');
    }
    markInvalid(email, Boolean(errors.email));
  };
  const showProblem = (alert: HTMLElement | null, message: string) => {
    const text = textOf(alert);
    if (!alert || !text) return;
    text.textContent = message;
    alert.hidden = false;
  };

  const unlock = async (input: { id: string; passcode?: string; email?: string }) => {
    setBusy(submit, true);
    try {
      const { grant } = await callProcedure<{ grant: string }>('presentations.unlockShared', input);
      saveGrant(id, grant);
      await open(grant);
    } catch (error) {
      setBusy(submit, false);
      if (accessEnded) accessEnded.hidden = true;
      const code = error instanceof ProcedureError ? error.code : undefined;
      if (code === 'FORBIDDEN') {
        showErrors({
          passcode: messageOf(error, 'That passcode is not right. Please check it and try again.'),
        });
        passcode?.select();
      } else if (code === 'BAD_REQUEST' && requiresEmail) {
        showErrors({ email: messageOf(error, 'Please enter a valid email') });
      } else if (code === 'TOO_MANY_REQUESTS') {
        showProblem(tooMany, messageOf(error, tooManyFallback));
      } else {
        showProblem(failed, messageOf(error, failedFallback));
      }
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit?.disabled) return;
    const code = passcode?.value ?? '';
    const address = email?.value.trim() ?? '';
    const errors: FieldErrors = {};
    if (requiresPasscode && !code) errors.passcode = 'Please enter the passcode';
    if (requiresEmail) {
      if (!address) errors.email = 'Please enter your email to view this presentation';
      else if (!isValidEmail(address)) errors.email = 'Please enter a valid email';
    }
    showErrors(errors);
    if (tooMany) tooMany.hidden = true;
    if (failed) failed.hidden = true;
    if (errors.passcode || errors.email) {
      (errors.passcode ? passcode : email)?.focus();
      return;
    }
    void unlock({
      id,
      ...(requiresPasscode ? { passcode: code } : {}),
      ...(requiresEmail ? { email: address } : {}),
    });
  });
}
