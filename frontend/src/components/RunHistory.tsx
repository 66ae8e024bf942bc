import { Fragment, useState } from 'react';
import type { Run } from '../api/generated';
import { duration, runDuration, when } from '../lib/format';
import { StatusBadge } from './StatusBadge';
import { RunSteps } from './RunSteps';

/** RunHistory lists a trajectory's runs, newest first; pick two to compare. */
export function RunHistory({ runs, onCompare, onOpen }: { runs: Run[]; onCompare: (a: string, b: string) => void; onOpen: (r: Run) => void }) {
  const [picked, setPicked] = useState<string[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p.slice(-1), id]));
  const compare = () => {
    // Older run on the left (A), newer on the right (B).
    const sorted = runs.filter((r) => picked.includes(r.id)).sort((x, y) => Date.parse(x.startedAt) - Date.parse(y.startedAt));
    if (sorted.length === 2) onCompare(sorted[0].id, sorted[1].id);
  };
  return (
    <div className="run-history">
      <div className="toolbar">
        <h2>Runs</h2>
        <span className="muted small">{runs.length} recorded</span>
        <span className="spacer" />
        <button className="btn" disabled={picked.length !== 2} onClick={compare}>
          Compare selected ({picked.length}/2)
        </button>
      </div>
      {runs.length === 0 ? (
        <p className="muted pad">No runs yet. Run the trajectory from the Steps tab.</p>
      ) : (
        <table className="table" aria-label="Run history">
          <thead>
            <tr>
              <th aria-label="Select" />
              <th>Status</th>
              <th>Started</th>
              <th className="num">Rev</th>
              <th className="num">Steps</th>
              <th className="num">Duration</th>
              <th className="num">LLM calls</th>
              <th>Error</th>
              <th aria-label="Steps" />
            </tr>
          </thead>
          <tbody>
            {runs.map((r) => {
              const passed = r.steps.filter((s) => s.status === 'passed').length;
              return (
                <Fragment key={r.id}>
                  <tr data-testid="run-row" className={picked.includes(r.id) ? 'row-sel' : ''}>
                    <td>
                      <input type="checkbox" aria-label={`Select run ${r.id}`} checked={picked.includes(r.id)} onChange={() => toggle(r.id)} />
                    </td>
                    <td>
                      <button className="linkish" onClick={() => onOpen(r)}>
                        <StatusBadge status={r.status} />
                      </button>
                    </td>
                    <td className="small" title={r.startedAt}>
                      {when(r.startedAt)} <span className="muted mono">{r.id}</span>
                    </td>
                    <td className="num">{r.revision}</td>
                    <td className="num">
                      {passed}/{r.steps.length}
                    </td>
                    <td className="num">{duration(runDuration(r.startedAt, r.finishedAt))}</td>
                    <td className="num">{r.llmCalls}</td>
                    <td className="small bad ellipsis" title={r.error}>
                      {r.error}
                    </td>
                    <td>
                      <button className="btn btn-xs" aria-expanded={open === r.id} aria-label={`Steps of run ${r.id}`} onClick={() => setOpen(open === r.id ? null : r.id)}>
                        {open === r.id ? '▾ steps' : '▸ steps'}
                      </button>
                    </td>
                  </tr>
                  {open === r.id && (
                    <tr className="run-steps-row">
                      <td colSpan={9}>
                        <RunSteps run={r} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
    </div>
  );
}
