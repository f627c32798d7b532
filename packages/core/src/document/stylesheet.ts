// The design system's stylesheet. A page gets the base rules and only the class rules whose
// classes it uses, so the stored page stays small.
import { hexWithAlpha, readableTextOn, type TColourSet } from '../generation/colour-schemes';
import { NARROW_RULES, PHONE_RULES } from './narrow-rules';

/** Page-wide rules every page gets, whatever its content. */
function baseRules(c: TColourSet): string[] {
  return [
    `:root{--primary:${c.primary};--secondary:${c.secondary};--accent:${c.accent};--on-primary:${readableTextOn(c.secondary)};--on-accent:${readableTextOn(c.primary)};--primary-soft:${hexWithAlpha(c.primary, 0.08)};--accent-soft:${hexWithAlpha(c.accent, 0.28)};--ink:#0F172A;--muted:#475569;--line:#E2E8F0;--surface:#F8FAFC}`,
    '*{box-sizing:border-box}',
    'html{-webkit-text-size-adjust:100%;text-size-adjust:100%}',
    "body{margin:0;font-family:'Inter',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;font-size:16px;line-height:1.6;color:var(--ink);background:#F1F5F9;overflow-wrap:break-word}",
    'main{max-width:1100px;margin:0 auto;padding:24px 16px 48px}',
    '.pc-section{background:#fff;border:1px solid var(--line);border-radius:20px;padding:40px 36px;margin:0 0 24px}',
    'h1{font-size:clamp(2rem,5vw,3.25rem);line-height:1.1;font-weight:800;letter-spacing:-.02em;margin:.2em 0 .4em}',
    'h2{font-size:clamp(1.5rem,3vw,2rem);line-height:1.2;font-weight:700;color:var(--secondary);margin:0 0 .6em}',
    'h3{font-size:1.15rem;line-height:1.3;margin:1.2em 0 .5em;color:var(--ink)}',
    'p{margin:.5em 0}',
    'a{color:var(--primary)}',
    'ul,ol{padding-left:1.3em}',
    'strong{font-weight:700}',
    'img,svg,canvas{max-width:100%}',
  ];
}

