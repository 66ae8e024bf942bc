import { useSyncExternalStore } from 'react';
import type { StudioBox } from '../api/generated';

/** Mark is one numbered outline on the live mirror (an observed candidate). */
export interface Mark { box: StudioBox; label: string }

/** MarkSet is what the mirror of one session outlines, and which one is in focus. */
export interface MarkSet { sessionId: string; marks: Mark[]; active: number }

let current: MarkSet | null = null;
const listeners = new Set<() => void>();

/** setMarks outlines marks on sessionId's mirror (empty clears them). */
export function setMarks(sessionId: string, marks: Mark[], active = -1) {
  current = marks.length ? { sessionId, marks, active } : null;
  listeners.forEach((l) => l());
}

/** focusMark brings one mark forward (-1: none). */
export function focusMark(active: number) {
  if (!current || current.active === active) return;
  current = { ...current, active };
  listeners.forEach((l) => l());
}

/** clearMarks removes the outlines of sessionId (any session when omitted). */
export function clearMarks(sessionId?: string) {
  if (!current || (sessionId && current.sessionId !== sessionId)) return;
  setMarks('', []);
}

/** useMarks returns the marks to draw on sessionId's mirror. */
export function useMarks(sessionId: string | undefined): MarkSet | null {
  const m = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  return m && sessionId && m.sessionId === sessionId ? m : null;
}
