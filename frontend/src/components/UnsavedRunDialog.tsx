import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from './Modal';
import './io.css';

/**
 * useRevisionQuestion holds one open question about the draft's unsaved
 * edits (revision is the stored one it would run or replace): ask opens
 * it and resolves with the answer; a question still open when another is
 * asked is answered with safe, as is closing the dialog.
 */
function useRevisionQuestion<C>(safe: C) {
  const [revision, setRevision] = useState<number | null>(null);
  const resolve = useRef<((c: C) => void) | null>(null);
  const ask = useCallback(
    (rev: number) =>
      new Promise<C>((res) => {
        resolve.current?.(safe);
        resolve.current = res;
        setRevision(rev);
      }),
    [safe],
  );
  const answer = useCallback((c: C) => {
    resolve.current?.(c);
    resolve.current = null;
    setRevision(null);
  }, []);
  return { revision, ask, answer };
}

/** UnsavedRunChoice is what to do with unsaved edits before a run. */
export type UnsavedRunChoice = 'save' | 'saved' | 'cancel';

/**
 * useUnsavedRunPrompt asks, before a run, what to do with unsaved edits:
 * save them as a new revision and run it, run the stored revision as it
 * is, or not run. ask resolves with the choice; render dialog.
 */
export function useUnsavedRunPrompt(): { ask: (revision: number) => Promise<UnsavedRunChoice>; dialog: ReactNode; open: boolean } {
  const { revision, ask, answer } = useRevisionQuestion<UnsavedRunChoice>('cancel');
  const cancel = useCallback(() => answer('cancel'), [answer]);
  const dialog =
    revision === null ? null : (
      <Modal
        title="Run with unsaved edits?"
        onClose={cancel}
        className="modal-ask"
        footer={
          <>
            <button className="btn" onClick={cancel}>
              Cancel
            </button>
            <button className="btn" onClick={() => answer('saved')}>
              Run revision {revision} as stored
            </button>
            <button className="btn btn-primary" onClick={() => answer('save')}>
              Save as revision {revision + 1} and run
            </button>
          </>
        }
      >
        <p>Your edits are not saved. A run plays a stored revision: save your edits as a new revision first, or run revision {revision} without them (your edits stay in the editor).</p>
      </Modal>
    );
  return { ask, dialog, open: revision !== null };
}

/** UnsavedLeaveChoice is what to do with unsaved edits when the editor is left. */
export type UnsavedLeaveChoice = 'save' | 'discard' | 'stay';

/**
 * useUnsavedLeavePrompt asks, when the editor is about to be left with
 * edits not saved, whether to save them as a new revision, discard them,
 * or stay. Stay is the safe answer: it has the keyboard, and Escape, ×
 * or a click beside the dialog give it. ask resolves with the choice;
 * render dialog.
 */
export function useUnsavedLeavePrompt(): { ask: (revision: number) => Promise<UnsavedLeaveChoice>; dialog: ReactNode; open: boolean } {
  const { revision, ask, answer } = useRevisionQuestion<UnsavedLeaveChoice>('stay');
  const stay = useCallback(() => answer('stay'), [answer]);
  const dialog =
    revision === null ? null : (
      <Modal
        title="Leave with unsaved changes?"
        onClose={stay}
        className="modal-ask"
        footer={
          <>
            <button className="btn btn-danger" onClick={() => answer('discard')} title="Leave, and lose the edits made since the last save">
              Discard and leave
            </button>
            <button className="btn" onClick={() => answer('save')} title={`Save the edits as revision ${revision + 1}, then leave`}>
              Save and leave
            </button>
            <button className="btn btn-primary" onClick={stay}>
              Stay
            </button>
          </>
        }
      >
        <p>Your edits to this flow are not saved: leaving drops them. Save them as revision {revision + 1} first, or discard them?</p>
      </Modal>
    );
  return { ask, dialog, open: revision !== null };
}