/** Rules for classes; each is kept only when the page uses every pc- class its selector names. */
function classRules(c: TColourSet): string[] {
  const onPrimary = readableTextOn(c.primary);
  return [
    '.pc-cover{background:linear-gradient(135deg,var(--secondary),var(--primary));color:var(--on-primary);border:0;padding:72px 44px}',
    '.pc-cover h2{color:inherit;font-size:1.25rem;font-weight:500;opacity:.92}',
    '.pc-cover a{color:inherit}',
    '.pc-eyebrow{text-transform:uppercase;letter-spacing:.14em;font-size:.8rem;font-weight:600;opacity:.85;margin:0}',
    '.pc-cover-meta{opacity:.85}',
    '.pc-brand{display:inline-flex;align-items:center;background:#fff;border-radius:12px;padding:8px 14px;margin:0 0 24px;box-shadow:0 1px 3px rgba(15,23,42,.2)}',
    '.pc-brand-logo{display:block;height:48px;width:auto;max-width:220px;object-fit:contain}',
    '.pc-stats{display:flex;flex-wrap:wrap;gap:16px;margin:28px 0 8px}',
    '.pc-stat{flex:1 1 180px;background:var(--primary-soft);border:1px solid var(--line);border-radius:14px;padding:14px 18px}',
    '.pc-cover .pc-stat{background:rgba(255,255,255,.14);border-color:rgba(255,255,255,.25)}',
    '.pc-stat strong{display:block;font-size:1.5rem;line-height:1.3}',
    '.pc-stat-label{font-size:.8rem;opacity:.85}',
    '.pc-figure{font-weight:600;white-space:nowrap;font-variant-numeric:tabular-nums}',
    '.pc-lead{font-size:1.125rem;color:var(--muted);max-width:60ch}',
    '.pc-cover .pc-lead{color:inherit;opacity:.9}',
    '.pc-muted{color:var(--muted)}',
    '.pc-small{font-size:.875rem;color:var(--muted)}',
    '.pc-section.pc-small h2{font-size:1.25rem}',
    '.pc-highlight{background:linear-gradient(transparent 55%,var(--accent-soft) 55%);font-weight:600;padding:0 .1em}',
    '.pc-quote{margin:20px 0;padding:6px 0 6px 20px;border-left:4px solid var(--primary);font-size:1.1rem;font-style:italic;color:var(--secondary)}',
    '.pc-grid{display:grid;gap:16px;grid-template-columns:repeat(auto-fit,minmax(200px,1fr))}',
    '.pc-grid-2{grid-template-columns:repeat(auto-fit,minmax(300px,1fr));gap:24px}',
    '.pc-card{background:var(--surface);border:1px solid var(--line);border-radius:14px;padding:18px 20px}',
    '.pc-card h3{margin-top:0}',
    '.pc-icon{color:var(--primary)}',
    '.pc-card>.pc-icon{display:inline-flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:10px;background:var(--primary-soft);font-size:1.15rem;margin-bottom:6px}',
    '.pc-svg-icon{width:1.1em;height:1.1em;vertical-align:-.15em;flex-shrink:0}',
    '.pc-label{font-size:.85rem;color:var(--muted);margin:.2em 0}',
    '.pc-value{font-size:1.2rem;font-weight:600}',
    '.pc-chips{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:8px}',
    '.pc-chips li{background:var(--primary-soft);color:var(--secondary);border-radius:999px;padding:6px 14px;font-weight:500}',
    '.pc-needs{display:grid;gap:24px;grid-template-columns:minmax(0,1fr) minmax(0,1.6fr);align-items:center}',
    '.pc-chart-figure{margin:16px 0}',
    '.pc-chart{position:relative;height:300px}',
    '.pc-chart-bars{height:220px}',
    '.pc-chart-caption{margin-top:8px;font-size:.8rem;line-height:1.45;color:var(--muted)}',
    '.pc-table-wrap{overflow-x:auto;-webkit-overflow-scrolling:touch}',
    '.pc-table{width:100%;border-collapse:collapse;font-size:.95rem}',
    '.pc-table th{background:var(--secondary);color:#fff;text-align:left;padding:10px 12px;font-weight:600}',
    '.pc-table td{border-bottom:1px solid var(--line);padding:10px 12px;vertical-align:top}',
    '.pc-num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}',
    '.pc-table th.pc-num{text-align:right}',
    '.pc-total td{font-weight:700}',
    '.pc-gap td{color:var(--primary);font-size:1.05rem}',
    '.pc-plans{display:grid;gap:20px;grid-template-columns:repeat(auto-fit,minmax(260px,1fr))}',
    '.pc-plan{border:1px solid var(--line);border-radius:16px;padding:22px;background:#fff;display:flex;flex-direction:column}',
    '.pc-plan-primary{border:2px solid var(--primary);background:var(--primary-soft)}',
    '.pc-plan h3{margin:.6em 0 .2em;font-size:1.3rem}',
    '.pc-plan-head{display:flex;gap:8px;flex-wrap:wrap}',
    '.pc-plan-price{margin-top:auto;padding-top:12px;font-size:1.1rem;color:var(--secondary)}',
    '.pc-badge{display:inline-block;border-radius:999px;padding:3px 10px;font-size:.75rem;font-weight:600;background:var(--line);color:var(--ink)}',
    `.pc-badge-primary{background:var(--primary);color:${onPrimary}}`,
    '.pc-badge-muted{background:#F1F5F9;color:var(--muted)}',
    '.pc-badge-fits{background:#DCFCE7;color:#166534}',
    '.pc-badge-partial{background:#FEF3C7;color:#92400E}',
    '.pc-badge-short{background:#FEE2E2;color:#991B1B}',
    '.pc-checks{list-style:none;padding:0}',
    '.pc-checks li{margin:.4em 0}',
    '.pc-checks .pc-svg-icon{color:var(--primary)}',
    '.pc-features,.pc-bullets{list-style:disc;margin:.2em 0;padding-left:1.3em}',
    '.pc-callout{border-left:4px solid var(--accent);background:var(--surface);border-radius:0 12px 12px 0;padding:14px 20px;margin:20px 0}',
    '.pc-callout h3{margin-top:0}',
    '.pc-plan-summary{font-size:1.1rem;margin:8px 0 12px}',
    '.pc-plan-table tfoot th,.pc-plan-table tfoot td{font-weight:700;border-bottom:0;border-top:2px solid var(--line)}',
    '.pc-plan-table tfoot th{background:none;color:inherit;padding:10px 12px;text-align:left}',
    '.pc-caveats h3{display:flex;align-items:center;gap:8px}',
    '.pc-caveats li+li{margin-top:6px}',
    '.pc-alternatives td:last-child{color:var(--muted,#475569)}',
    '.pc-faq{display:grid;gap:16px}',
    '.pc-urgent{font-weight:600;color:var(--secondary)}',
    '.pc-proof{color:var(--muted);font-style:italic}',
    '.pc-option{display:flex;flex-direction:column;align-items:flex-start;gap:6px}',
    '.pc-steps{counter-reset:step;list-style:none;padding:0;display:grid;gap:12px;margin-top:20px}',
    '.pc-steps li{counter-increment:step;position:relative;padding:14px 16px 14px 60px;background:var(--surface);border:1px solid var(--line);border-radius:12px}',
    `.pc-steps li::before{content:counter(step);position:absolute;left:16px;top:12px;width:30px;height:30px;border-radius:50%;background:var(--primary);color:${onPrimary};display:flex;align-items:center;justify-content:center;font-weight:700}`,
    '.pc-definitions dt{font-weight:600;margin-top:.6em}',
    '.pc-definitions dd{margin:0 0 0 1em;color:var(--muted)}',
    '.pc-advisor{display:flex;gap:20px;align-items:center;flex-wrap:wrap}',
    '.pc-avatar{width:72px;height:72px;flex:0 0 72px;border-radius:50%;background:linear-gradient(135deg,var(--secondary),var(--primary));color:var(--on-primary);display:flex;align-items:center;justify-content:center;font-size:1.5rem;font-weight:700}',
    '.pc-headshot{width:72px;height:72px;flex:0 0 72px;border-radius:50%;object-fit:cover;background:var(--surface);border:1px solid var(--line)}',
    '.pc-advisor-name{font-size:1.3rem;font-weight:700;margin:0}',
    '.pc-contact{list-style:none;padding:0;margin:.4em 0}',
    '.pc-contact li{margin:.25em 0}',
    '.pc-contact a{text-decoration:none;font-weight:500}',
    '.pc-contact .pc-svg-icon{color:var(--primary);margin-right:4px}',
    '.pc-draft{width:calc(100% - 32px);max-width:1068px;margin:16px auto 0;padding:8px 16px;border-radius:999px;background:#FEF3C7;color:#92400E;font-size:.85rem;font-weight:600;text-align:center}',
    '.pc-footer{max-width:1100px;margin:-24px auto 0;padding:0 16px 32px;text-align:center;font-size:.8rem;color:var(--muted)}',
    '.pc-footer-logo{display:block;height:24px;width:auto;max-width:120px;margin:0 auto 6px;object-fit:contain}',
    '.pc-brand-disclaimer{font-size:1rem;margin-top:1.5em}',
  ];
}

