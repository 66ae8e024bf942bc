import { useState } from 'react';
import type { Run, StepResult, Step } from '../api/generated';
import { Icon } from './Icon';
import { locatorText, stepSummary, targetText } from '../lib/format';
import { BlobImage } from './BlobImage';
import { ShotCompare } from './ShotCompare';
import { samePage, shortUrl } from '../lib/stepPage';

/** summary is the first clause of a long replay error; the whole text stays one click away. */
export function summary(error: string): string {
  const cut = error.search(/ \(|; /);
  const s = cut > 20 ? error.slice(0, cut) : error;
  return s.length > 180 ? s.slice(0, 177) + '…' : s;
}

/** pageOnly is an address without its scheme, query and fragment: which page it is. */
function pageOnly(u: string): string {
  return shortUrl(u.replace(/[?#].*$/, ''));
}

/**
 * FailurePanel opens on the step a run failed at: the screenshot, every
 * candidate tried and what it found, a heal patch if there is one, and
 * the suggested elements — each can be accepted as the fix, then the run
 * continues from that step. When the page was not the one the step was
 * recorded on (recordedOn), it says so first: the element is then missing
 * because an earlier step went elsewhere, not because the page changed.
 */
export function FailurePanel({ run, result, step, recordedOn, busy, canPick, picking, onAcceptSuggestion, onAcceptHeal, onPick, onContinue, onDismiss }: {
  run: Run;
  result: StepResult;
  step?: Step;
  /** recordedOn is the address the step was recorded on, "" when unknown. */
  recordedOn?: string;
  busy: boolean;
  canPick: boolean;
  picking: boolean;
  onAcceptSuggestion: (i: number) => void;
  onAcceptHeal: () => void;
  onPick: () => void;
  onContinue: () => void;
  onDismiss: () => void;
}) {
  const [shots, setShots] = useState(false);
  const elsewhere = !!recordedOn && !!result.url && !samePage(result.url, recordedOn);
  return (
    <div className="failure" role="region" aria-label="Failed step">
      <div className="panel-sub">
        <h2 className="panel-title bad">✕ Step {result.index + 1} failed</h2>
        <span className="spacer" />
        <button className="icon-btn" aria-label="Close failure panel" onClick={onDismiss}>
          ×
        </button>
      </div>
      <p className="strong">{step ? step.instruction || stepSummary(step) : result.action}</p>
      {elsewhere && (
        <div className="alert alert-error" role="note" data-testid="failed-elsewhere">
          <strong>Not the page it was recorded on.</strong> Recorded on <span className="mono">{pageOnly(recordedOn!)}</span>, failed on{' '}
          <span className="mono">{pageOnly(result.url!)}</span>. An earlier step probably ended somewhere else (a rejected login, a changed redirect): check the screenshot and
          the steps before this one.
        </div>
      )}
      {result.error && (
        <details className="error-box">
          <summary className="error-text">{summary(result.error)}</summary>
          <pre className="error-text">{result.error}</pre>
        </details>
      )}
      {result.heal && (
        <>
          <h3>Healed element</h3>
          <div className="suggestion">
            <div>
              <div className="strong">{targetText(result.heal.new)}</div>
              <div className="muted small">{result.heal.reason}</div>
              <div className="muted small">
                {result.heal.tier === 'model' ? 'picked by the model' : result.heal.tier} · score {result.heal.score.toFixed(2)} · runner-up {result.heal.runnerUp.toFixed(2)}
              </div>
              {result.model && (
                <div className="muted small">
                  asked {result.model.model}: {result.model.calls} call{result.model.calls === 1 ? '' : 's'}, {result.model.promptTokens}+{result.model.completionTokens} tokens, $
                  {result.model.costUsd.toFixed(4)}
                </div>
              )}
            </div>
            <button className="btn btn-primary btn-sm" disabled={busy} onClick={onAcceptHeal}>
              Accept fix and continue
            </button>
          </div>
        </>
      )}

      <h3>Suggested elements</h3>
      {elsewhere && !!result.suggestions?.length && <p className="muted small">These are on the page where the step failed, not the one it was recorded on.</p>}
      {result.suggestions?.length ? (
        <ul className="suggestions" aria-label="Suggestions">
          {result.suggestions.map((s, i) => (
            <li key={i} className="suggestion" data-testid="suggestion">
              <div>
                <div className="strong">{s.description}</div>
                <div className="muted small mono ellipsis">{locatorText(s.target.candidates[0])}</div>
                <div className="score-bar" aria-label={`similarity ${s.score.toFixed(2)}`}>
                  <span style={{ width: `${Math.round(s.score * 100)}%` }} />
                </div>
              </div>
              <button className={`btn btn-sm ${elsewhere ? '' : 'btn-primary'}`} disabled={busy} onClick={() => onAcceptSuggestion(i)}>
                Accept fix and continue
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted small">No similar element on the page.</p>
      )}
      <div className="failure-actions">
        <button className={`btn ${picking ? 'btn-primary' : ''}`} disabled={!canPick || busy} onClick={onPick} title={canPick ? 'Point at the right element on the page' : 'The failed page is closed'}>
          {picking ? 'Click on the page…' : <><Icon name="pick" /> Pick the element instead</>}
        </button>
        <button className="btn" disabled={busy} onClick={onContinue} title="Run again from the failed step without changing it">
          ↻ Retry from here
        </button>
      </div>
      {result.screenshot && (
        <a
          className="failure-shot"
          href="#"
          onClick={(e) => {
            e.preventDefault();
            setShots(true);
          }}
          title="Open the screenshots full size"
        >
          <BlobImage blobKey={result.screenshot} width={640} alt="Screenshot at failure" />
        </a>
      )}
      {shots && <ShotCompare title={`Step ${result.index + 1} when it failed`} before={result.screenshotBefore} after={result.screenshot} onClose={() => setShots(false)} />}
      {result.url && <p className="muted small mono ellipsis">at {result.url}</p>}
      {((result.console?.length ?? 0) > 0 || (result.failedRequests?.length ?? 0) > 0) && (
        <p className="small">
          While the step ran, the page logged {result.console?.length ?? 0} console message{result.console?.length === 1 ? '' : 's'} and {result.failedRequests?.length ?? 0} request
          {result.failedRequests?.length === 1 ? '' : 's'} failed.{' '}
          <a href={`#/t/${run.trajectoryId}/runs/${run.id}`}>Open the run’s trace</a>
        </p>
      )}

      <h3>What was tried</h3>
      <table className="table table-tight" aria-label="Attempts">
        <tbody>
          {(result.attempts ?? []).map((a, i) => (
            <tr key={i}>
              <td className="mono small break">{locatorText(a.locator)}</td>
              <td className="small num">{a.matches}</td>
              <td className={`small ${a.outcome === 'ok' ? 'ok' : 'bad'}`}>{a.outcome}</td>
            </tr>
          ))}
          {!result.attempts?.length && (
            <tr>
              <td className="muted small">No locator was tried (the step has no target or failed before).</td>
            </tr>
          )}
        </tbody>
      </table>

      <p className="muted small">Run {run.id} · revision {run.revision}</p>
    </div>
  );
}
