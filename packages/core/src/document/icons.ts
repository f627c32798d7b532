// The design system's inline icons: small line drawings on a 24×24 grid that take the text colour,
// so a page needs no icon font.
import { replacePlaceholders } from './figures';
import { isIconId, type TIconId } from './placeholders';

const ICON_SHAPES: Readonly<Record<TIconId, string>> = {
  user: '<circle cx="12" cy="8" r="4"/><path d="M4 21v-1a8 8 0 0 1 16 0v1"/>',
  users:
    '<circle cx="9" cy="8" r="3.5"/><path d="M2 20v-.5a7 7 0 0 1 14 0v.5M15.5 4.6a3.5 3.5 0 0 1 0 6.8M18 13.4a6.5 6.5 0 0 1 4 6.1v.5"/>',
  briefcase:
    '<rect x="3" y="7" width="18" height="13" rx="2"/><path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18"/>',
  wallet:
    '<rect x="3" y="6" width="18" height="14" rx="2"/><path d="M21 10.5h-4.5a2 2 0 0 0 0 4H21M6 6l9.5-3 1.2 3"/>',
  heart:
    '<path d="M12 20C5 15.5 3 12 3 8.8A4.8 4.8 0 0 1 12 6.5a4.8 4.8 0 0 1 9 2.3C21 12 19 15.5 12 20z"/>',
  'map-pin':
    '<path d="M12 22s7-6.1 7-12a7 7 0 0 0-14 0c0 5.9 7 12 7 12z"/><circle cx="12" cy="10" r="2.5"/>',
  check: '<path d="M4 12.5l5 5L20 6.5"/>',
  phone: '<rect x="6" y="2" width="12" height="20" rx="2.5"/><path d="M11 18h2"/>',
  mail: '<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3.5 7l8.5 6 8.5-6"/>',
  question:
    '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.4 2.3c-.6.3-.9.9-.9 1.6v.6M12 17.2v.1"/>',
  calendar: '<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>',
  shield:
    '<path d="M12 3l8 3v6c0 4.7-3.4 8-8 9.5C7.4 20 4 16.7 4 12V6z"/><path d="M9 12l2 2 4-4"/>',
  'arrow-right': '<path d="M5 12h14M13 6l6 6-6 6"/>',
  star: '<path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z"/>',
  home: '<path d="M3 11l9-7 9 7"/><path d="M5 9.5V20h5v-6h4v6h5V9.5"/>',
  chart: '<path d="M3 3v18h18M7.5 16v-3M11.5 16V9M15.5 16v-5M19.5 16V6"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
  file: '<path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z"/><path d="M14 3v5h5M9 13h6M9 17h6"/>',
};

/** One icon as an inline SVG, decorative (hidden from screen readers). */
export function iconSvg(id: TIconId): string {
  return `<svg class="pc-svg-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${ICON_SHAPES[id]}</svg>`;
}

/**
 * Every `data-icon` placeholder replaced by its SVG (wrapped in a span keeping the placeholder's
 * content classes, such as pc-icon, when it had any); unknown ids dropped.
 */
export function fillIcons(html: string): string {
  return replacePlaceholders(html, 'data-icon', (id, classes) => {
    if (!isIconId(id)) return '';
    return classes.length > 0
      ? `<span class="${classes.join(' ')}">${iconSvg(id)}</span>`
      : iconSvg(id);
  });
}
