// The blocks of figures laid out by our code (the `data-block` placeholders), and the advisor
// card, disclaimer and brand the renderer adds to the page. Every figure comes from the needs
// analysis; every text from the document is escaped; images only from brand asset paths.
import { formatPresentationDate, listText } from '../format';
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { escapeHtml as esc } from './escape';
import {
  childrenText,
  dependentsText,
  perMonth,
  planMonthly,
  primaryMonthly,
  replacePlaceholders,
} from './figures';
import { iconSvg } from './icons';
import { needsTable, premiumTable } from './needs-blocks';
import { shownAssumptions } from './page-assumptions';
import { isBlockId, type TBlockId, type TIconId } from './placeholders';
import { recommendationBlock } from './recommendation-block';
import { BRAND_ASSET_PATH, type TPresentationDocument } from './schema';

function stat(label: string, value: string): string {
  return `<div class="pc-stat"><span class="pc-stat-label">${label}</span><strong>${value}</strong></div>`;
}

function keyFigures(a: TNeedsAnalysis, document: TPresentationDocument): string {
  // A need already met reads as such: no $0 stat anywhere.
  if (a.recommendedCoverage <= 0) {
    const held = a.existingCoverCounted + a.savings;
    return `<div class="pc-stats">${a.totalNeed > 0 ? stat('Need measured', formatCurrency(a.totalNeed)) : ''}${
      held > 0 ? stat('Cover and savings today', formatCurrency(held)) : ''
    }${stat('New cover needed', 'None')}</div>`;
  }
  const premium = planMonthly(a) ?? primaryMonthly(a, document);
  return `<div class="pc-stats">${stat('Total need', formatCurrency(a.totalNeed))}${stat('Recommended coverage', formatCurrency(a.recommendedCoverage))}${
    premium !== null ? stat('Estimated premium', perMonth(premium)) : ''
  }</div>`;
}

function card(icon: TIconId, label: string, value: string): string {
  return `<div class="pc-card"><span class="pc-icon">${iconSvg(icon)}</span><div class="pc-label">${label}</div><div class="pc-value">${esc(value)}</div></div>`;
}

