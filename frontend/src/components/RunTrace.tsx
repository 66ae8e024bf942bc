import { useEffect, useState } from 'react';
import type { Run, Step, StepResult } from '../api/generated';
import { useApi } from '../lib/api-context';
import { count, duration, runDuration, stepSummary, when } from '../lib/format';
import { runScope, winnerLine } from '../lib/results';
import { errorText } from '../lib/toast';
import { BlobImage } from './BlobImage';
import { ShotCompare } from './ShotCompare';
import { StatusBadge } from './StatusBadge';
import './io.css';

function StepTrace({ r, step, onShots }: { r: StepResult; step?: Step; onShots: () => void }) {
  const title = step ? step.instruction || stepSummary(step) : r.action;
  const errors = (r.console ?? []).filter((c) => c.type === 'error').length;
  return (
    <li className={`trace-step trace-${r.status}`} data-testid="trace-step" data-status={r.status}>
      <div className="trace-head">
        <span className="step-idx">{r.index + 1}</span>
        <span className="action">{r.action}</span>
        <span className="trace-title ellipsis" title={title}>
          {title}
        </span>
        <span className="spacer" />
        {(r.console?.length ?? 0) > 0 && (
          <span className={`pill ${errors ? 'pill-bad' : ''}`} title="Console messages during the step">
            {r.console!.length} console
          </span>
        )}
        {(r.failedRequests?.length ?? 0) > 0 && (
          <span className="pill pill-bad" title="Failed network requests during the step">
            {r.failedRequests!.length} failed request{r.failedRequests!.length === 1 ? '' : 's'}
          </span>
        )}
        <StatusBadge status={r.status} compact />
        {r.status !== 'skipped' && <span className="muted small">{duration(r.durationMs)}</span>}
      </div>
      {r.status !== 'skipped' && (
        <div className="trace-body">
          {(r.screenshotBefore || r.screenshot) && (
            <button className="trace-shots" onClick={onShots} aria-label={`Open the screenshots of step ${r.index + 1} full size`}>
              <figure>
                <BlobImage blobKey={r.screenshotBefore} width={200} alt={`Before step ${r.index + 1}`} />
                <figcaption>before</figcaption>
              </figure>
              <figure>
                <BlobImage blobKey={r.screenshot} width={200} alt={`After step ${r.index + 1}`} />
                <figcaption>after</figcaption>
              </figure>
            </button>
          )}
          <div className="trace-facts">
            {r.url && (
              <div className="small ellipsis" title={r.url}>
                <span className="muted">URL </span>
                <span className="mono">{r.url}</span>
              </div>
            )}
            {r.winner && <div className="small mono ellipsis muted">{winnerLine(r)}</div>}
            {r.error && <div className="small bad bounded-text">{r.error}</div>}
            {(r.console?.length ?? 0) > 0 && (
              <div className="trace-list">
                <h4>Console</h4>
                <ul aria-label={`Console messages of step ${r.index + 1}`}>
                  {r.console!.map((c, i) => (
                    <li key={i} className={`console-${c.type}`}>
                      <span className="console-type">{c.type}</span>
                      <span className="mono bounded-text">{c.text}</span>
                      {c.source && (
                        <span className="muted small ellipsis console-source" title={c.source}>
                          {c.source}
                        </span>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            {(r.failedRequests?.length ?? 0) > 0 && (
              <div className="trace-list">
                <h4>Failed requests</h4>
                <ul aria-label={`Failed requests of step ${r.index + 1}`}>
                  {r.failedRequests!.map((f, i) => (
                    <li key={i}>
                      <span className="console-type">{f.status ? f.status : 'failed'}</span>
                      <span className="mono ellipsis" title={f.url}>
                        {f.method ? `${f.method} ` : ''}
                        {f.url}
                      </span>
                      {f.error && <span className="muted small">{f.error}</span>}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        </div>
      )}
    </li>
  );
}

/**
 * RunTrace is one run, step by step: status, URL, the locator that found
 * the element, the before/after screenshots (full size with a slider),
 * the console messages and the failed network requests of each step.
 */
export function RunTrace({ trajectoryId, runId, steps, onBack }: { trajectoryId: string; runId: string; steps: Step[]; onBack: () => void }) {
  const api = useApi();
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState('');
  const [shots, setShots] = useState<StepResult | null>(null);
  useEffect(() => {
    setRun(null);
    setError('');
    api.GetRun(trajectoryId, runId).then(setRun, (e) => setError(errorText(e)));
  }, [api, trajectoryId, runId]);
  const byId = new Map(steps.map((s) => [s.id, s]));
  return (
    <div className="run-trace">
      <div className="toolbar">
        <button className="btn btn-sm" onClick={onBack}>
          ← Runs
        </button>
        <h2>Run {run && when(run.startedAt)}</h2>
        {run && (
          <>
            <StatusBadge status={run.status} />
            <span className="muted small">
              revision {run.revision} · {duration(runDuration(run.startedAt, run.finishedAt))} · {count(run.llmCalls, 'LLM call')}
            </span>
            {run.partial && <span className="pill pill-warn">{runScope(run)}</span>}
            {run.continues && <span className="pill">continues an earlier run</span>}
          </>
        )}
      </div>
      {error && <div className="alert alert-error">{error}</div>}
      {run?.error && <div className="alert alert-error bounded-text">{run.error}</div>}
      {!run && !error && <p className="muted pad">Loading…</p>}
      {run && (
        <ol className="trace-steps" aria-label="Steps of the run">
          {run.steps.map((r) => (
            <StepTrace key={r.stepId + ':' + r.index} r={r} step={byId.get(r.stepId)} onShots={() => setShots(r)} />
          ))}
        </ol>
      )}
      {shots && (
        <ShotCompare
          title={`Step ${shots.index + 1}: ${byId.get(shots.stepId)?.instruction || shots.action}`}
          before={shots.screenshotBefore}
          after={shots.screenshot}
          onClose={() => setShots(null)}
        />
      )}
    </div>
  );
}
