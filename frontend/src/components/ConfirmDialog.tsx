import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from './Modal';
import './io.css';

/**
 * Question is what a confirmation asks: its title, the sentence that says
 * what would be lost, and the words of its two buttons (yes does it, no
 * keeps things as they are).
 */
export interface Question {
  title: string;
  body: ReactNode;
  yes: string;
  no: string;
}

/**
 * useConfirm asks a yes-or-no question in the app's own dialog instead of
 * window.confirm (which the desktop app's WebView titles with its wails://
 * address): ask resolves true on yes, false on no, Escape, × or a click
 * beside the dialog. The safe answer (no) is the primary button and has
 * the keyboard; Tab goes round the two (Modal). Render dialog.
 */
export function useConfirm(): { ask: (q: Question) => Promise<boolean>; dialog: ReactNode; open: boolean } {
  const [question, setQuestion] = useState<Question | null>(null);
  const resolve = useRef<((yes: boolean) => void) | null>(null);
  const ask = useCallback(
    (q: Question) =>
      new Promise<boolean>((res) => {
        // A question still open is answered no: one dialog at a time.
        resolve.current?.(false);
        resolve.current = res;
        setQuestion(q);
      }),
    [],
  );
  const answer = useCallback((yes: boolean) => {
    resolve.current?.(yes);
    resolve.current = null;
    setQuestion(null);
  }, []);
  const no = useCallback(() => answer(false), [answer]);
  const dialog =
    question === null ? null : (
      <Modal
        title={question.title}
        onClose={no}
        className="modal-ask"
        footer={
          <>
            <button className="btn btn-danger" onClick={() => answer(true)}>
              {question.yes}
            </button>
            <button className="btn btn-primary" onClick={no}>
              {question.no}
            </button>
          </>
        }
      >
        <p>{question.body}</p>
      </Modal>
    );
  return { ask, dialog, open: question !== null };
}
