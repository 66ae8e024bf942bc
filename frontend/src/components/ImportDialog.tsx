import { useRef, useState } from 'react';
import type { ImportNote, ImportResult, Problem, Trajectory } from '../api/generated';
import { ApiError } from '../api/transport';
import { useApi } from '../lib/api-context';
import { readFileText } from '../lib/files';
import { stepSummary } from '../lib/format';
import { errorText } from '../lib/toast';
import { Modal } from './Modal';
import './io.css';

type Policy = 'new' | 'revision';

/** shownProblems is how many problems the studio's summary names (studio.maxShownProblems); more are behind "Show all". */
const shownProblems = 3;

interface Failure {
  fileName: string;
  message: string;
  problems: Problem[];
}

/** notesByStep groups the importer's notes by the step of the file they are about (0: the file as a whole). */
export function notesByStep(notes: ImportNote[]): [number, ImportNote[]][] {
  const m = new Map<number, ImportNote[]>();
  for (const n of notes) m.set(n.step, [...(m.get(n.step) ?? []), n]);
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

function problemText(p: Problem): string {
  const where = [p.step > 0 ? `step ${p.step}` : '', p.field ?? ''].filter(Boolean).join(' ');
  return where ? `${where}: ${p.message}` : p.message;
}

/** headline says in a sentence what an import did. */
export function headline(r: ImportResult): string {
  const name = r.trajectory.name || r.trajectory.id;
  switch (r.action) {
    case 'unchanged':
      return `Already in the library: “${name}” revision ${r.trajectory.revision} holds exactly this flow. Nothing was added.`;
    case 'revised':
      return `Saved as revision ${r.trajectory.revision} of “${name}”.`;
    default:
      return `Imported as a new flow, “${name}”.`;
  }
}

/**
 * ImportDialog imports a file in any format the importer reads. The user
 * chooses the id policy first (a new flow, or a new revision of the flow
 * the file came from); afterwards it shows the format it read, the steps it
 * kept and, step by step of the file, what it dropped or approximated. A
 * file it cannot read gets a short summary with the full list on demand;
 * nothing is saved then.
 */
export function ImportDialog({ dialogs, onClose, onOpen }: { dialogs: boolean; onClose: () => void; onOpen: (t: Trajectory) => void }) {
  const api = useApi();
  const [policy, setPolicy] = useState<Policy>('new');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ fileName: string; r: ImportResult } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const fail = (fileName: string, e: unknown) => {
    const problems = e instanceof ApiError && Array.isArray(e.details) ? (e.details as Problem[]) : [];
    setFailure({ fileName, message: errorText(e), problems });
  };

  const importContent = async (content: string, fileName: string) => {
    setBusy(true);
    setResult(null);
    setFailure(null);
    try {
      setResult({ fileName, r: await api.ImportFlow(content, fileName, policy) });
    } catch (e) {
      fail(fileName, e);
    } finally {
      setBusy(false);
    }
  };

  const choose = async () => {
    if (!dialogs) {
      fileRef.current?.click();
      return;
    }
    setBusy(true);
    setResult(null);
    setFailure(null);
    try {
      const r = await api.ImportFlowDialog(policy);
      if (r) setResult({ fileName: '', r });
    } catch (e) {
      fail('the file', e);
    } finally {
      setBusy(false);
    }
  };

  const r = result?.r;
  return (
    <Modal
      title="Import a flow"
      onClose={onClose}
      className="modal-wide"
      footer={
        <>
          <span className="spacer" />
          {r && (
            <button className="btn" onClick={() => onOpen(r.trajectory)}>
              Open “{r.trajectory.name || r.trajectory.id}”
            </button>
          )}
          <button className={`btn ${r || failure ? '' : 'btn-primary'}`} onClick={() => void choose()} disabled={busy}>
            {busy ? 'Importing…' : r || failure ? 'Import another file…' : 'Choose a file…'}
          </button>
          <button className="btn" onClick={onClose}>
            Done
          </button>
        </>
      }
    >
      <p className="muted small">
        Reads Reprise flows, Chrome DevTools Recorder recordings, Stagehand act and agent caches, AskUI cache files and HyperAgent action caches.
      </p>
      <fieldset className="import-policy">
        <legend>Store the imported flow</legend>
        <label>
          <input type="radio" name="import-policy" value="new" checked={policy === 'new'} onChange={() => setPolicy('new')} />
          <span>
            <strong>As a new flow</strong>
            <span className="muted small"> — always a new entry in the library, even when the file came from one.</span>
          </span>
        </label>
        <label>
          <input type="radio" name="import-policy" value="revision" checked={policy === 'revision'} onChange={() => setPolicy('revision')} />
          <span>
            <strong>As a new revision of the flow it came from</strong>
            <span className="muted small"> — for a Reprise file exported earlier (it carries the flow’s id); a file identical to the latest revision adds nothing.</span>
          </span>
        </label>
      </fieldset>
      <input
        ref={fileRef}
        type="file"
        accept=".json,application/json"
        hidden
        data-testid="import-flow-file"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          readFileText(f).then(
            (text) => importContent(text, f.name),
            (err) => fail(f.name, err),
          );
        }}
      />
      {failure && (
        <div className="alert alert-error import-failure" role="alert">
          <strong>Could not import {failure.fileName}</strong>
          <p className="bounded-text">{failure.message}</p>
          {failure.problems.length > shownProblems && (
            <details>
              <summary>
                Show all {failure.problems.length} problem{failure.problems.length === 1 ? '' : 's'}
              </summary>
              <ul className="problem-list">
                {failure.problems.map((p, i) => (
                  <li key={i} className="bounded-text">
                    {problemText(p)}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
      {r && (
        <section className="import-report" aria-label="Import report">
          <div className={`alert ${r.action === 'unchanged' ? 'alert-warn' : 'alert-ok'}`} role="status">
            <strong>{headline(r)}</strong>
            <div className="small">
              Read {result?.fileName ? <span className="mono">{result.fileName}</span> : 'the file'} as a {r.formatLabel}. Kept {r.kept} step{r.kept === 1 ? '' : 's'}
              {r.notes.length > 0 ? `; ${r.notes.length} note${r.notes.length === 1 ? '' : 's'} on what was dropped or approximated.` : '; nothing was dropped.'}
            </div>
          </div>
          {r.notes.length > 0 && (
            <>
              <h3>Dropped or approximated</h3>
              <table className="table import-notes" aria-label="Dropped or approximated">
                <thead>
                  <tr>
                    <th>In the file</th>
                    <th>What happened</th>
                  </tr>
                </thead>
                <tbody>
                  {notesByStep(r.notes).map(([step, notes]) => (
                    <tr key={step}>
                      <td className="nowrap">{step > 0 ? `Step ${step}` : 'Whole file'}</td>
                      <td>
                        {notes.map((n, i) => (
                          <div key={i} className="bounded-text">
                            {n.field && <span className="mono">{n.field}: </span>}
                            {n.message}
                          </div>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          <h3>Kept</h3>
          <ol className="import-kept">
            {r.trajectory.steps.map((s) => (
              <li key={s.id} className="ellipsis" title={s.instruction || stepSummary(s)}>
                <span className="action">{s.action}</span> {s.instruction || stepSummary(s)}
              </li>
            ))}
          </ol>
        </section>
      )}
    </Modal>
  );
}
