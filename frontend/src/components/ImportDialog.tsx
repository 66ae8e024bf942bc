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

/** Outcome is what importing one file gave: its report, or why it failed. */
interface Outcome {
  fileName: string;
  r?: ImportResult;
  failure?: Failure;
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

/** withArticle puts "a" or "an" before a format's name, as it is said: "an AskUI cache file", "a Reprise trajectory". */
export function withArticle(label: string): string {
  // A word said with a vowel sound first; an all-capitals initialism is said letter by letter (an HTML…, a JSON…).
  const w = label.trim().split(/\s+/)[0] ?? '';
  const initialism = /^[A-Z]{2,}/.test(w) && !/^[A-Z][a-z]/.test(w);
  const vowel = initialism ? /^[AEFHILMNORSX]/.test(w) : /^[aeiou]/i.test(w) && !/^(uni|use|usu|eu|one)/i.test(w);
  return `${vowel ? 'an' : 'a'} ${label}`;
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
  // outcomes are what the last choice of files gave, one per file, in order.
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  // chosen is how many files the last choice took.
  const [chosen, setChosen] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);

  const failed = (fileName: string, e: unknown): Outcome => {
    const problems = e instanceof ApiError && Array.isArray(e.details) ? (e.details as Problem[]) : [];
    return { fileName, failure: { fileName, message: errorText(e), problems } };
  };

  // importFiles imports each chosen file in turn (the API takes one file a
  // call) and reports each as it is done.
  const importFiles = async (files: File[]) => {
    setBusy(true);
    setOutcomes([]);
    setChosen(files.length);
    try {
      for (const f of files) {
        let o: Outcome;
        try {
          o = { fileName: f.name, r: await api.ImportFlow(await readFileText(f), f.name, policy) };
        } catch (e) {
          o = failed(f.name, e);
        }
        setOutcomes((l) => [...l, o]);
      }
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
    setOutcomes([]);
    setChosen(1);
    try {
      const r = await api.ImportFlowDialog(policy);
      if (r) setOutcomes([{ fileName: '', r }]);
    } catch (e) {
      setOutcomes([failed('the file', e)]);
    } finally {
      setBusy(false);
    }
  };

  const done = outcomes.length > 0;
  const imported = outcomes.filter((o): o is Outcome & { r: ImportResult } => !!o.r);
  const several = chosen > 1;
  return (
    <Modal
      title="Import a flow"
      onClose={onClose}
      className="modal-wide"
      footer={
        <>
          <span className="spacer" />
          {imported.length === 1 && !busy && (
            <button className="btn" onClick={() => onOpen(imported[0].r.trajectory)}>
              Open “{imported[0].r.trajectory.name || imported[0].r.trajectory.id}”
            </button>
          )}
          <button className={`btn ${done ? '' : 'btn-primary'}`} onClick={() => void choose()} disabled={busy}>
            {busy ? 'Importing…' : done ? (dialogs ? 'Import another file…' : 'Import other files…') : dialogs ? 'Choose a file…' : 'Choose files…'}
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
        multiple
        hidden
        data-testid="import-flow-file"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) void importFiles(files);
        }}
      />
      {several && (
        <p className="small" role="status" data-testid="import-tally">
          {busy
            ? `Importing file ${outcomes.length + 1} of ${chosen}…`
            : `${imported.length} of ${chosen} files imported${imported.length < chosen ? `; ${chosen - imported.length} could not be` : ''}.`}
        </p>
      )}
      {outcomes.map((o, i) => (
        <ImportOutcome key={i} outcome={o} heading={several} onOpen={several ? onOpen : undefined} />
      ))}
    </Modal>
  );
}

/**
 * ImportOutcome reports one file's import: the format it was read as, the
 * steps kept and what was dropped; or why it could not be read. heading
 * names the file (several were chosen); onOpen gives it its own Open.
 */
function ImportOutcome({ outcome, heading, onOpen }: { outcome: Outcome; heading: boolean; onOpen?: (t: Trajectory) => void }) {
  const { failure, r, fileName } = outcome;
  return (
    <>
      {heading && <h3 className="mono import-file">{fileName}</h3>}
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
        <section className="import-report" aria-label={heading ? `Import report of ${fileName}` : 'Import report'}>
          <div className={`alert ${r.action === 'unchanged' ? 'alert-warn' : 'alert-ok'}`} role="status">
            <strong>{headline(r)}</strong>
            <div className="small">
              Read {fileName ? <span className="mono">{fileName}</span> : 'the file'} as {withArticle(r.formatLabel)}. Kept {r.kept} step{r.kept === 1 ? '' : 's'}
              {r.notes.length > 0 ? `; ${r.notes.length} note${r.notes.length === 1 ? '' : 's'} on what was dropped, changed or needs a look.` : '; nothing was dropped.'}
            </div>
          </div>
          {r.notes.length > 0 && (
            <>
              <h3>Import notes</h3>
              <table className="table import-notes" aria-label="Import notes">
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
          {onOpen && (
            <button className="btn btn-sm" onClick={() => onOpen(r.trajectory)}>
              Open “{r.trajectory.name || r.trajectory.id}”
            </button>
          )}
        </section>
      )}
    </>
  );
}
