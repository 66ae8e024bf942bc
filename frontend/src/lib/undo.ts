import { useCallback, useState } from 'react';

/** History is an undo/redo stack of immutable values. */
export interface History<T> { past: T[]; present: T; future: T[] }

export function push<T>(h: History<T>, next: T, limit = 200): History<T> {
  if (Object.is(next, h.present)) return h;
  const past = [...h.past, h.present];
  if (past.length > limit) past.shift();
  return { past, present: next, future: [] };
}

export function undo<T>(h: History<T>): History<T> {
  if (!h.past.length) return h;
  const past = h.past.slice(0, -1);
  return { past, present: h.past[h.past.length - 1], future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  if (!h.future.length) return h;
  const [next, ...future] = h.future;
  return { past: [...h.past, h.present], present: next, future };
}

/** useHistory keeps a value with undo/redo; reset replaces it and clears both stacks. */
export function useHistory<T>(initial: T) {
  const [h, setH] = useState<History<T>>({ past: [], present: initial, future: [] });
  return {
    value: h.present,
    canUndo: h.past.length > 0,
    canRedo: h.future.length > 0,
    set: useCallback((v: T) => setH((cur) => push(cur, v)), []),
    /** replace swaps the present value without an undo step (e.g. the stored copy after a save). */
    replace: useCallback((v: T) => setH((cur) => ({ ...cur, present: v })), []),
    reset: useCallback((v: T) => setH({ past: [], present: v, future: [] }), []),
    undo: useCallback(() => setH(undo), []),
    redo: useCallback(() => setH(redo), []),
  };
}
