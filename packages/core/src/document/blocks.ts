// The blocks of figures laid out by our code (the `data-block` placeholders), and the advisor
// card, disclaimer and brand the renderer adds to the page. Every figure comes from the needs
// analysis; every text from the document is escaped; images only from brand asset paths.
import { formatPresentationDate } from '../format';
import { formatCurrency, type TNeedsAnalysis } from '../generation/needs-analysis';
import { escapeHtml as esc } from './escape';
import { dependentsText, perMonth, primaryMonthly, replacePlaceholders, yearsText } from './figures';
import { iconSvg } from './icons';
import { isBlockId, type TBlockId, type TIconId } from './placeholders';
import { BRAND_ASSET_PATH, type TPresentationDocument } from './schema';

function stat(label: string, value: string): string {
  return `<div class="pc-stat"><span class="pc-stat-label">${label}</span><strong>${value}</strong></div>`;
}

function keyFigures(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const premium = primaryMonthly(a, document);
  return `<div class="pc-stats">${stat('Total need', formatCurrency(a.totalNeed))}${stat('Recommended coverage', formatCurrency(a.recommendedCoverage))}${
    premium !== null ? stat('Estimated premium', perMonth(premium)) : ''
  }</div>`;
}

function card(icon: TIconId, label: string, value: string): string {
  return `<div class="pc-card"><span class="pc-icon">${iconSvg(icon)}</span><div class="pc-label">${label}</div><div class="pc-value">${esc(value)}</div></div>`;
}

function clientSnapshot(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const { client } = document;
  const family = [client.maritalStatus.trim(), dependentsText(a.inputs.dependents)].filter(Boolean).join(', ');
  const health = [client.healthStatus.trim() ? `${client.healthStatus.trim()} health` : '', client.smoker.trim()].filter(Boolean).join(', ');
  const cards = [
    card('user', 'Age', String(a.inputs.age)),
    card('users', 'Family', family),
    card('chart', 'Annual income', formatCurrency(a.inputs.annualIncome)),
    card('wallet', 'Monthly budget', perMonth(a.inputs.monthlyBudget)),
    health ? card('heart', 'Health', health) : '',
    client.occupation.trim() ? card('briefcase', 'Occupation', client.occupation.trim()) : '',
    client.location.trim() ? card('map-pin', 'Location', client.location.trim()) : '',
  ].filter(Boolean);
  const goals = client.goals.map((g) => g.trim()).filter(Boolean);
  const chips = goals.length > 0 ? `<h3>What you told us you want</h3><ul class="pc-chips">${goals.map((g) => `<li>${esc(g)}</li>`).join('')}</ul>` : '';
  return `<div class="pc-grid pc-snapshot">${cards.join('')}</div>${chips}`;
}

function needRows(a: TNeedsAnalysis): [string, number, string][] {
  const ir = a.incomeReplacement;
  const basis =
    ir.basis === 'dependents'
      ? 'until your youngest dependent is independent'
      : ir.basis === 'partner'
        ? 'to give your partner time to adjust'
        : 'to settle your affairs';
  const dependents = a.inputs.dependents;
  return [
    [
      'Income replacement',
      a.dime.income,
      ir.years > 0
        ? `${yearsText(ir.years)} of your ${formatCurrency(a.inputs.annualIncome)} income, ${basis}.`
        : 'No income replacement: you are at or past the usual retirement age.',
    ],
    ['Debts', a.dime.debt, a.dime.debt > 0 ? 'Pays off the debts you told us about.' : 'No other debts were provided.'],
    ['Mortgage', a.dime.mortgage, a.dime.mortgage > 0 ? 'Pays off the mortgage so your home stays in the family.' : 'No mortgage balance was provided.'],
    [
      'Education',
      a.dime.education,
      dependents > 0
        ? `${formatCurrency(a.dime.education / dependents)} for each of your ${dependentsText(dependents)}' post-secondary studies.`
        : 'No dependents, so no education fund is included.',
    ],
    ['Final expenses', a.dime.finalExpenses, 'An allowance for funeral and final costs.'],
  ];
}

