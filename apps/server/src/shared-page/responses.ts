// The client's answer to a shared presentation, below its frame: three choices, each opening its
// form, and on a phone a bar at the foot of the screen that leads to them. "I'd like to go ahead" is
// signed: a typed name and the consent sentence ticked, for the version the page shows; once signed,
// the page says so in its place. ./browser/responses.ts checks and sends the forms
// (responses.submit, acknowledgements.sign) and shows the confirmation; the labels and limits are
// core's, rendered here because the script bundles no core.
import {
  ACKNOWLEDGEMENT_CONSENT,
  acknowledgementConfirmation,
  PREFERRED_TIMES_MAX_CHARS,
  QUESTION_MAX_CHARS,
  RESPONSE_LABELS,
  type TResponseKind,
} from '@pitchcraft/core';

import { html, type Markup } from './html';
import { icon, type IconName } from './icons';

/** When the call never arrived or the server failed (any answer without a message worth showing). */
export const RESPONSE_FAILED_MESSAGE =
  'Your response could not be sent. Please check your connection and try again.';

/** The version the page shows, and its signature once the client has signed it. */
export interface SigningState {
  versionNumber: number;
  signature: { signerName: string; signedAt: Date } | null;
}

const CHOICES: { kind: TResponseKind; icon: IconName; submit: string }[] = [
  { kind: 'go_ahead', icon: 'check', submit: 'Sign and send' },
  { kind: 'call', icon: 'phone', submit: 'Request a call' },
  { kind: 'question', icon: 'messageQuestion', submit: 'Send question' },
];

/**
 * One field: its error (a live alert) and, for a long text, the character count, both named by the
 * control's aria-describedby. Ids are `respond-<kind>-<name>`, `…-error` and `…-count`.
 */
function field(
  kind: TResponseKind,
  name: string,
  label: Markup | string,
  control: (id: string, describedBy: string) => Markup,
  count?: number,
): Markup {
  const id = `respond-${kind}-${name}`;
  const describedBy = count ? `${id}-error ${id}-count` : `${id}-error`;
  // A long text takes the form's width; short ones sit side by side where there is room.
  return html`<div class="field${count ? '' : ' half'}"><label for="${id}">${label}</label>${control(id, describedBy)}<div class="field-foot"><p id="${id}-error" class="error" role="alert" hidden></p>${
    count ? html`<p id="${id}-count" class="count">0 / ${count.toLocaleString('en-US')}</p>` : ''
  }</div></div>`;
}

const optional = (label: string) => html`${label} <span class="optional">(optional)</span>`;

const longText = (rows: number) => (id: string, describedBy: string) =>
  html`<textarea id="${id}" name="message" rows="${rows}" data-max="${QUESTION_MAX_CHARS}" aria-describedby="${describedBy}"></textarea>`;

/** The signature: the typed name, and the consent sentence verbatim beside the box that agrees to it. */
const SIGNING = html`${field(
  'go_ahead',
  'fullName',
  'Full name',
  (id, describedBy) =>
    html`<input id="${id}" name="fullName" type="text" autocomplete="name" autocapitalize="words" spellcheck="false" required aria-describedby="${describedBy}">`,
)}<div class="field"><div class="check"><input id="respond-go_ahead-consent" name="consent" type="checkbox" required aria-describedby="respond-go_ahead-consent-error"><label for="respond-go_ahead-consent">${ACKNOWLEDGEMENT_CONSENT}</label></div><p id="respond-go_ahead-consent-error" class="error" role="alert" hidden></p></div>
<p class="hint">Signing records your name, the time, your internet address and browser, and this version of the presentation.</p>`;

function fields(kind: TResponseKind): Markup {
  if (kind === 'go_ahead') return SIGNING;
  if (kind === 'question')
    return field(kind, 'message', 'Your question', longText(5), QUESTION_MAX_CHARS);
  return html`${field(
    kind,
    'phone',
    'Phone number',
    (id, describedBy) =>
      html`<input id="${id}" name="phone" type="tel" autocomplete="tel" inputmode="tel" required aria-describedby="${describedBy}">`,
  )}${field(
    kind,
    'preferredTimes',
    optional('Best times to call'),
    (id, describedBy) =>
      html`<input id="${id}" name="preferredTimes" type="text" maxlength="${PREFERRED_TIMES_MAX_CHARS}" placeholder="Weekday mornings" aria-describedby="${describedBy}">`,
  )}`;
}

