import { describe, expect, it } from 'vitest';

import type { DocumentSection } from './presentation-types';
import {
  countChanges,
  draftFrom,
  draftReducer,
  movedSections,
  type DraftState,
} from './section-draft';

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

  describe('with blocks a template locked in place', () => {
    // The cover, then "needs" with two locked blocks after it, an unlocked block, then "plan".
    const row = (id: string, block?: { locked: boolean }) =>
      ({
        id,
        kind: block ? 'approved-block' : id,
        title: `Title ${id}`,
        html: `<p>${id}</p>`,
        charts: [],
        hidden: false,
        source: 'built-in',
        replaced: null,
        ...(block ? { block: { id: `block-${id}`, hash: 'a'.repeat(64), ...block } } : {}),
      }) as DocumentSection;
    const withBlocks = [
      row('cover'),
      row('needs'),
      row('b1', { locked: true }),
      row('b2', { locked: true }),
      row('free', { locked: false }),
      row('plan'),
    ];
    const move = (state: DraftState, id: string, by: -1 | 1) =>
      draftReducer(state, { type: 'move', id, by });

    it('never moves a locked block on its own', () => {
      const state = draftFrom(withBlocks);
      expect(state.locked).toEqual(['b1', 'b2']);
      for (const by of [-1, 1] as const) {
        expect(move(state, 'b1', by)).toBe(state);
        expect(movedSections(state, 'b2', by)).toBeNull();
      }
    });

    it('moves a section with the locked blocks after it, past whole groups', () => {
      let state = draftFrom(withBlocks);
      state = move(state, 'needs', -1);
      expect(ids(state)).toEqual(['needs', 'b1', 'b2', 'cover', 'free', 'plan']);
      expect(state.past.at(-1)?.label).toBe('Moved “Title needs” up');
      state = move(state, 'cover', -1);
      expect(ids(state)).toEqual(['cover', 'needs', 'b1', 'b2', 'free', 'plan']);
      state = move(state, 'needs', 1);
      expect(ids(state)).toEqual(['cover', 'free', 'needs', 'b1', 'b2', 'plan']);
      state = move(state, 'needs', 1);
      expect(ids(state)).toEqual(['cover', 'free', 'plan', 'needs', 'b1', 'b2']);
      // The group is last: it cannot move down.
      expect(move(state, 'needs', 1)).toBe(state);
      // A row moving up skips over the whole group before it.
      state = move(state, 'plan', 1);
      expect(ids(state)).toEqual(['cover', 'free', 'needs', 'b1', 'b2', 'plan']);
      state = move(state, 'plan', -1);
      expect(ids(state)).toEqual(['cover', 'free', 'plan', 'needs', 'b1', 'b2']);
      // Undo keeps knowing which blocks are locked.
      state = draftReducer(state, { type: 'undo' });
      expect(state.locked).toEqual(['b1', 'b2']);
    });

    it('moves an unlocked block like any section', () => {
      let state = draftFrom(withBlocks);
      state = move(state, 'free', -1);
      expect(ids(state)).toEqual(['cover', 'free', 'needs', 'b1', 'b2', 'plan']);
      state = move(state, 'free', -1);
      expect(ids(state)).toEqual(['free', 'cover', 'needs', 'b1', 'b2', 'plan']);
    });

    it('keeps the locked blocks that open the list at the top', () => {
      const state = draftFrom([row('b1', { locked: true }), row('cover'), row('plan')]);
      expect(move(state, 'cover', -1)).toBe(state);
      expect(ids(move(state, 'plan', -1))).toEqual(['b1', 'plan', 'cover']);
    });
  });
});
