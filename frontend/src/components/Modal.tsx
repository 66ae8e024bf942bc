import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** Modal is a dialog that traps Escape and focuses its first field. */
export function Modal({ title, onClose, children, footer, className }: { title: string; onClose: () => void; children: ReactNode; footer?: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // Focus the first field once, when the dialog opens: a re-render of the
  // screen behind (a mirror frame) must not pull focus back from the field
  // the user has tabbed to.
  useEffect(() => {
    const first = ref.current?.querySelector<HTMLElement>('input,select,textarea,button.btn-primary');
    first?.focus();
    const on = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    window.addEventListener('keydown', on);
    return () => window.removeEventListener('keydown', on);
  }, []);
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`modal ${className ?? ''}`} role="dialog" aria-modal="true" aria-label={title} ref={ref}>
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
