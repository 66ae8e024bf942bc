import { useCallback, useEffect, useRef, useState } from 'react';
import type { Edit, Problem, Trajectory } from '../api/generated';
import { ApiError } from '../api/transport';
import { useApi } from '../lib/api-context';
import { errorText, useToast } from '../lib/toast';
import { useHistory } from '../lib/undo';

/**
 * useDraft keeps one trajectory being edited: the stored copy, the draft
 * with undo/redo, and the validation problems. Edits go through the engine
 * (EditTrajectory) so the UI never rewrites a trajectory itself; save writes
 * a new revision over the stored one.
 */
export function useDraft(id: string) {
  const api = useApi();
  const toast = useToast();
  const h = useHistory<Trajectory | null>(null);
  const { set, replace, reset: resetHistory } = h;
  const draft = h.value;
  // draftRef lets callbacks read the latest draft without re-creating them.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [saved, setSaved] = useState<Trajectory | null>(null);
  // savedRef is the stored copy as of the last save, for settle.
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const [loadError, setLoadError] = useState('');
  const [problems, setProblems] = useState<Problem[]>([]);
  const dirty = !!draft && !!saved && draft !== saved;
  // storedProblems are what the store's rules find wrong with the stored
  // copy: a flow saved before the current limits (a longer name, a step
  // timeout out of range) opens with them and is not saved or exported
  // again until they are changed.
  const [storedProblems, setStoredProblems] = useState<Problem[]>([]);
  useEffect(() => {
    if (!saved) return;
    let current = true;
    api.ValidateTrajectory(saved).then((ps) => current && setStoredProblems(ps), () => {});
    return () => {
      current = false;
    };
  }, [api, saved]);
  // nameRef is the field of the flow's name: a save refused for the name
  // (the engine's "Give the flow a name…") puts the keyboard there.
  const nameRef = useRef<HTMLInputElement>(null);

  /** reset makes t both the stored copy and the draft, clearing undo. */
  const reset = useCallback(
    (t: Trajectory) => {
      resetHistory(t);
      setSaved(t);
      draftRef.current = t;
      savedRef.current = t;
    },
    [resetHistory],
  );

  const load = useCallback(async () => {
    try {
      const t = await api.GetTrajectory(id);
      reset(t);
      setLoadError('');
      // The problems of the flow as loaded, unless an edit (with problems of its own) came first.
      api.ValidateTrajectory(t).then((ps) => draftRef.current === t && setProblems(ps), () => {});
    } catch (e) {
      setLoadError(errorText(e));
    }
  }, [api, id, reset]);

  // pending are the edits on their way through the engine: a save waits
  // for them, so that a field committed as the save starts (Ctrl+S in the
  // Start URL field blurs it) is in the revision written.
  const pending = useRef(new Set<Promise<unknown>>());
  const edit = useCallback(
    (edits: Edit[]): Promise<Trajectory | null> => {
      const cur = draftRef.current;
      if (!cur) return Promise.resolve(null);
      const run = (async () => {
        try {
          const r = await api.EditTrajectory(cur, edits);
          set(r.trajectory);
          draftRef.current = r.trajectory; // before the next render, for a save waiting on this edit
          setProblems(r.problems ?? []);
          return r.trajectory;
        } catch (e) {
          toast(errorText(e), { kind: 'error' });
          return null;
        }
      })();
      pending.current.add(run);
      void run.finally(() => pending.current.delete(run));
      return run;
    },
    [api, set, toast],
  );

  /**
   * settle waits for the edits on their way through the engine (a field
   * committed by the key that starts a run: Ctrl+Enter in a field commits
   * it first) and says whether the draft then differs from the stored
   * copy: what a run must know before it plays the stored revision.
   */
  const settle = useCallback(async (): Promise<boolean> => {
    while (pending.current.size) await Promise.allSettled([...pending.current]);
    return !!draftRef.current && !!savedRef.current && draftRef.current !== savedRef.current;
  }, []);

  /** editing says whether edits are on their way through the engine (a field committed as the screen is left). */
  const editing = useCallback(() => pending.current.size > 0, []);

  // saving is the save under way: a second save (Run all right after Save)
  // waits for it instead of writing the same revision twice (a conflict).
  const saving = useRef<Promise<Trajectory | null> | null>(null);
  const saveNow = useCallback(async (): Promise<Trajectory | null> => {
    while (pending.current.size) await Promise.allSettled([...pending.current]);
    const cur = draftRef.current;
    if (!cur || !saved) return null;
    // A draft that holds what the stored revision holds is not sent: a
    // new revision would be the same as the last one. (Undo back to it,
    // or an edit and its opposite, leave such a draft.)
    const nothing = (t: Trajectory) => {
      replace(t);
      draftRef.current = t;
      toast('Nothing to save', { kind: 'info', ms: 2500 });
      return t;
    };
    if (cur === saved || sameFlow(cur, saved)) return nothing(saved);
    try {
      const t = await api.SaveTrajectory({ ...cur, revision: saved.revision });
      if (t.revision === saved.revision) return nothing(saved); // the engine found nothing to save either
      setSaved(t);
      savedRef.current = t;
      replace(t);
      draftRef.current = t;
      setProblems([]);
      toast(`Saved revision ${t.revision}`, { kind: 'ok' });
      return t;
    } catch (e) {
      const refused = e instanceof ApiError && e.code === 'invalid' && Array.isArray(e.details) ? (e.details as Problem[]) : null;
      if (refused?.length && refused.every(isNameProblem)) {
        // Said next to the name field (the editor shows the problem there), which gets the keyboard.
        setProblems((ps) => [...refused, ...ps.filter((p) => !isNameProblem(p))]);
        nameRef.current?.focus();
        return null;
      }
      if (refused) setProblems(refused);
      toast(errorText(e), {
        kind: 'error',
        action: e instanceof ApiError && e.code === 'conflict' ? { label: 'Reload', run: () => void load() } : undefined,
      });
      return null;
    }
  }, [api, saved, replace, toast, load]);
  const save = useCallback((): Promise<Trajectory | null> => {
    if (!saving.current) {
      saving.current = saveNow().finally(() => {
        saving.current = null;
      });
    }
    return saving.current;
  }, [saveNow]);

  return {
    draft,
    draftRef,
    nameRef,
    saved,
    dirty,
    loadError,
    problems,
    storedProblems,
    /** set records a new draft (one undo step), e.g. after an instruction recorded on the live page. */
    set,
    reset,
    load,
    edit,
    save,
    settle,
    editing,
    undo: h.undo,
    redo: h.redo,
    canUndo: h.canUndo,
    canRedo: h.canRedo,
  };
}

/** sameFlow says whether a and b hold the same flow, whatever the order of their fields. */
export function sameFlow(a: Trajectory, b: Trajectory): boolean {
  const sorted = (_: string, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : v;
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted);
}

/** isNameProblem says whether p is a problem of the flow's name (its field "name", no step). */
export function isNameProblem(p: Problem): boolean {
  return !p.step && p.field === 'name';
}

/** Draft is what useDraft returns. */
export type Draft = ReturnType<typeof useDraft>;
