import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { openDialog, topDialog } from '../lib/keys';

/** TABBABLE selects the elements that may take the keyboard. */
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';

/**
 * tabbables lists the elements inside root that Tab reaches, in order:
 * enabled, not hidden, not taken out with tabIndex=-1, and of each group
 * of radio buttons only the one Tab stops at (the checked one, else the
 * first).
 */
export function tabbables(root: HTMLElement): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled, input[type="hidden"]') && !el.closest('[hidden], [inert]'),
  );
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter((x): x is HTMLInputElement => x instanceof HTMLInputElement && x.type === 'radio' && x.name === el.name);
    return el.checked || (!group.some((x) => x.checked) && group[0] === el);
  });
}

/**
 * Modal is a dialog that holds the keyboard while it is open: it takes the
 * focus (its first field, else its primary button, else itself), Tab and
 * Shift+Tab go round inside it, Escape closes it, the screen's shortcuts
 * are off (openDialog), and on closing the focus goes back to what opened
 * it.
 */
export function Modal({ title, onClose, children, footer, className }: { title: string; onClose: () => void; children: ReactNode; footer?: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // What had the focus when the dialog was asked for, read while rendering:
  // a field of the dialog with autoFocus takes it before any effect runs.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  // Focus the first field once, when the dialog opens: a re-render of the
  // screen behind (a mirror frame) must not pull focus back from the field
  // the user has tabbed to.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const done = openDialog(dialog);
    if (!dialog.contains(document.activeElement)) {
      const first =
        dialog.querySelector<HTMLElement>('input:not(:disabled):not([type="hidden"]):not([hidden]), select:not(:disabled), textarea:not(:disabled)') ??
        dialog.querySelector<HTMLElement>('button.btn-primary:not(:disabled)') ??
        dialog;
      first.focus();
    }
    const on = (e: KeyboardEvent) => {
      if (topDialog() !== dialog) return;
      if (e.key === 'Escape') {
        // Taken: the screen's own Escape (stop the run) is not pressed too.
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab' || e.ctrlKey || e.metaKey || e.altKey) return;
      // Tab and Shift+Tab go round the dialog: from its last element to its
      // first and back, and from anywhere outside it into it.
      const els = tabbables(dialog);
      const at = document.activeElement;
      const inside = !!at && dialog.contains(at) && at !== dialog;
      if (!els.length) {
        e.preventDefault();
        dialog.focus();
      } else if (e.shiftKey && (!inside || at === els[0])) {
        e.preventDefault();
        els[els.length - 1].focus();
      } else if (!e.shiftKey && (!inside || at === els[els.length - 1])) {
        e.preventDefault();
        els[0].focus();
      }
    };
    window.addEventListener('keydown', on);
    return () => {
      window.removeEventListener('keydown', on);
      done();
    };
  }, []);
  // On closing, the focus goes back to what opened the dialog, if it is
  // still there and nothing else has taken the focus meanwhile. A layout
  // effect: its cleanup runs while the dialog is still in the document.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      const at = document.activeElement;
      const free = !at || at === document.body || !!dialog?.contains(at);
      if (free && opener instanceof HTMLElement && opener.isConnected && !dialog?.contains(opener)) opener.focus();
    };
  }, [opener]);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`modal ${className ?? ''}`} role="dialog" aria-modal="true" aria-label={title} ref={ref} tabIndex={-1}>
        <header className="modal-head">
          <h2>{title}</h2>
          <button className="icon-btn" aria-label="Close" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="modal-body">{children}</div>
        {footer && <footer className="modal-foot">{footer}</footer>}
      </div>
    </div>
  );
}
