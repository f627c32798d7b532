// The few DOM helpers the page's script needs: elements by id, the grant kept by this tab, toasts.
import { grantKey } from './rules';

export const byId = <T extends HTMLElement = HTMLElement>(id: string) =>
  document.getElementById(id) as T | null;

/** A button whose action runs: its spinner shows and it cannot be pressed again. */
export function setBusy(button: HTMLButtonElement | null, busy: boolean): void {
  if (!button) return;
  button.disabled = busy;
  if (busy) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

export function readGrant(id: string): string | null {
  try {
    return sessionStorage.getItem(grantKey(id));
  } catch {
    return null;
  }
}

export function saveGrant(id: string, grant: string): void {
  try {
    sessionStorage.setItem(grantKey(id), grant);
  } catch {
    // Storage refused (private mode): the grant still opens the presentation for this page view.
  }
}

export function forgetGrant(id: string): void {
  try {
    sessionStorage.removeItem(grantKey(id));
  } catch {
    // Nothing was kept.
  }
}

export const CHECK = '<circle cx="12" cy="12" r="10"/><path d="m16 9-5.5 5.5L8 12"/>';
const CROSS = '<circle cx="12" cy="12" r="10"/><path d="m15 9-6 6"/><path d="m9 9 6 6"/>';

/** A short message in the corner for 4 s, read out by screen readers (the page's #toasts is a live region). */
export function toast(
  title: string,
  description?: string,
  tone: 'success' | 'error' = 'success',
): void {
  const host = byId('toasts');
  if (!host) return;
  const item = document.createElement('div');
  item.className = tone === 'error' ? 'toast toast-error' : 'toast';
  item.innerHTML = `<svg class="i" viewBox="0 0 24 24" aria-hidden="true">${tone === 'error' ? CROSS : CHECK}</svg><div></div>`;
  const text = item.lastElementChild;
  if (!text) return;
  for (const line of description ? [title, description] : [title]) {
    const p = document.createElement('p');
    p.textContent = line;
    text.append(p);
  }
  host.append(item);
  window.setTimeout(() => item.remove(), 4000);
}