const PRINT_BASE = [
  '*{-webkit-print-color-adjust:exact;print-color-adjust:exact}',
  'body{background:#fff;font-size:11pt}',
  'main{max-width:none;padding:0}',
  '.pc-section{break-before:page;page-break-before:always;border:0;border-radius:0;margin:0;padding:8mm 0}',
  '.pc-section:first-of-type{break-before:auto;page-break-before:auto}',
  'h2,h3{break-after:avoid;page-break-after:avoid}',
  'a{color:inherit;text-decoration:none}',
];

const PRINT_RULES = [
  '.pc-cover{padding:20mm 12mm;border-radius:0}',
  '.pc-brand{box-shadow:none}',
  '.pc-chart-figure{break-inside:avoid;page-break-inside:avoid}',
  // A chart keeps the size it was drawn at on screen (the beforeprint redraw sees the screen's
  // layout), scaled down to the page's width: a fixed print height cut it short and its legend ran
  // into the caption below.
  '.pc-chart{height:auto;break-inside:avoid;page-break-inside:avoid}',
  '.pc-chart canvas{max-width:100%!important;height:auto!important}',
  // On paper the chart stands above the needs table, which gets the page's width (a narrow column
  // made it taller than the page), and the table reads as one: it moves to the next page whole.
  '.pc-needs{grid-template-columns:minmax(0,1fr)}',
  '.pc-needs-table{break-inside:avoid;page-break-inside:avoid}',
  '.pc-card,.pc-plan,.pc-callout,.pc-stat,.pc-advisor,.pc-steps li{break-inside:avoid;page-break-inside:avoid}',
  '.pc-table tr{break-inside:avoid;page-break-inside:avoid}',
  '.pc-table-wrap{overflow:visible}',
  '.pc-draft{position:static;border-radius:0}',
  '.pc-footer{margin:0;padding:6mm 0 0}',
];

/** The classes an HTML text uses in its class attributes. */
function classesUsed(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    for (const name of (match[1] ?? match[2] ?? '').split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** The rule with only the selectors whose pc- classes are all used, or null when none is. */
function pruneRule(rule: string, used: ReadonlySet<string>): string | null {
  const brace = rule.indexOf('{');
  const kept = rule
    .slice(0, brace)
    .split(',')
    .filter((selector) =>
      [...selector.matchAll(/\.(pc-[a-z0-9-]+)/g)].every((m) => used.has(m[1] ?? '')),
    );
  return kept.length > 0 ? `${kept.join(',')}${rule.slice(brace)}` : null;
}

function pruned(rules: readonly string[], used: ReadonlySet<string>): string[] {
  return rules.map((rule) => pruneRule(rule, used)).filter((rule): rule is string => rule !== null);
}

/**
 * The CSS a page needs: the base and print base rules always, and each class rule when the
 * page's HTML uses the classes it names. Deterministic; one rule per line.
 */
export function compileStylesheet(html: string, colours: TColourSet): string {
  const used = classesUsed(html);
  const narrow = pruned(NARROW_RULES, used);
  const phone = pruned(PHONE_RULES, used);
  return [
    ...baseRules(colours),
    ...pruned(classRules(colours), used),
    `@media (max-width:720px){${narrow.join('')}}`,
    `@media (max-width:480px){${phone.join('')}}`,
    '@page{margin:14mm}',
    `@media print{${[...PRINT_BASE, ...pruned(PRINT_RULES, used)].join('\n')}}`,
  ].join('\n');
}
