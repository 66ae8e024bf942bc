import { Fragment, useState } from 'react';
import type { Run, Step } from '../api/generated';
import { clipText, duration, runDuration, when } from '../lib/format';
import { groupRuns, runScope } from '../lib/results';
import { hostOf } from '../lib/stepPage';
import { StatusBadge } from './StatusBadge';
import { RunSteps } from './RunSteps';

/**
 * RunHistory lists a trajectory's runs, newest first, with the runs that
 * continued a failed one (a repair) grouped under it and partial runs
 * marked; pick two to compare, or open one's trace.
 */
export function RunHistory({
  runs,
  steps,
  onCompare,
  onOpen,
  onTrace,
}: {
  runs: Run[];
  /** steps are the flow's steps, for their instructions. */
  steps?: Step[];
  onCompare: (a: string, b: string) => void;
  onOpen: (r: Run) => void;
  onTrace?: (r: Run) => void;
}) {
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
        <p className="muted pad">No runs yet. Run the flow from the Steps tab.</p>
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
            {groupRuns(runs).flatMap((g) => [g.run, ...g.continued]).map((r) => {
              const passed = r.steps.filter((s) => s.status === 'passed').length;
              const healed = r.steps.filter((s) => s.heal && s.heal.tier !== 'learned').length;
              const child = !!r.continues && runs.some((x) => x.id === r.continues);
              return (
                <Fragment key={r.id}>
                  <tr data-testid="run-row" className={`${picked.includes(r.id) ? 'row-sel' : ''} ${child ? 'run-group-child' : ''}`}>
                    <td>
                      <input type="checkbox" aria-label={`Select run ${r.id}`} checked={picked.includes(r.id)} onChange={() => toggle(r.id)} />
                    </td>
                    <td>
                      {child && (
                        <span className="muted small" title="Continued the run above from its failed step">
                          ↳{' '}
                        </span>
                      )}
                      <button className="linkish" onClick={() => onOpen(r)}>
                        <StatusBadge status={r.status} />
                      </button>
                      {healed > 0 && (
                        <span className="pill pill-warn" data-testid="run-healed" title="Steps whose recorded locators missed and that healing found">
                          {healed} healed
                        </span>
                      )}
                      {r.partial && (
                        <span className="pill pill-warn" data-testid="run-partial">
                          {child ? 'continued: ' : 'partial: '}
                          {runScope(r)}
                        </span>
                      )}
                      {onTrace && (
                        <button className="btn btn-xs run-trace-link" onClick={() => onTrace(r)} aria-label={`Trace of run ${r.id}`}>
                          Trace
                        </button>
                      )}
                    </td>
                    <td className="small" title={r.startedAt}>
                      {when(r.startedAt)} <span className="muted mono">{r.id}</span>
                      {r.startUrl && (
                        <div className="muted mono run-site" title={`Started at ${r.startUrl}`} data-testid="run-site">
                          {hostOf(r.startUrl)}
                        </div>
                      )}
                    </td>
                    <td className="num">{r.revision}</td>
                    <td className="num">
                      {passed}/{r.steps.length}
                    </td>
                    <td className="num">{duration(runDuration(r.startedAt, r.finishedAt))}</td>
                    <td className="num">{r.llmCalls}</td>
                    <td className="small bad run-error" title={clipText(r.error, 600)}>
                      <div className="run-error-text">{clipText(r.error, 300)}</div>
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
                        <RunSteps run={r} steps={steps} />
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
