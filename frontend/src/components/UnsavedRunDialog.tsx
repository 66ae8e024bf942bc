import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Modal } from './Modal';
import './io.css';

/** UnsavedRunChoice is what to do with unsaved edits before a run. */
export type UnsavedRunChoice = 'save' | 'saved' | 'cancel';

/**
 * useUnsavedRunPrompt asks, before a run, what to do with unsaved edits:
 * save them as a new revision and run it, run the stored revision as it
 * is, or not run. ask resolves with the choice; render dialog.
 */
export function useUnsavedRunPrompt(): { ask: (revision: number) => Promise<UnsavedRunChoice>; dialog: ReactNode; open: boolean } {
  const [revision, setRevision] = useState<number | null>(null);
  const resolve = useRef<((c: UnsavedRunChoice) => void) | null>(null);
  const ask = useCallback(
    (rev: number) =>
      new Promise<UnsavedRunChoice>((res) => {
        resolve.current = res;
        setRevision(rev);
      }),
    [],
  );
  const answer = useCallback((c: UnsavedRunChoice) => {
    resolve.current?.(c);
    resolve.current = null;
    setRevision(null);
  }, []);
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
