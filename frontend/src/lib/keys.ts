import { useEffect, useRef } from 'react';

/** isTyping reports whether a key event comes from a text field (shortcuts stay out of its way). */
export function isTyping(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!t) return false;
  const tag = t.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
}

/** keyName renders an event as "Mod+Shift+z" (Mod = Ctrl or ⌘). */
export function keyName(e: KeyboardEvent): string {
  const parts: string[] = [];
  if (e.ctrlKey || e.metaKey) parts.push('Mod');
  if (e.altKey) parts.push('Alt');
  if (e.shiftKey && e.key.length > 1) parts.push('Shift');
  if (e.shiftKey && e.key.length === 1 && (e.ctrlKey || e.metaKey)) parts.push('Shift');
  parts.push(e.key.length === 1 ? e.key.toLowerCase() : e.key);
  return parts.join('+');
}

/**
 * useKeys binds shortcuts on window. Keys with Mod work inside text fields
 * too; plain keys only when no field has focus.
 */
export function useKeys(map: Record<string, (e: KeyboardEvent) => void>, enabled = true) {
  const ref = useRef(map);
  ref.current = map;
  useEffect(() => {
    if (!enabled) return;
    const on = (e: KeyboardEvent) => {
      const k = keyName(e);
      const fn = ref.current[k];
      if (!fn) return;
      if (isTyping(e) && !k.startsWith('Mod+') && k !== 'Escape') return;
      e.preventDefault();
      fn(e);
    };
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  }, [enabled]);
}
