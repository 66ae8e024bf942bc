import { useEffect, useLayoutEffect, useRef } from 'react';

// PAUSE_SAFE are the one-key shortcuts that stay on during a recording:
// they open a list over the screen and leave nothing.
const PAUSE_SAFE = new Set(['?']);

// pauses counts the screens that want one-key shortcuts off (a recording
// under way: a stray "g" must not leave it).
let pauses = 0;

/** plainKeysPaused reports whether one-key shortcuts are off. */
export function plainKeysPaused(): boolean {
  return pauses > 0;
}

/**
 * usePausePlainKeys turns the app's one-key shortcuts (g, r, p, j, k…)
 * off while active is true; shortcuts with Ctrl/⌘, Escape and ? (the list
 * of shortcuts) stay on.
 */
export function usePausePlainKeys(active: boolean) {
  // A layout effect: the pause ends before the screen that ends it is
  // painted, not some time after (g pressed as soon as ■ Stop run shows
  // that a run started was lost in between).
  useLayoutEffect(() => {
    if (!active) return;
    pauses++;
    return () => {
      pauses--;
    };
  }, [active]);
}

// dialogs are the open dialogs (Modal), the top one last. While one is
// open the screen behind it takes no shortcuts: they would act on what the
// dialog covers (Enter or Mod+Enter starting a replay behind "Export as…").
const dialogs: HTMLElement[] = [];

/**
 * openDialog registers el as the top dialog until the returned function
 * is called: useKeys is off meanwhile, and topDialog returns el.
 */
export function openDialog(el: HTMLElement): () => void {
  dialogs.push(el);
  return () => {
    const i = dialogs.lastIndexOf(el);
    if (i >= 0) dialogs.splice(i, 1);
  };
}

/** topDialog returns the dialog the keyboard belongs to, if one is open. */
export function topDialog(): HTMLElement | undefined {
  return dialogs.at(-1);
}

/** isMac reports whether the UI runs on macOS (⌘ instead of Ctrl). */
export function isMac(): boolean {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  const p = (nav as (Navigator & { userAgentData?: { platform?: string } }) | undefined)?.userAgentData?.platform || nav?.platform || '';
  return /mac|iphone|ipad/i.test(p);
}

/**
 * shortcutLabel writes a shortcut as the user's keyboard says it:
 * "Mod+Enter" is "Ctrl+Enter" on Linux and Windows and "⌘↩" on macOS.
 */
export function shortcutLabel(keys: string, mac = isMac()): string {
  const parts = keys.split('+');
  if (mac) {
    const sym: Record<string, string> = { Mod: '⌘', Shift: '⇧', Alt: '⌥', Enter: '↩', ArrowUp: '↑', ArrowDown: '↓', Delete: '⌫' };
    return parts.map((k) => sym[k] ?? k.toUpperCase()).join('');
  }
  const word: Record<string, string> = { Mod: 'Ctrl', ArrowUp: '↑', ArrowDown: '↓', Delete: 'Del' };
  return parts.map((k) => word[k] ?? (k.length === 1 ? k.toUpperCase() : k)).join('+');
}

/** isTyping reports whether a key event comes from a text field (shortcuts stay out of its way). */
export function isTyping(e: KeyboardEvent): boolean {
  const t = e.target as HTMLElement | null;
  if (!t) return false;
  const tag = t.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || t.isContentEditable;
}

// CONTROLS are the elements that act on a key themselves when they have
// the focus: a button or a link is pressed with Enter (a button, summary or
// checkbox with Space too).
const CONTROLS = [
  'button',
  'a[href]',
  'summary',
  'area[href]',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=menuitem]',
  '[role=menuitemcheckbox]',
  '[role=menuitemradio]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=switch]',
  '[role=option]',
  '[role=treeitem]',
].join(',');

// ACTIVATION_KEYS are the plain keys that press, toggle or act on a focused
// control: a shortcut bound to one of them would do the screen's thing
// instead of what the focused control says (Enter on a row's "Delete"
// button opening the first flow). Delete and Backspace are here because
// the screen's Delete acts on the selected row, not on the focused control.
const ACTIVATION_KEYS = new Set(['Enter', ' ', 'Delete', 'Backspace']);

/**
 * isOnControl reports whether a plain key event is for the focused control
 * (a button, link, summary, tab, menu item, checkbox…) rather than for the
 * screen's shortcuts: Enter, Space, Delete and Backspace with no modifier
 * on such an element.
 */
export function isOnControl(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  if (!ACTIVATION_KEYS.has(e.key)) return false;
  const t = e.target;
  return t instanceof Element && t.matches(CONTROLS) && !(t as HTMLButtonElement).disabled;
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
 * too; plain keys only when no field has focus and no recording is under
 * way (usePausePlainKeys), and Enter, Space, Delete and Backspace not on a
 * focused button, link or other control, which the key is for (isOnControl).
 * None work while a dialog is open (openDialog), nor Escape when something
 * took it first (preventDefault: a dialog closing, a field undoing).
 */
export function useKeys(map: Record<string, (e: KeyboardEvent) => void>, enabled = true) {
  const ref = useRef(map);
  ref.current = map;
  useEffect(() => {
    if (!enabled) return;
    const on = (e: KeyboardEvent) => {
      if (dialogs.length) return;
      const k = keyName(e);
      const fn = ref.current[k];
      if (!fn) return;
      // An Escape a field or a dialog took already (put the text back,
      // closed itself) is not the screen's too: one Escape, one thing.
      if (k === 'Escape' && e.defaultPrevented) return;
      const plain = !k.startsWith('Mod+') && k !== 'Escape';
      if (plain && (isTyping(e) || isOnControl(e) || (plainKeysPaused() && !PAUSE_SAFE.has(k)))) return;
      e.preventDefault();
      fn(e);
    };
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  }, [enabled]);
}

/**
 * useListKeys gives a list screen the Library's keys: / to its search
 * field, ↑/↓ and j/k to move the selection among count rows (from a
 * focused link or button too, which then lets go of the keyboard), Enter
 * to open the selected row; more adds the screen's own keys.
 */
export function useListKeys(
  { count, setSel, search, open, more = {} }: {
    count: number;
    setSel: (f: (i: number) => number) => void;
    search: React.RefObject<HTMLInputElement | null>;
    open: () => void;
    more?: Record<string, (e: KeyboardEvent) => void>;
  },
  enabled = true,
) {
  // ↑/↓ from a focused control outside the rows (the rail's Library link,
  // a toolbar button) bring the keyboard to the list: the control lets go,
  // so Enter then opens the selected row instead of pressing the control.
  const toList = (e: KeyboardEvent) => {
    const at = e.target;
    if (at instanceof HTMLElement && at.matches(CONTROLS)) at.blur();
  };
  const down = (e: KeyboardEvent) => {
    toList(e);
    setSel((i) => Math.min(i + 1, count - 1));
  };
  const up = (e: KeyboardEvent) => {
    toList(e);
    setSel((i) => Math.max(i - 1, 0));
  };
  useKeys({ '/': () => search.current?.focus(), ArrowDown: down, ArrowUp: up, j: down, k: up, Enter: open, ...more }, enabled);
}

/** leaveSearch is a list's search field's keys: Escape and ↓ leave it for the list, whose keys then work. */
export function leaveSearch(e: React.KeyboardEvent<HTMLInputElement>) {
  if (e.key === 'Escape' || e.key === 'ArrowDown') e.currentTarget.blur();
}
