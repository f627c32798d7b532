// The edit panel's working state: the draft of the sections with its undo steps, the one section open
// in the editor, what the screen reader hears after each step, and the keyboard focus after a move.
// While the draft differs from the saved sections, the page is told and leaving it asks first.
import { useEffect, useReducer, useRef, useState } from 'react';

import type { DocumentSection } from './presentation-types';
import {
  countChanges,
  draftFrom,
  draftReducer,
  movedSections,
  type DraftSection,
} from './section-draft';

export function useSectionDraft(
  sections: readonly DocumentSection[],
  onDirtyChange: (dirty: boolean) => void,
) {
  const [draft, dispatch] = useReducer(draftReducer, sections, draftFrom);
  const [openId, setOpenId] = useState<string | null>(null);
  const [editStart, setEditStart] = useState<DraftSection[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const controls = useRef(new Map<string, HTMLButtonElement | null>());
  const pendingFocus = useRef<string | null>(null);

  const changes = countChanges(draft.sections, sections);
  const dirty = changes > 0;
  const lastStep = draft.past.at(-1);

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange(false), [onDirtyChange]);

  // Leaving the page with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // A moved row keeps the keyboard focus on the control that moved it (or its twin at either end).
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    pendingFocus.current = null;
    const [id, which] = key.split(':');
    const target = controls.current.get(key);
    const twin = controls.current.get(`${id}:${which === 'up' ? 'down' : 'up'}`);
    (target && !target.disabled ? target : twin)?.focus();
  }, [draft.sections]);

  /** Remembers a row's control ('<id>:edit', '<id>:up', '<id>:down') for the focus to return to. */
  const registerControl = (key: string, node: HTMLButtonElement | null) => {
    controls.current.set(key, node);
  };

  const titleOf = (id: string) => draft.sections.find((s) => s.id === id)?.title ?? '';

  /** Whether the row can move that way (with the locked blocks after it, past a whole group). */
  const canMove = (id: string, by: -1 | 1) => movedSections(draft, id, by) !== null;

  const move = (id: string, by: -1 | 1) => {
    const moved = movedSections(draft, id, by);
    if (!moved) return;
    const to = moved.findIndex((s) => s.id === id);
    pendingFocus.current = `${id}:${by < 0 ? 'up' : 'down'}`;
    dispatch({ type: 'move', id, by });
    setAnnouncement(`“${titleOf(id)}” moved to position ${to + 1} of ${moved.length}.`);
  };

  const toggleHidden = (id: string) => {
    const section = draft.sections.find((s) => s.id === id);
    if (!section) return;
    dispatch({ type: 'toggle-hidden', id });
    setAnnouncement(
      `“${section.title}” ${section.hidden ? 'is shown again' : 'is hidden from your client'}.`,
    );
  };

  const closeEditor = (keep: boolean) => {
    if (!openId || !editStart) return;
    const before = editStart.find((s) => s.id === openId);
    const now = draft.sections.find((s) => s.id === openId);
    if (!keep) {
      dispatch({ type: 'restore-section', id: openId, before: editStart });
      setAnnouncement(`Changes to “${before?.title ?? ''}” discarded.`);
    } else if (before && now && (before.title !== now.title || before.html !== now.html)) {
      dispatch({ type: 'record', before: editStart, label: `Edited “${now.title}”` });
      setAnnouncement(`Changes to “${now.title}” kept. Save to publish them.`);
    }
    const closing = openId;
    setOpenId(null);
    setEditStart(null);
    window.setTimeout(() => controls.current.get(`${closing}:edit`)?.focus(), 0);
  };

  const openEditor = (id: string) => {
    if (openId) closeEditor(true);
    setEditStart(draft.sections);
    setOpenId(id);
  };

  const undo = () => {
    if (!lastStep) return;
    dispatch({ type: 'undo' });
    setAnnouncement(`Undone: ${lastStep.label}.`);
  };

  return {
    draft,
    dispatch,
    changes,
    dirty,
    lastStep,
    openId,
    editStart,
    announcement,
    registerControl,
    canMove,
    move,
    toggleHidden,
    openEditor,
    closeEditor,
    undo,
  };
}