function clientSnapshot(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const { client } = document;
  const ages = a.inputs.childrenAges;
  const kids = ages.length > 0 ? `${childrenText(ages.length)} aged ${listText(ages)}` : '';
  const family = [client.maritalStatus.trim(), kids || dependentsText(a.inputs.dependents)]
    .filter(Boolean)
    .join(', ');
  // The shell keeps health facts only when the advisor chose to mention health.
  const health = [
    client.healthStatus.trim() ? `${client.healthStatus.trim()} health` : '',
    client.smoker.trim(),
  ]
    .filter(Boolean)
    .join(', ');
  const { existingCoverIndividual: own, existingCoverGroup: group } = a.inputs;
  const cover = [
    own > 0 ? `${formatCurrency(own)} of your own` : '',
    group > 0 ? `${formatCurrency(group)} through work` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const cards = [
    card('user', 'Age', String(a.inputs.age)),
    card('users', 'Family', family),
    a.inputs.annualIncome > 0
      ? card('chart', 'Annual income', formatCurrency(a.inputs.annualIncome))
      : '',
    // Only a budget the client gave: never the form's default.
    a.inputs.monthlyBudget !== null
      ? card('wallet', 'Monthly budget', perMonth(a.inputs.monthlyBudget))
      : '',
    cover ? card('shield', 'Life cover today', cover) : '',
    a.savings > 0 ? card('wallet', 'Savings', formatCurrency(a.savings)) : '',
    health ? card('heart', 'Health', health) : '',
    client.occupation.trim() ? card('briefcase', 'Occupation', client.occupation.trim()) : '',
    client.location.trim() ? card('map-pin', 'Location', client.location.trim()) : '',
  ].filter(Boolean);
  const goals = client.goals.map((g) => g.trim()).filter(Boolean);
  const chips =
    goals.length > 0
      ? `<h3>What you told us you want</h3><ul class="pc-chips">${goals.map((g) => `<li>${esc(g)}</li>`).join('')}</ul>`
      : '';
  return `<div class="pc-grid pc-snapshot">${cards.join('')}</div>${chips}`;
}

/** The markup of one block. */
export function blockHtml(
  id: TBlockId,
  analysis: TNeedsAnalysis,
  document: TPresentationDocument,
): string {
  switch (id) {
    case 'key-figures':
      return keyFigures(analysis, document);
    case 'client-snapshot':
      return clientSnapshot(analysis, document);
    case 'needs-table':
      return needsTable(analysis, document);
    case 'premium-table':
      return premiumTable(analysis, document);
    case 'recommendation':
      return recommendationBlock(analysis, {
        policiesTable: !placesBlock(document, 'premium-table'),
      });
  }
}

/** Whether a visible section of the document carries a block. */
function placesBlock(document: TPresentationDocument, id: TBlockId): boolean {
  return document.sections.some((s) => !s.hidden && s.html.includes(`data-block="${id}"`));
}

/** Every `data-block` placeholder replaced by its block; unknown ids dropped. */
export function fillBlocks(
  html: string,
  analysis: TNeedsAnalysis,
  document: TPresentationDocument,
): string {
  return replacePlaceholders(html, 'data-block', (id) =>
    isBlockId(id) ? blockHtml(id, analysis, document) : '',
  );
}

const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;
const PHONE = /^\+?[\d\s().\-/]+(?:\s*(?:x|ext\.?)\s*\d+)?$/i;

/** The number a tel: link dials (extension dropped), or null when the text is not a phone number. */
/** `preferred` trimmed, or `fallback` trimmed when `preferred` is missing or blank. */
function filledOr(preferred: string | undefined, fallback: string): string {
  const text = preferred?.trim() ?? '';
  return text !== '' ? text : fallback.trim();
}

function dialNumber(phone: string): string | null {
  if (!PHONE.test(phone)) return null;
  const digits = phone.replace(/\s*(?:x|ext\.?)\s*\d+$/i, '').replace(/[^\d+]/g, '');
  return digits.replace(/\D/g, '').length >= 3 ? digits : null;
}

/** A brand image's path when it is one of our content-addressed assets, else null (never rendered). */
function brandImagePath(path: string | null | undefined): string | null {
  return typeof path === 'string' && BRAND_ASSET_PATH.test(path) ? path : null;
}

/** The brand's logo as an `<img>` with the given class and reserved size, or '' without a valid logo. */
export function brandLogo(
  document: TPresentationDocument,
  assetBase: string,
  className: string,
  size: { width: number; height: number },
): string {
  const logo = brandImagePath(document.brand?.logo);
  if (!logo) return '';
  const owner = document.advisor.company.trim() || document.advisor.name.trim() || 'Company';
  return `<img class="${className}" src="${esc(assetBase + logo)}" alt="${esc(`${owner} logo`)}" width="${size.width}" height="${size.height}">`;
}

/** The website as the card shows it: plain text (presentations never link to other sites). */
function websiteText(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/**
 * The advisor's card: the brand's headshot (or initials), name, company, licence, and contact
 * lines: phone and e-mail as tel: and mailto: links when they are usable, website and address as
 * text. The brand's contact details, when given, take the place of the account's.
 */
export function advisorCard(document: TPresentationDocument, assetBase = ''): string {
  const { advisor } = document;
  const brand = document.brand ?? null;
  const name = advisor.name.trim() || 'Your advisor';
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => [...part][0] ?? '')
    .join('')
    .toUpperCase();
  const headshot = brandImagePath(brand?.headshot);
  const avatar = headshot
    ? `<img class="pc-headshot" src="${esc(assetBase + headshot)}" alt="${esc(name)}" width="72" height="72">`
    : `<div class="pc-avatar" aria-hidden="true">${esc(initials)}</div>`;
  // A blank brand contact falls back to the advisor's own details.
  const phone = filledOr(brand?.contact.phone, advisor.phone);
  const dial = dialNumber(phone);
  const email = filledOr(brand?.contact.email, advisor.email);
  const website = websiteText(brand?.contact.website.trim() ?? '');
  const address = (brand?.contact.address ?? '')
    .split(/\s*[\r\n]+\s*/)
    .filter(Boolean)
    .join(', ');
  const contact = [
    dial ? `<li>${iconSvg('phone')} <a href="tel:${esc(dial)}">${esc(phone)}</a></li>` : '',
    EMAIL.test(email)
      ? `<li>${iconSvg('mail')} <a href="mailto:${esc(email)}">${esc(email)}</a></li>`
      : '',
    website ? `<li>${iconSvg('home')} ${esc(website)}</li>` : '',
    address ? `<li>${iconSvg('map-pin')} ${esc(address)}</li>` : '',
  ].filter(Boolean);
  const company = advisor.company.trim();
  const licence = brand?.licence.trim() ?? '';
  return `<div class="pc-advisor">${avatar}<div><p class="pc-advisor-name">${esc(name)}</p>${company ? `<p class="pc-label">${esc(company)}</p>` : ''}${
    licence ? `<p class="pc-label">Licence: ${esc(licence)}</p>` : ''
  }${contact.length > 0 ? `<ul class="pc-contact">${contact.join('')}</ul>` : ''}</div></div>`;
}

/** The company's own disclaimer (after ours, never instead of it), as escaped paragraphs; '' when none. */
export function brandDisclaimerHtml(document: TPresentationDocument): string {
  const text = document.brand?.disclaimer.replace(/\r\n?/g, '\n').trim() ?? '';
  if (!text) return '';
  const company = document.advisor.company.trim() || document.advisor.name.trim();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`);
  return `<h3 class="pc-brand-disclaimer">${company ? `Information from ${esc(company)}` : 'Information from your advisor'}</h3>${paragraphs.join('')}`;
}

/** The date the presentation was prepared, as the cover and the disclaimer show it. */
export function preparedDate(document: TPresentationDocument): string {
  return formatPresentationDate(new Date(document.preparedAt));
}

/** The important-information text: the disclaimer, the policy note, the assumptions and the date. */
export function disclaimerHtml(document: TPresentationDocument, analysis: TNeedsAnalysis): string {
  const assumptions =
    document.theme.detail === 'concise'
      ? ''
      : `<ul class="pc-bullets">${shownAssumptions(analysis, document)
          .map((s) => `<li>${esc(s)}</li>`)
          .join('')}</ul>`;
  const name = document.client.fullName.trim();
  return `<p><strong>${esc(analysis.disclaimer)}</strong></p><p>${POLICY_NOTES[document.primaryPlanKind ?? 'none']}</p>${assumptions}<p>Prepared${
    name ? ` for ${esc(name)}` : ''
  } on ${esc(preparedDate(document))}.</p>`;
}

/** What the policy documents settle, for the kind of plan recommended. */
const POLICY_NOTES: Readonly<Record<'term' | 'permanent' | 'none', string>> = {
  term: 'The term policy’s documents set out its exact terms, conditions, exclusions and limitations, including what happens when the term ends; product descriptions here are summaries.',
  permanent:
    'The permanent policy’s documents set out its exact terms, conditions, exclusions and limitations, including how any cash value works; product descriptions here are summaries.',
  none: 'Please consult the policy documents for the exact terms, conditions, exclusions and limitations. Product descriptions are summaries.',
};
