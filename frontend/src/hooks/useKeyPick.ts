import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageElement } from '../api/generated';
import type { Highlight } from '../components/Mirror';
import { useApi } from '../lib/api-context';
import { errorText } from '../lib/toast';

/** Keys that move the keyboard pick's candidate: +1 forward, -1 back, ±Infinity to the ends. */
const MOVES: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: -Infinity, End: Infinity };

/** keyPickHint tells a keyboard user how to pick. */
export const keyPickHint = '↓/↑ step through the elements, Enter picks, Esc cancels';

/** describeElement is "button “Sign in”", shortened for the mirror's label. */
function describeElement(el: PageElement): string {
  const d = el.description || `${el.role} "${el.name}"`;
  return d.length > 80 ? d.slice(0, 80) + '…' : d;
}

/**
 * useKeyPick lets a keyboard user pick an element of the live page without
 * a pointer: while active, the arrow keys (Home, End) step a highlighted
 * candidate through the page's elements in document order, Enter picks it
 * (onPick gets its centre, as a click there would) and Escape drops it.
 * The list is read from the page on the first key press and again after
 * each pick or when the page changes (pageKey). announce says the
 * candidate's role and name for a live region.
 */
export function useKeyPick(sessionId: string | null | undefined, active: boolean, pageKey: string | undefined, onPick: (x: number, y: number) => void) {
  const api = useApi();
  const [list, setList] = useState<PageElement[] | null>(null);
  const [index, setIndex] = useState(-1);
  const [announce, setAnnounce] = useState('');
  const loading = useRef(false);
  // seq drops a list that arrives after Escape or a page change.
  const seq = useRef(0);

  useEffect(() => {
    seq.current++;
    setList(null);
    setIndex(-1);
    setAnnounce('');
  }, [sessionId, active, pageKey]);

  const show = useCallback((els: PageElement[], i: number) => {
    setIndex(i);
    const el = els[i];
    setAnnounce(el ? `${describeElement(el)}, ${i + 1} of ${els.length}. Enter picks it.` : '');
  }, []);

  const move = useCallback(
    async (step: number) => {
      if (!sessionId || loading.current) return;
      let els = list;
      if (!els) {
        loading.current = true;
        const mine = seq.current;
        try {
          els = await api.PageElements(sessionId);
          if (mine !== seq.current) return;
        } catch (e) {
          setAnnounce(`Cannot list the page's elements: ${errorText(e)}`);
          return;
        } finally {
          loading.current = false;
        }
        setList(els);
        if (!els.length) {
          setAnnounce('Nothing on this page to pick.');
          return;
        }
      }
      const n = els.length;
      if (!n) return;
      let i: number;
      if (step === -Infinity) i = 0;
      else if (step === Infinity) i = n - 1;
      else if (index < 0 || !list) i = step > 0 ? 0 : n - 1;
      else i = (index + step + n) % n;
      show(els, i);
    },
    [api, sessionId, list, index, show],
  );

  /** onKeyDown handles a key on the pick surface; it returns true when the key was the pick's. */
  const onKeyDown = useCallback(
    (e: React.KeyboardEvent): boolean => {
      if (!active || e.ctrlKey || e.metaKey || e.altKey) return false;
      if (e.key in MOVES) {
        e.preventDefault();
        void move(MOVES[e.key]);
        return true;
      }
      const el = list && index >= 0 ? list[index] : null;
      if ((e.key === 'Enter' || e.key === ' ') && el) {
        e.preventDefault();
        setList(null);
        setIndex(-1);
        setAnnounce(`Picked ${describeElement(el)}.`);
        onPick(Math.round(el.box.x + el.box.w / 2), Math.round(el.box.y + el.box.h / 2));
        return true;
      }
      if (e.key === 'Escape') {
        // The first Escape drops the candidate; with none, it is the caller's.
        seq.current++;
        setIndex(-1);
        setList(null);
        setAnnounce('');
        if (el) e.preventDefault();
        return !!el;
      }
      return false;
    },
    [active, list, index, move, onPick],
  );

  const el = active && list && index >= 0 ? list[index] : null;
  const cursor: Highlight | null = el ? { box: el.box, label: describeElement(el) } : null;
  return { cursor, announce: active ? announce : '', onKeyDown };
}
