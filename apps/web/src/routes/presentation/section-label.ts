// The runtime reports a section by its id ('where-you-are') or its heading; advisors read words.
export function sectionLabel(name: string): string {
  const words = name.replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}
