// The stylesheet's rules for small screens: below 720 px the page tightens its spacing, blocks and
// charts so a presentation reads on a phone without feeling cramped; below 480 px tables of more
// than three columns (labelled by table-labels.ts) become one card per row, each cell reading
// "label, value", and every other table fits the screen's width: nothing scrolls sideways.

/** Class rules for narrow screens (phones, 375 px and up, and small tablets). */
export const NARROW_RULES = [
  'main{padding:12px 8px 32px}',
  'body{line-height:1.55}',
  'h1{font-size:1.85rem}',
  'h2{font-size:1.4rem;margin-bottom:.5em}',
  'h3{margin:1em 0 .4em}',
  '.pc-section{padding:20px 14px;border-radius:14px;margin:0 0 10px}',
  '.pc-cover{padding:28px 16px}',
  '.pc-brand{margin-bottom:16px}',
  '.pc-brand-logo{height:40px;max-width:180px}',
  '.pc-lead{font-size:1.05rem}',
  '.pc-needs,.pc-grid-2{grid-template-columns:minmax(0,1fr)}',
  '.pc-grid{gap:10px}',
  '.pc-grid-2{gap:12px}',
  '.pc-card{padding:14px}',
  '.pc-card>.pc-icon{width:2rem;height:2rem;font-size:1rem}',
  '.pc-snapshot{grid-template-columns:repeat(2,minmax(0,1fr));gap:8px}',
  '.pc-snapshot .pc-card{padding:10px 12px}',
  '.pc-snapshot .pc-card>.pc-icon{float:left;width:auto;height:auto;margin:0 6px 0 0;background:none;border-radius:0;line-height:1.35}',
  '.pc-snapshot .pc-value{font-size:1.05rem;line-height:1.35}',
  '.pc-chips{gap:6px}',
  '.pc-chips li{padding:4px 12px}',
  '.pc-stats{gap:8px;margin:20px 0 4px}',
  '.pc-stat{flex:1 1 100%;display:flex;justify-content:space-between;align-items:baseline;gap:12px;padding:6px 14px}',
  '.pc-stat strong{font-size:1.2rem;white-space:nowrap}',
  '.pc-quote{margin:14px 0;padding-left:14px;font-size:1rem}',
  '.pc-callout{padding:12px 14px;margin:14px 0}',
  '.pc-faq{gap:10px}',
  '.pc-plans{gap:12px}',
  '.pc-plan{padding:16px}',
  '.pc-plan h3{font-size:1.15rem}',
  '.pc-plan-price{padding-top:8px}',
  '.pc-checks li{margin:.3em 0}',
  '.pc-steps{gap:8px;margin-top:14px}',
  '.pc-steps li{padding:8px 12px 8px 46px}',
  '.pc-steps li::before{left:12px;top:8px;width:26px;height:26px}',
  '.pc-footer-note{display:none}',
  '.pc-advisor{gap:14px}',
  '.pc-small{font-size:.8125rem;line-height:1.45}',
  '.pc-small p{margin:.5em 0}',
  '.pc-small li{margin:.15em 0}',
  // The needs table reads as rows of "part, amount" with its reason below, unless it is wide
  // enough to become cards (then labelled, with a role).
  '.pc-needs-table:not([role]) tr{display:grid;grid-template-columns:minmax(0,1fr) auto;border-bottom:1px solid var(--line)}',
  '.pc-needs-table td{border-bottom:0}',
  '.pc-needs-methods:not([role]) tr{grid-template-columns:minmax(0,1.3fr) minmax(0,1fr) minmax(0,1fr);column-gap:8px}',
  '.pc-needs-methods thead tr{column-gap:0;background:var(--secondary)}',
  '.pc-needs-methods th{white-space:normal;overflow-wrap:normal;padding:8px 6px;font-size:.75rem}',
  // Two gap amounts side by side fit a phone's columns only at the table's own size.
  '.pc-needs-methods .pc-gap td{font-size:inherit}',
  '.pc-needs-table th.pc-why{display:none}',
  '.pc-needs-table td.pc-why{grid-column:1/-1;padding-top:0;font-size:.8rem;font-weight:400;color:var(--muted)}',
  '.pc-chart-figure{margin:10px 0}',
  '.pc-chart{height:210px}',
  '.pc-chart-bars{height:140px}',
  '.pc-table{font-size:.875rem}',
  '.pc-table th,.pc-table td{padding:8px}',
];

const VISUALLY_HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0';

/** Rules for phones: wide tables as labelled cards, and every table within the screen's width. */
export const PHONE_RULES = [
  'td,th{overflow-wrap:anywhere}',
  '.pc-table th.pc-num{white-space:normal}',
  '.pc-alternatives tr{display:grid;grid-template-columns:minmax(0,1fr) auto;border-bottom:1px solid var(--line)}',
  '.pc-alternatives td{border-bottom:0}',
  '.pc-alternatives th.pc-why{display:none}',
  '.pc-alternatives td.pc-why{grid-column:1/-1;padding-top:0;font-size:.8rem}',
  // Beside the needs table, the chart's summary would repeat the table's rows: screen readers keep it.
  `.pc-needs .pc-chart-caption{${VISUALLY_HIDDEN}}`,
  // A technical page's table shows every part by both methods: on a phone the doughnut of one
  // method would only repeat it (wider screens and print keep it beside the table).
  'body[data-style="technical"] .pc-needs .pc-chart-figure{display:none}',
  // The header row stays for screen readers (the table keeps its roles), out of sight.
  `.pc-table-cards thead{${VISUALLY_HIDDEN}}`,
  '.pc-table-cards,.pc-table-cards tbody,.pc-table-cards tfoot,.pc-table-cards tr{display:block;width:100%}',
  '.pc-table-cards tr{border:1px solid var(--line);border-radius:12px;padding:8px 12px;margin:0 0 8px;background:#fff}',
  '.pc-table-cards td,.pc-table-cards th{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px;padding:3px 0;border:0;text-align:left;white-space:normal;background:none;color:inherit;font-weight:inherit}',
  // The label is shown, not read again: a screen reader already hears the column header.
  '.pc-table-cards [data-label]::before{content:attr(data-label);content:attr(data-label) / "";color:var(--muted);font-weight:500}',
  '.pc-table-cards td:not([data-label]),.pc-table-cards th:not([data-label]){display:block}',
  '.pc-table-cards tr>:first-child{display:block;font-weight:700;padding-bottom:4px}',
  '.pc-table-cards tr>:first-child::before{content:none}',
  '.pc-table-cards tfoot tr,.pc-table-cards tr.pc-total{background:var(--primary-soft);border-color:var(--primary)}',
  '.pc-table-cards tfoot td,.pc-table-cards .pc-total td{font-weight:700}',
  '.pc-table-cards td.pc-why{display:block;font-size:.8rem;font-weight:400;color:var(--muted)}',
  '.pc-table-cards td.pc-why::before{content:none}',
];
