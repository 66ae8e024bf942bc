import { useCallback, useEffect, useRef, useState } from 'react';
import type { Highlight } from '../components/Mirror';
import { useApi } from '../lib/api-context';

/** hoverDelay is how long the pointer rests before the element under it is looked up. */
const hoverDelay = 120;

/**
 * usePickHover shows, in pick mode, the element under the pointer with its
 * role, name and size, as the browser's DevTools do: once the pointer rests,
 * the element at that point is looked up on the live page (read-only; one
 * look-up at a time, the latest point wins).
 */
export function usePickHover(sessionId: string | null | undefined, picking: boolean) {
  const api = useApi();
  const [hover, setHover] = useState<Highlight | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const seq = useRef(0);
  const inFlight = useRef(false);
  const next = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    setHover(null);
    next.current = null;
    seq.current++;
    return () => clearTimeout(timer.current);
  }, [sessionId, picking]);

  const look = useCallback(async () => {
    if (!sessionId || !picking || inFlight.current || !next.current) return;
    const p = next.current;
    next.current = null;
    const mine = ++seq.current;
    inFlight.current = true;
    try {
      const el = await api.PickElement(sessionId, p.x, p.y);
      if (mine !== seq.current) return;
      const name = el.name ? ` "${el.name.length > 60 ? el.name.slice(0, 60) + '…' : el.name}"` : '';
      setHover({ box: el.box, label: `${el.role || el.tag}${name}  ${Math.round(el.box.w)}×${Math.round(el.box.h)}` });
    } catch {
      if (mine === seq.current) setHover(null);
    } finally {
      inFlight.current = false;
      if (next.current) void look();
    }
  }, [api, sessionId, picking]);

  /** move reports the pointer at (x, y) in page CSS pixels, or null when it left the page. */
  const move = useCallback(
    (p: { x: number; y: number } | null) => {
      clearTimeout(timer.current);
      if (!p) {
        next.current = null;
        seq.current++;
        setHover(null);
        return;
      }
      next.current = p;
      timer.current = setTimeout(() => void look(), hoverDelay);
    },
    [look],
  );

  return { hover, move };
}
