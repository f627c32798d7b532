// The shared page's script: one small file, no framework. The server renders each state of the page
// (the presentation, the gate, unavailable); this adds what needs a browser: the top bar's buttons,
// the frame's state, the visit's recording, and the gate's unlocking.
import { byId, forgetGrant, readGrant } from './dom';
import { startGate } from './gate';
import { startPresentation } from './presentation';

const root = document.documentElement;
const id = root.dataset.id ?? '';

// On the gate this runs before the body is parsed (the script is not deferred there): a grant this
// tab holds opens the presentation without asking again, so the form stays hidden meanwhile.
const kept = root.dataset.state === 'gated' ? readGrant(id) : null;
if (kept) root.classList.add('pc-unlocking');

function start(): void {
  if (root.dataset.state === 'open') startPresentation(id);
  else if (root.dataset.state === 'gated') startGate(id, openWith);
}

/**
 * Puts the server's page for `grant` in place of this one: the presentation, or the gate again when
 * the grant no longer opens it. The grant travels in this request only, never in the address bar.
 */
async function openWith(grant: string): Promise<void> {
  const response = await fetch(
    `/shared-presentation/${encodeURIComponent(id)}?grant=${encodeURIComponent(grant)}`,
    { credentials: 'same-origin' },
  );
  const next = new DOMParser().parseFromString(await response.text(), 'text/html');
  const state = next.documentElement.dataset.state;
  if (!state) throw new Error(`The page answered ${response.status}`);
  document.title = next.title;
  root.dataset.state = state;
  document.body.replaceWith(document.adoptNode(next.body));
  if (state === 'gated') {
    forgetGrant(id);
    (byId('gate-passcode') ?? byId('gate-email'))?.focus();
  }
  start();
}

function boot(): void {
  if (!kept) {
    start();
    return;
  }
  openWith(kept)
    .catch(start)
    .finally(() => root.classList.remove('pc-unlocking'));
}

if (document.readyState === 'loading')
  document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
