// The public page of a shared presentation as one small server-rendered document: the presentation
// (top bar, frame, the client's responses, footer), the passcode / e-mail gate, or the unavailable
// state. The browser script (./browser) adds the buttons' behaviour, the gate's unlocking, the
// visit's recording and the sending of responses.
// The client sees the advisor, not us: the top bar, the gate and the answers show who is asking
// (name, company, headshot or logo); of Pitchcraft at most a quiet "Made with Pitchcraft" line,
// which the advisor can switch off and which is never printed.
import {
  downloadFileName,
  exportFileName,
  MADE_WITH_TEXT,
  SHARED_NOT_FOUND_MESSAGE,
  VIEWER_ERROR_MESSAGES,
} from '@pitchcraft/core';

import { html, Markup } from './html';
import { icon, LOGO } from './icons';
import { advisorBlock, responsesBar, responsesSection, type SigningState } from './responses';

/** What the page shows of the advisor: public by design (packages/api profile/brand.ts sharedBrandOf). */
interface SharedBrand {
  logo: string | null;
  headshot: string | null;
  advisorName: string;
  company: string;
  showMadeWith: boolean;
}

export type SharedPageView =
  /** `retry`: the server could not answer now (database down), so trying again may help. */
  | { state: 'unavailable'; retry: boolean }
  /** `accessEnded`: a grant was given that no longer opens the presentation. */
  | {
      state: 'gated';
      requiresPasscode: boolean;
      requiresEmail: boolean;
      accessEnded: boolean;
      brand: SharedBrand | null;
    }
  /** `problem`: the stored HTML fails the viewer's pre-render check (it is then not framed). */
  | {
      state: 'open';
      clientName: string;
      brand: SharedBrand | null;
      grant: string | undefined;
      problem: string | null;
      /** The version shown, and who signed it (the go-ahead's signature). */
      signing: SigningState;
    };

/** The page's script, served at a content-hashed URL, and its stylesheet, inlined. */
export interface SharedPageFiles {
  script: string;
  css: string;
}

/** When the frame never reports a body (it failed to load). */
const FRAME_FAILED_MESSAGE = 'The presentation could not be displayed. Please reload it.';

const sharedPath = (id: string) => `/shared-presentation/${encodeURIComponent(id)}`;

function htmlDocument(
  id: string,
  view: SharedPageView,
  files: SharedPageFiles,
  title: string,
  body: Markup,
): string {
  // The gate's script runs before its body is parsed, to show "opening" instead of the form when
  // this tab holds a grant; the presentation's must not hold up the frame, so it is deferred.
  // The stylesheet is inline (a request for it would land as the frame's document arrives, and
  // its layout with it), and with a frame the first render waits until the frame's element is
  // parsed: a first paint of the top bar must not hold up the frame's request (rel=expect).
  const framed = view.state === 'open' && !view.problem;
  const script =
    view.state === 'unavailable'
      ? ''
      : view.state === 'gated'
        ? html`<script src="${files.script}"></script>`
        : html`<script src="${files.script}" defer></script>`;
  return html`<!doctype html>
<html lang="en" data-state="${view.state}" data-id="${id}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${framed && html`<link rel="expect" href="#presentation" blocking="render">`}
<style>${new Markup(files.css)}</style>
${script}
</head>
<body>
${body}
</body>
</html>
`.value;
}