function needsTable(a: TNeedsAnalysis, document: TPresentationDocument): string {
  const brief = document.theme.detail === 'concise';
  const why = (text: string) => (brief ? '' : `<td class="pc-why">${text}</td>`);
  const row = (label: string, amount: string, text: string, className = '') =>
    `<tr${className ? ` class="${className}"` : ''}><td>${label}</td><td class="pc-num">${amount}</td>${why(text)}</tr>`;
  const head = `<thead><tr><th scope="col">${document.theme.style === 'simplified' ? 'What for' : 'Component'}</th><th scope="col" class="pc-num">Amount</th>${
    brief ? '' : '<th scope="col" class="pc-why">Where it comes from</th>'
  }</tr></thead>`;
  const rows = [
    ...needRows(a).map(([label, amount, text]) => row(label, formatCurrency(amount), text)),
    row('Total need', formatCurrency(a.totalNeed), 'The sum of the parts above.', 'pc-total'),
    row(
      'Existing cover',
      `&minus;${formatCurrency(a.existingCoverage)}`,
      a.existingCoverage > 0 ? 'Cover you already have.' : 'No existing cover was provided.',
    ),
    row('Gap', formatCurrency(a.gap), 'Total need minus existing cover.', 'pc-total pc-gap'),
  ];
  return `<div class="pc-table-wrap"><table class="pc-table pc-needs-table">${head}<tbody>${rows.join('')}</tbody></table></div>`;
}

function premiumTable(a: TNeedsAnalysis): string {
  const p = a.premiums;
  const factors = `&times;${p.smokerMultiplier} &times;${p.healthMultiplier}`;
  const row = (label: string, rate: number, monthly: number) =>
    `<tr><td>${label}</td><td class="pc-num">$${rate.toFixed(2)}</td><td class="pc-num">${factors}</td><td class="pc-num">${formatCurrency(monthly)}</td></tr>`;
  return `<div class="pc-table-wrap"><table class="pc-table"><thead><tr><th scope="col">Estimate</th><th scope="col" class="pc-num">Rate per $1,000 a year</th><th scope="col" class="pc-num">Smoker &times; health</th><th scope="col" class="pc-num">Monthly</th></tr></thead><tbody>${row(
    `Term (${a.termLengthYears}-year)`,
    p.termAnnualRatePerThousand,
    p.termMonthly,
  )}${row('Permanent (whole life)', p.permanentAnnualRatePerThousand, p.permanentMonthly)}</tbody></table></div>`;
}

/** The markup of one block. */
export function blockHtml(id: TBlockId, analysis: TNeedsAnalysis, document: TPresentationDocument): string {
  switch (id) {
    case 'key-figures':
      return keyFigures(analysis, document);
    case 'client-snapshot':
      return clientSnapshot(analysis, document);
    case 'needs-table':
      return needsTable(analysis, document);
    case 'premium-table':
      return premiumTable(analysis);
  }
}

/** Every `data-block` placeholder replaced by its block; unknown ids dropped. */
export function fillBlocks(html: string, analysis: TNeedsAnalysis, document: TPresentationDocument): string {
  return replacePlaceholders(html, 'data-block', (id) => (isBlockId(id) ? blockHtml(id, analysis, document) : ''));
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
export function brandLogo(document: TPresentationDocument, assetBase: string, className: string, size: { width: number; height: number }): string {
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
    EMAIL.test(email) ? `<li>${iconSvg('mail')} <a href="mailto:${esc(email)}">${esc(email)}</a></li>` : '',
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
    document.theme.detail === 'concise' ? '' : `<ul class="pc-bullets">${analysis.assumptions.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`;
  return `<p><strong>${esc(analysis.disclaimer)}</strong></p><p>Please consult the policy documents for the exact terms, conditions, exclusions and limitations. Product descriptions are summaries.</p>${assumptions}<p>Prepared on ${esc(
    preparedDate(document),
  )}.</p>`;
}
