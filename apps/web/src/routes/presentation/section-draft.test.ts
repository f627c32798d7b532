import { describe, expect, it } from 'vitest';

import type { DocumentSection } from './presentation-types';
import { countChanges, draftFrom, draftReducer, type DraftState } from './section-draft';

const saved: DocumentSection[] = ['cover', 'needs', 'plan'].map((id) => ({
  id,
  kind: id,
  title: `Title ${id}`,
  html: `<p>${id}</p>`,
  charts: [],
  hidden: false,
  source: 'ai',
  replaced: null,
})) as DocumentSection[];

const ids = (state: DraftState) => state.sections.map((s) => s.id);

describe('the section draft', () => {
  it('moves, hides and undoes step by step, labelling each step', () => {
    let state = draftFrom(saved);
    state = draftReducer(state, { type: 'move', id: 'plan', by: -1 });
    expect(ids(state)).toEqual(['cover', 'plan', 'needs']);
    state = draftReducer(state, { type: 'toggle-hidden', id: 'cover' });
    expect(state.sections[0]?.hidden).toBe(true);
    expect(state.past.map((s) => s.label)).toEqual(['Moved “Title plan” up', 'Hid “Title cover”']);
    expect(countChanges(state.sections, saved)).toBe(2);

    state = draftReducer(state, { type: 'undo' });
    expect(state.sections[0]?.hidden).toBe(false);
    state = draftReducer(state, { type: 'undo' });
    expect(ids(state)).toEqual(['cover', 'needs', 'plan']);
    expect(countChanges(state.sections, saved)).toBe(0);
    expect(draftReducer(state, { type: 'undo' })).toBe(state);
  });

  it('keeps the ends: the first section cannot move up nor the last down', () => {
    const state = draftFrom(saved);
    expect(draftReducer(state, { type: 'move', id: 'cover', by: -1 })).toBe(state);
    expect(draftReducer(state, { type: 'move', id: 'plan', by: 1 })).toBe(state);
  });

  it('records a finished section edit as one step, and can discard an open one', () => {
    const start = draftFrom(saved);
    let state = draftReducer(start, {
      type: 'set-html',
      id: 'needs',
      html: '<p>needs, rewritten</p>',
    });
    state = draftReducer(state, { type: 'set-title', id: 'needs', title: 'What you need' });
    const discarded = draftReducer(state, {
      type: 'restore-section',
      id: 'needs',
      before: start.sections,
    });
    expect(discarded.sections).toEqual(start.sections);

    state = draftReducer(state, {
      type: 'record',
      before: start.sections,
      label: 'Edited “What you need”',
    });
    expect(countChanges(state.sections, saved)).toBe(1);
    state = draftReducer(state, { type: 'undo' });
    expect(state.sections).toEqual(start.sections);
  });
});
