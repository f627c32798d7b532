// The advisor's unsaved edit of a presentation's sections: the ordered list as it will be saved,
// and the steps taken (moves, hiding, a section's edit) so each can be undone before saving. A block
// a template locked in place moves only with the section it follows (the server refuses otherwise).
import type { DocumentSection } from './presentation-types';

export interface DraftSection {
  id: string;
  title: string;
  html: string;
  hidden: boolean;
}

interface Step {
  sections: DraftSection[];
  /** What the step did, for the Undo button: "Moved “Costs” up". */
  label: string;
}

export interface DraftState {
  sections: DraftSection[];
  past: Step[];
  /** The ids of the blocks a template locked in place. */
  locked: readonly string[];
}

export type DraftAction =
  | { type: 'move'; id: string; by: -1 | 1 }
  | { type: 'toggle-hidden'; id: string }
  | { type: 'set-title'; id: string; title: string }
  | { type: 'set-html'; id: string; html: string }
  /** Records the sections as they were before a finished section edit, so the edit can be undone. */
  | { type: 'record'; before: DraftSection[]; label: string }
  /** Puts one section back as it was in `before` (discarding the open editor's changes). */
  | { type: 'restore-section'; id: string; before: DraftSection[] }
  | { type: 'undo' };

export function draftFrom(sections: readonly DocumentSection[]): DraftState {
  return {
    sections: sections.map(({ id, title, html, hidden }) => ({ id, title, html, hidden })),
    past: [],
    locked: sections.filter((s) => s.block?.locked).map((s) => s.id),
  };
}

/** Where the rows that move with the one at `start` end: the locked blocks right after it. */
function groupEnd(sections: readonly DraftSection[], locked: ReadonlySet<string>, start: number) {
  let end = start + 1;
  while (end < sections.length && locked.has(sections[end]?.id ?? '')) end += 1;
  return end;
}

/**
 * The sections with `id` moved one place up or down, together with the locked blocks after it and
 * past a neighbour's whole group; null when it cannot move that way (a locked block never moves
 * alone, and nothing moves above the locked blocks that open the page).
 */
export function movedSections(state: DraftState, id: string, by: -1 | 1): DraftSection[] | null {
  const { sections } = state;
  const locked = new Set(state.locked);
  const from = sections.findIndex((s) => s.id === id);
  if (from < 0 || locked.has(id)) return null;
  const end = groupEnd(sections, locked, from);
  const group = sections.slice(from, end);
  if (by > 0) {
    if (end >= sections.length) return null;
    const next = groupEnd(sections, locked, end);
    return [
      ...sections.slice(0, from),
      ...sections.slice(end, next),
      ...group,
      ...sections.slice(next),
    ];
  }
  let start = from - 1;
  while (start >= 0 && locked.has(sections[start]?.id ?? '')) start -= 1;
  if (start < 0) return null;
  return [
    ...sections.slice(0, start),
    ...group,
    ...sections.slice(start, from),
    ...sections.slice(end),
  ];
}

const MAX_STEPS = 50;
const push = (state: DraftState, label: string): Step[] =>
  [...state.past, { sections: state.sections, label }].slice(-MAX_STEPS);
const quoted = (title: string) => `“${title.trim() || 'Untitled'}”`;

export function draftReducer(state: DraftState, action: DraftAction): DraftState {
  switch (action.type) {
    case 'move': {
      const moving = state.sections.find((s) => s.id === action.id);
      const sections = movedSections(state, action.id, action.by);
      if (!moving || !sections) return state;
      return {
        ...state,
        sections,
        past: push(state, `Moved ${quoted(moving.title)} ${action.by < 0 ? 'up' : 'down'}`),
      };
    }
    case 'toggle-hidden': {
      const section = state.sections.find((s) => s.id === action.id);
      if (!section) return state;
      return {
        ...state,
        sections: state.sections.map((s) => (s.id === action.id ? { ...s, hidden: !s.hidden } : s)),
        past: push(state, `${section.hidden ? 'Showed' : 'Hid'} ${quoted(section.title)}`),
      };
    }
    case 'set-title':
      return {
        ...state,
        sections: state.sections.map((s) =>
          s.id === action.id ? { ...s, title: action.title } : s,
        ),
      };
    case 'set-html':
      return {
        ...state,
        sections: state.sections.map((s) => (s.id === action.id ? { ...s, html: action.html } : s)),
      };
    case 'record':
      return {
        ...state,
        past: [...state.past, { sections: action.before, label: action.label }].slice(-MAX_STEPS),
      };
    case 'restore-section': {
      const before = action.before.find((s) => s.id === action.id);
      return before
        ? { ...state, sections: state.sections.map((s) => (s.id === action.id ? before : s)) }
        : state;
    }
    case 'undo': {
      const last = state.past.at(-1);
      return last ? { ...state, sections: last.sections, past: state.past.slice(0, -1) } : state;
    }
  }
}

/** The section as the advisor left it differs from the saved one (text, title or visibility). */
export function sectionChanged(draft: DraftSection, saved: DocumentSection | undefined): boolean {
  if (!saved) return true;
  return draft.title !== saved.title || draft.html !== saved.html || draft.hidden !== saved.hidden;
}

/** How many sections were changed or moved, for "3 unsaved changes". */
export function countChanges(
  draft: readonly DraftSection[],
  saved: readonly DocumentSection[],
): number {
  const byId = new Map(saved.map((s) => [s.id, s]));
  let changes = draft.filter((s) => sectionChanged(s, byId.get(s.id))).length;
  if (draft.map((s) => s.id).join('|') !== saved.map((s) => s.id).join('|')) changes += 1;
  return changes;
}