/** The advisor's logo, else their headshot, else their initials; ours only when no advisor is known. */
function brandMark(brand: SharedBrand | null): Markup {
  if (!brand) return LOGO;
  const owner = brand.company.trim() || brand.advisorName.trim();
  if (brand.logo)
    return html`<img class="brand-logo" src="${brand.logo}" alt="${owner || 'Advisor'} logo" width="96" height="32">`;
  if (brand.headshot)
    return html`<img class="photo" src="${brand.headshot}" alt="" width="40" height="40">`;
  if (owner)
    return html`<span class="photo initials" aria-hidden="true">${initialsOf(owner)}</span>`;
  return LOGO;
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');

/** The quiet line at the foot of what the client sees, unless the advisor switched it off; never printed. */
const madeWith = (brand: SharedBrand | null, line: Markup): Markup | '' =>
  brand?.showMadeWith === false ? '' : line;
const MADE_WITH_LINK = html`<a href="/">${MADE_WITH_TEXT}</a>`;

function topBar(
  id: string,
  view: Extract<SharedPageView, { state: 'open' }>,
  query: string,
): Markup {
  const { brand, clientName } = view;
  const advisor = brand?.advisorName.trim() ? brand.advisorName : '';
  const company = brand?.company.trim() ? brand.company : '';
  const eyebrow = advisor
    ? html`<span class="sr-only">Prepared by </span>${advisor}${company && html`<span class="wide"> · ${company}</span>`}`
    : 'Insurance Recommendations';
  const download = `/content/shared/${encodeURIComponent(id)}/download${query}`;
  return html`<header id="shared-top-bar" class="bar"><div class="bar-in">
<div class="brand">${brandMark(brand)}<div class="who"><p class="eyebrow">${eyebrow}</p><h1>${clientName}</h1></div></div>
<div class="actions">
<button type="button" id="download" class="btn btn-outline btn-sq" aria-label="Download" data-href="${download}" data-file="${downloadFileName(clientName, 'presentation')}">${icon('download')}<span class="wide">Download</span></button>
<button type="button" id="download-pdf" class="btn btn-outline btn-sq" aria-label="Download PDF" data-href="/exports/shared/${encodeURIComponent(id)}/pdf${query}" data-file="${exportFileName(clientName, 'presentation', 'pdf')}">${icon('fileText')}<span class="wide">PDF</span></button>
<button type="button" id="print" class="btn btn-primary btn-sq" aria-label="Print as PDF">${icon('printer', 'idle')}${icon('loader', 'spin busy')}<span class="wide">Print as PDF</span></button>
<button type="button" id="hide-bar" class="btn btn-ghost btn-icon" aria-label="Hide top bar" aria-expanded="true" aria-controls="shared-top-bar">${icon('chevronUp')}</button>
</div></div></header>
<div class="reveal" hidden><button type="button" id="show-bar" class="btn btn-outline" aria-expanded="false" aria-controls="shared-top-bar">${icon('chevronDown')}Show top bar</button></div>`;
}

function alert(
  tone: 'info' | 'warning' | 'danger',
  title: string | null,
  text: string,
  options: { id?: string; hidden?: boolean; actions?: Markup; className?: string } = {},
): Markup {
  const symbol =
    tone === 'info' ? icon('info') : tone === 'warning' ? icon('alert') : icon('error');
  return html`<div${options.id ? html` id="${options.id}"` : ''} class="alert alert-${tone}${options.className ? ` ${options.className}` : ''}" role="${tone === 'danger' ? 'alert' : 'status'}"${options.hidden ? html` hidden` : ''}>${symbol}<div class="alert-body">${title ? html`<p class="alert-title">${title}</p>` : ''}<p class="alert-text">${text}</p>${options.actions ? html`<div class="alert-actions">${options.actions}</div>` : ''}</div></div>`;
}

function presentation(
  id: string,
  view: Extract<SharedPageView, { state: 'open' }>,
  files: SharedPageFiles,
): string {
  const query = view.grant ? `?grant=${encodeURIComponent(view.grant)}` : '';
  const reload = html`<button type="button" class="btn btn-outline" data-reload>${icon('refresh')}Reload Presentation</button>`;
  const frame = view.problem
    ? html`${alert('danger', 'Presentation Error', view.problem, { className: 'note' })}<div class="empty">${icon('fileQuestion')}<p>No recommendations generated</p></div>`
    : html`${alert('danger', 'Presentation Error', '', { id: 'frame-error', hidden: true, className: 'note', actions: reload })}
${alert('warning', null, 'Charts are loading...', { id: 'charts-notice', hidden: true, className: 'note', actions: html`${reload}<button type="button" class="btn btn-outline" id="fix-charts">${icon('chart')}Fix Charts</button>` })}
<div class="frame-box"><div class="loading" role="status" id="frame-loading"><span class="sr-only">Loading presentation</span></div><iframe id="presentation" src="/content/shared/${encodeURIComponent(id)}${query}" sandbox="allow-scripts allow-modals" referrerpolicy="no-referrer" title="Insurance recommendations for ${view.clientName}" data-empty="${VIEWER_ERROR_MESSAGES.nearlyEmpty}" data-failed="${FRAME_FAILED_MESSAGE}"></iframe></div>`;
  // The client answers what they can read: not below a presentation that failed its checks.
  const respond = !view.problem;
  const body = html`${topBar(id, view, query)}
<main class="view${respond ? ' respondable' : ''}"${view.grant ? html` data-grant="${view.grant}"` : ''}><div class="sheet">
${frame}
</div>${respond && responsesSection(view.brand, view.signing)}</main>
${respond && responsesBar}${madeWith(view.brand, html`<footer class="foot made-with">${MADE_WITH_LINK}</footer>`)}
<div id="toasts" aria-live="polite"></div>`;
  return htmlDocument(id, view, files, `Insurance Recommendations for ${view.clientName}`, body);
}

function intro(requiresPasscode: boolean, requiresEmail: boolean): string {
  if (requiresPasscode && requiresEmail)
    return 'Enter the passcode you were given and your e-mail address to open it.';
  if (requiresPasscode) return 'Enter the passcode you were given to open it.';
  return 'Enter your e-mail address to open it.';
}

/** Nothing of the presentation here, not even its title or the client's name: who shared it, and the form. */
function gate(
  id: string,
  view: Extract<SharedPageView, { state: 'gated' }>,
  files: SharedPageFiles,
): string {
  const { requiresPasscode, requiresEmail, brand } = view;
  const advisor = advisorBlock(brand);
  const passcode = html`<div class="field"><label for="gate-passcode">Passcode</label><div class="control">${icon('keyRound')}<input id="gate-passcode" name="passcode" type="password" autocomplete="off" autofocus></div><p id="gate-passcode-error" class="error" role="alert" hidden></p></div>`;
  const email = html`<div class="field"><label for="gate-email">Your e-mail address</label><div class="control">${icon('mail')}<input id="gate-email" name="email" type="email" autocomplete="email" inputmode="email"${requiresPasscode ? '' : html` autofocus`} aria-describedby="gate-email-note"></div><p id="gate-email-note" class="hint">The advisor who shared this presentation will see that you opened it.</p></div>`;
  const body = html`<main class="center">
<div class="opening" role="status" aria-label="Loading presentation">${icon('loader', 'spin')}</div>
<div class="gate"><div class="card">
<div class="card-head">${advisor || html`<span class="badge">${icon('shieldCheck')}</span>`}<h1>A private presentation has been shared with you</h1><p class="intro">${intro(requiresPasscode, requiresEmail)}</p></div>
${view.accessEnded ? alert('info', null, 'Your access has ended. Please enter the details again.', { id: 'access-ended', className: 'lead' }) : ''}
<form id="gate-form" class="form" novalidate data-passcode="${String(requiresPasscode)}" data-email="${String(requiresEmail)}">
${requiresPasscode ? passcode : ''}${requiresEmail ? email : ''}
${alert('warning', 'Too many attempts', 'Too many wrong passcodes. Please wait 15 minutes and try again.', { id: 'gate-too-many', hidden: true })}
${alert('danger', 'Something went wrong', 'The presentation could not be opened. Please try again.', { id: 'gate-failed', hidden: true })}
<button type="submit" class="btn btn-primary btn-lg btn-block">${icon('loader', 'spin busy')}View presentation${icon('arrowRight', 'idle')}</button>
</form>
</div>
${madeWith(brand, html`<p class="fine made-with">${MADE_WITH_LINK}</p>`)}</div>
</main>`;
  const name = brand?.advisorName.trim();
  return htmlDocument(
    id,
    view,
    files,
    name ? `Shared presentation from ${name}` : 'Shared presentation',
    body,
  );
}

function unavailable(
  id: string,
  view: Extract<SharedPageView, { state: 'unavailable' }>,
  files: SharedPageFiles,
): string {
  const body = html`<main class="center">
<div class="card card-center" role="alert"><span class="badge badge-neutral">${icon('fileQuestion')}</span><h1>Presentation unavailable</h1><p class="message">${SHARED_NOT_FOUND_MESSAGE}</p>
<div class="links">${view.retry ? html`<a class="btn btn-outline btn-md" href="${sharedPath(id)}">Try Again</a>` : ''}<a class="btn btn-primary btn-md" href="/auth">${icon('logIn')}Sign in to create presentations</a></div></div>
<a class="home" href="/" aria-label="Pitchcraft home">${LOGO}</a>
</main>`;
  return htmlDocument(id, view, files, 'Shared presentation · Pitchcraft', body);
}

export function renderSharedPage(id: string, view: SharedPageView, files: SharedPageFiles): string {
  if (view.state === 'open') return presentation(id, view, files);
  if (view.state === 'gated') return gate(id, view, files);
  return unavailable(id, view, files);
}
