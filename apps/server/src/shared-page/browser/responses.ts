// The client's answer below the presentation (responses.submit; the go-ahead is signed,
// acknowledgements.sign). A form is checked here in the schema's words and sent with a request id
// made once for it and kept until it is answered, so a second press, or a retry after a lost
// answer, stores one response. On a phone a bar at the foot of the screen leads to the section
// whenever the section is out of sight.
import { localiseSigned, sign } from './acknowledgement';
import { signingFieldError } from './acknowledgement-rules';
import { byId, CHECK, setBusy } from './dom';
import { callProcedure, messageOf, ProcedureError } from './procedures';
import { responseFieldError, storedText } from './rules';
import { randomId } from './view-recording';

type Control = HTMLInputElement | HTMLTextAreaElement;

const number = (n: number) => n.toLocaleString('en-US');

const isCheckbox = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && control.type === 'checkbox';
/** A control's value as the procedure takes it: a checkbox's is whether it is ticked. */
const valueOf = (control: Control) => (isCheckbox(control) ? control.checked : control.value);

/** What the procedure will say of a control's value: the signature's fields have their own rules. */
const fieldError = (kind: string, control: Control) =>
  control.name === 'fullName' || control.name === 'consent'
    ? signingFieldError(control.name, valueOf(control))
    : responseFieldError(kind, control.name, control.value);

/** A control's or a form's error (`<id>-error`); a control is marked invalid while it has one. */
function setError(owner: HTMLElement, message: string): void {
  const out = byId(`${owner.id}-error`);
  if (out) {
    out.textContent = message;
    out.hidden = !message;
  }
  if (owner.tagName === 'FORM') return;
  if (message) owner.setAttribute('aria-invalid', 'true');
  else owner.removeAttribute('aria-invalid');
}

/** "12 / 2,000" as the schema counts (trimmed), marked when over. */
function count(area: HTMLTextAreaElement): void {
  const out = byId(`${area.id}-count`);
  const max = Number(area.dataset.max);
  const length = storedText(area.value).length;
  if (!out) return;
  out.textContent = `${number(length)} / ${number(max)}`;
  out.classList.toggle('over', length > max);
}

export function startResponses(
  id: string,
  grant: string | null,
  viewId: () => string | null,
): void {
  const section = byId('respond');
  const body = byId('respond-body');
  const done = byId('respond-done');
  const bar = byId('respond-bar');
  if (!section || !body || !done) return;
  const choices = [...section.querySelectorAll<HTMLButtonElement>('.choice')];
  const areas = [...section.querySelectorAll<HTMLTextAreaElement>('textarea[data-max]')];
  const requestIds = new Map<HTMLFormElement, string>();
  localiseSigned();

  /** Opens `choice`'s form and closes the others; pressed again, it closes its own. */
  const toggle = (choice: HTMLButtonElement | null) => {
    for (const each of choices) {
      const open = each === choice && each.getAttribute('aria-expanded') !== 'true';
      const form = byId(each.getAttribute('aria-controls') ?? '');
      each.setAttribute('aria-expanded', String(open));
      if (!form) continue;
      form.hidden = !open;
      if (open) form.scrollIntoView({ block: 'nearest' });
    }
  };
  for (const choice of choices) choice.addEventListener('click', () => toggle(choice));
  for (const area of areas) area.addEventListener('input', () => count(area));

  // Who the answer goes to (the section's head) moves into the confirmation, and back for another.
  const advisor = section.querySelector('.advisor');
  const home = advisor?.parentElement;

  /** The form gives way to the confirmation, which names who it went to and offers to start again. */
  const showDone = (form: HTMLFormElement, confirmation: string) => {
    const choice = byId(`${form.id}-choice`);
    form.reset();
    areas.forEach(count);
    toggle(null);
    body.hidden = true;
    done.innerHTML = `<svg class="i" viewBox="0 0 24 24" aria-hidden="true">${CHECK}</svg><p></p><button type="button" class="btn btn-outline btn-lg">Send another response</button>`;
    const said = done.querySelector('p');
    if (said) said.textContent = confirmation;
    if (advisor) said?.after(advisor);
    done.querySelector('button')?.addEventListener('click', () => {
      if (advisor) home?.append(advisor);
      done.textContent = '';
      body.hidden = false;
      // A signed go-ahead's choice is gone (its line stands in its place): back to the section's head.
      (choice?.isConnected ? choice : byId('respond-title'))?.focus();
    });
    done.focus();
    if (bar) bar.dataset.sent = '';
  };

  for (const form of section.querySelectorAll<HTMLFormElement>('.respond-form')) {
    const kind = form.dataset.kind ?? '';
    const controls = [...form.querySelectorAll<Control>('input, textarea')];
    const submit = form.querySelector<HTMLButtonElement>('[type="submit"]');
    // Once marked, a field says at each keystroke whether it is right now.
    for (const control of controls) {
      control.addEventListener('input', () => {
        if (control.hasAttribute('aria-invalid')) setError(control, fieldError(kind, control));
      });
    }

    const send = async (input: Record<string, string | boolean>) => {
      const requestId = requestIds.get(form) ?? randomId();
      requestIds.set(form, requestId);
      setBusy(submit, true);
      try {
        // Absent ones (undefined) are left out of the JSON.
        const call = {
          ...input,
          requestId,
          grant: grant ?? undefined,
          viewId: viewId() ?? undefined,
        };
        const confirmation =
          form.dataset.version === undefined
            ? (await callProcedure('responses.submit', call)).confirmation
            : await sign(form, call);
        requestIds.delete(form);
        showDone(form, confirmation);
      } catch (error) {
        const message = messageOf(error, section.dataset.failed ?? '');
        const field =
          error instanceof ProcedureError && error.code === 'BAD_REQUEST'
            ? controls.find((c) => c.name === error.field)
            : undefined;
        if (field) {
          setError(field, message);
          field.focus();
        } else setError(form, message);
      } finally {
        setBusy(submit, false);
      }
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (submit?.disabled) return;
      setError(form, '');
      // The signature goes to its own procedure, which knows no kind.
      const input: Record<string, string | boolean> =
        form.dataset.version === undefined ? { id, kind } : { id };
      let invalid: Control | undefined;
      for (const control of controls) {
        const message = fieldError(kind, control);
        setError(control, message);
        if (message) invalid ??= control;
        if (isCheckbox(control) || control.value.trim()) input[control.name] = valueOf(control);
      }
      if (invalid) invalid.focus();
      else void send(input);
    });
  }

  if (!bar) return;
  bar.hidden = false;
  for (const button of bar.querySelectorAll('[data-respond]')) {
    button.addEventListener('click', () => {
      byId('respond-title')?.focus({ preventScroll: true });
      section.scrollIntoView({
        behavior: matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    });
  }
  // Out of the way while the section itself is on screen (above the bar's 72 px).
  new IntersectionObserver(
    (entries) =>
      bar.toggleAttribute('data-away', entries[entries.length - 1]?.isIntersecting === true),
    {
      rootMargin: '0px 0px -72px',
    },
  ).observe(section);
}
