import { createContext, useCallback, useContext, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { clipText } from './format';

export interface ToastAction { label: string; run: () => void }
export interface Toast { id: number; message: string; kind: 'info' | 'error' | 'ok'; action?: ToastAction }

type Show = (message: string, opts?: { kind?: Toast['kind']; action?: ToastAction; ms?: number }) => void;

const ToastContext = createContext<Show>(() => {});

export function useToast(): Show {
  return useContext(ToastContext);
}

/** errorText is what a user reads for a failed call, bounded to a few lines. */
export function errorText(e: unknown): string {
  const m = e && typeof e === 'object' && 'message' in e ? String((e as Error).message) : String(e);
  // The page's coordinates ("no element to act on at (637, 433)") mean nothing to the user, who pointed there.
  return clipText(m.replace(/ at \(-?\d+(?:\.\d+)?, -?\d+(?:\.\d+)?\)/g, ''), 1000);
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((l) => l.filter((t) => t.id !== id)), []);
  const show = useCallback<Show>(
    (message, opts = {}) => {
      const id = next.current++;
      setToasts((l) => [...l.slice(-3), { id, message, kind: opts.kind ?? 'info', action: opts.action }]);
      const ms = opts.ms ?? (opts.action ? 8000 : opts.kind === 'error' ? 10000 : 4000);
      setTimeout(() => dismiss(id), ms);
    },
    [dismiss],
  );
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((t) => (
          <div key={t.id} className={`toast toast-${t.kind}`}>
            <span>{t.message}</span>
            {t.action && (
              <button
                className="btn btn-sm"
                onClick={() => {
                  t.action!.run();
                  dismiss(t.id);
                }}
              >
                {t.action.label}
              </button>
            )}
            <button className="icon-btn" aria-label="Dismiss" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