/** In place of "I'd like to go ahead" once the version is signed (the script writes the same). */
function signed({ signerName, signedAt }: NonNullable<SigningState['signature']>): Markup {
  return html`<div id="respond-signed" class="signed" data-signer="${signerName}" data-signed-at="${signedAt.toISOString()}">${icon('check')}<p>${acknowledgementConfirmation(signerName, signedAt)}</p></div>`;
}

/**
 * A choice and, right after it (so Tab goes from the one into the other), the form it opens. The
 * go-ahead's form carries the version it signs.
 */
function choice({ kind, icon: symbol, submit }: (typeof CHOICES)[number], version: number): Markup {
  const form = `respond-${kind}`;
  return html`<button type="button" id="${form}-choice" class="choice" aria-expanded="false" aria-controls="${form}"><span class="choice-icon">${icon(symbol)}</span><span class="choice-label">${RESPONSE_LABELS[kind]}</span>${icon('chevronDown', 'choice-chevron')}</button>
<form id="${form}" class="respond-form" data-kind="${kind}"${kind === 'go_ahead' ? html` data-version="${version}"` : ''} novalidate hidden>
${fields(kind)}
<p id="${form}-error" class="alert alert-danger" role="alert" hidden></p>
<button type="submit" class="btn btn-primary btn-lg">${icon('loader', 'spin busy')}${submit}</button>
</form>`;
}

/**
 * Who is asking: the advisor's headshot (else logo), name and company, as far as they have them;
 * nothing when there is neither a name nor a company. On the gate, and with the client's answers
 * (the script shows it again with the confirmation).
 */
export function advisorBlock(
  brand: {
    logo: string | null;
    headshot: string | null;
    advisorName: string;
    company: string;
  } | null,
): Markup | '' {
  if (!brand) return '';
  const name = brand.advisorName.trim();
  const company = brand.company.trim();
  if (!name && !company) return '';
  const image = brand.headshot
    ? html`<img class="photo" src="${brand.headshot}" alt="" width="48" height="48">`
    : brand.logo &&
      html`<img class="advisor-logo" src="${brand.logo}" alt="${company || name} logo" height="40">`;
  return html`<div class="advisor">${image}<p><strong>${name || company}</strong>${name && company && html`<span>${company}</span>`}</p></div>`;
}

/** The section below the frame: who the answer goes to (the advisor, when the page knows them). */
export function responsesSection(
  brand: Parameters<typeof advisorBlock>[0],
  { versionNumber, signature }: SigningState,
): Markup {
  const advisor = brand?.advisorName.trim() ?? '';
  return html`<section id="respond" class="respond" aria-labelledby="respond-title" data-failed="${RESPONSE_FAILED_MESSAGE}">
<div class="respond-head"><div><h2 id="respond-title" tabindex="-1">What would you like to do next?</h2><p>Your answer goes straight to ${advisor || 'your advisor'}.</p></div>${advisorBlock(brand)}</div>
<div id="respond-body" class="choices">
${CHOICES.map((each) =>
  each.kind === 'go_ahead' && signature ? signed(signature) : choice(each, versionNumber),
)}
</div>
<div id="respond-done" class="respond-done" role="status" tabindex="-1"></div>
</section>`;
}

/**
 * On a phone, the way to the section from anywhere on the page, and once an answer is sent a small
 * mark that says so. Shown by the script (it does nothing without it); before the footer, whose
 * padding then keeps the page's end clear of it.
 */
export const responsesBar = html`<div id="respond-bar" class="respond-bar" hidden>
<div class="respond-ask"><p>Ready for the next step?</p><button type="button" class="btn btn-primary" data-respond>Respond${icon('chevronDown')}</button></div>
<button type="button" class="respond-sent" data-respond>${icon('check')}Response sent</button>
</div>`;
