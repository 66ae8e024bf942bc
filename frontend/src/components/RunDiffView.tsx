import type { RunDiff, StepSide } from '../api/generated';
import type { DiffChange } from '../api/ui-types';
import { count, duration, locatorText, when } from '../lib/format';
import { shortUrl } from '../lib/stepPage';
import { BlobImage } from './BlobImage';
import { summary } from './FailurePanel';
import { StatusBadge } from './StatusBadge';

function Side({ s, changed, label }: { s?: StepSide; changed: DiffChange[]; label: string }) {
  if (!s) return <td className="muted small diff-cell">not in this revision</td>;
  return (
    <td className="diff-cell">
      <div className={changed.includes('status') ? 'chg' : ''}>
        <StatusBadge status={s.status} /> {s.healed && <span className="pill pill-warn">healed</span>}
      </div>
      <div className={`mono small ellipsis ${changed.includes('locator') ? 'chg' : ''}`} title={s.winner ? locatorText(s.winner) : ''}>
        {s.winner ? locatorText(s.winner) : '–'}
        {s.winnerIndex > 0 && <span className="muted"> (#{s.winnerIndex + 1})</span>}
      </div>
      <div className={`small ${changed.includes('duration') ? 'chg' : 'muted'}`}>{duration(s.durationMs)}</div>
      {changed.includes('page') && s.url && (
        <div className="mono small ellipsis chg" title={s.url}>
          then at {shortUrl(s.url)}
        </div>
      )}
      {s.error && <div className="small bad" title={s.error}>{summary(s.error)}</div>}
      {s.screenshot && <BlobImage blobKey={s.screenshot} width={160} alt={`${label} screenshot`} className="diff-thumb" />}
    </td>
  );
}

/** RunDiffView aligns the steps of two runs: status, chosen locator, duration and screenshots side by side. */
export function RunDiffView({ diff, onBack }: { diff: RunDiff; onBack: () => void }) {
  const changedCount = diff.steps.filter((s) => s.changed.length).length;
  return (
    <div className="run-diff" aria-label="Run diff">
      <div className="toolbar">
        <button className="btn btn-sm" onClick={onBack}>
          ← Runs
        </button>
        <h2>Compare runs</h2>
        <span className="muted small">
          {changedCount} of {count(diff.steps.length, 'step')} differ
        </span>
      </div>
      <table className="table diff-table">
        <thead>
          <tr>
            <th>#</th>
            <th>Step</th>
            <th>
              A · <StatusBadge status={diff.a.status} /> <span className="muted small">rev {diff.a.revision} · {when(diff.a.startedAt)} · {duration(diff.a.durationMs)}</span>
            </th>
            <th>
              B · <StatusBadge status={diff.b.status} /> <span className="muted small">rev {diff.b.revision} · {when(diff.b.startedAt)} · {duration(diff.b.durationMs)}</span>
            </th>
            <th>Changed</th>
          </tr>
        </thead>
        <tbody>
          {diff.steps.map((s) => (
            <tr key={s.stepId + s.index} className={s.changed.length ? 'diff-changed' : ''} data-testid="diff-row">
              <td className="num">{s.index + 1}</td>
              <td>
                <div className="small">{s.instruction || s.action}</div>
                <div className="muted small mono">
                  {s.action} · {s.stepId}
                </div>
              </td>
              <Side s={s.a} changed={s.changed as DiffChange[]} label={`Run A step ${s.index + 1}`} />
              <Side s={s.b} changed={s.changed as DiffChange[]} label={`Run B step ${s.index + 1}`} />
              <td>
                {s.changed.map((c) => (
                  <span key={c} className="pill pill-warn">
                    {c}
                  </span>
                ))}
                {!s.changed.length && <span className="muted small">same</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
