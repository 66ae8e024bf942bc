import { useState } from 'react';
import type { Run, Step, StepResult, Trajectory } from '../api/generated';
import { useApi } from '../lib/api-context';
import { stepSummary, targetText } from '../lib/format';
import { errorText, useToast } from '../lib/toast';
import { healMatchText } from '../lib/results';
import { AttemptsTable } from './AttemptsTable';
import { BlobImage } from './BlobImage';
import { costText } from './Provenance';

/**
 * HealReview shows a heal a passing run applied, for review: what the
 * recorded locators missed, the element found instead (by similarity or
 * by the model, with what the model cost) and whether the flow was
 * changed. With the "suggest" policy the flow is unchanged until the
 * user accepts the fix (a new revision, as the failure panel's accept
 * does); with "auto" a revision already holds it and the one before can
 * be restored.
 */
export function HealReview({ trajectoryId, run, result, step, busy, onAccepted, onDismiss }: {
  trajectoryId: string;
  run: Run;
  result: StepResult;
  step?: Step;
  busy: boolean;
  onAccepted: (t: Trajectory, what: string) => void;
  onDismiss: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [working, setWorking] = useState(false);
  const heal = result.heal;
  if (!heal) return null;
  const byModel = heal.tier === 'model';
  const auto = (heal.revision ?? 0) > 0;
  const what = targetText(heal.new);
  const act = async (f: () => Promise<Trajectory>, done: string) => {
    setWorking(true);
    try {
      onAccepted(await f(), done);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setWorking(false);
    }
  };
  return (
    <div className="failure heal-review" role="region" aria-label="Healed step">
      <div className="panel-sub">
        <h2 className="panel-title">⚕ Step {result.index + 1} was healed {byModel ? 'by the model' : ''}</h2>
        <span className="spacer" />
        <button className="icon-btn" aria-label="Close heal review" onClick={onDismiss}>
          ×
        </button>
      </div>
      <p className="strong">{step ? step.instruction || stepSummary(step) : result.action}</p>
      <p className="small">
        The recorded locators no longer found {targetText(heal.old)}; {byModel ? `the model ${result.model?.model ?? ''} picked` : 'similarity healing found'} <strong>{what}</strong> and the run passed.
      </p>
      {(result.attempts?.length ?? 0) > 0 && (
        <details className="heal-attempts">
          <summary className="small">What was tried ({result.attempts!.length} locators)</summary>
          <AttemptsTable attempts={result.attempts} label="What was tried" empty="" />
        </details>
      )}
      <div className="suggestion">
        <div>
          <div className="strong">{what}</div>
          <div className="muted small">{heal.reason}</div>
          <div className="muted small" data-testid="heal-match">
            {healMatchText(heal)}
          </div>
          {result.model && <div className="muted small" data-testid="heal-cost">asked {result.model.model}: {costText({ calls: result.model.calls, prompt: result.model.promptTokens, completion: result.model.completionTokens, cost: result.model.costUsd })}</div>}
        </div>
      </div>
      {auto ? (
        <>
          <p className="small" data-testid="heal-policy">
            <strong>Applied automatically</strong> (heal policy “auto”): revision {heal.revision} holds the new element.
          </p>
          <div className="failure-actions">
            <button className="btn btn-primary" disabled={busy || working} onClick={onDismiss}>
              Keep the fix
            </button>
            <button className="btn" disabled={busy || working || (heal.revision ?? 0) < 2} onClick={() => void act(() => api.RestoreRevision(trajectoryId, (heal.revision ?? 1) - 1), `restored revision ${(heal.revision ?? 1) - 1}`)}>
              Undo: restore revision {(heal.revision ?? 1) - 1}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="small" data-testid="heal-policy">
            <strong>Suggested only</strong> (heal policy “suggest”): the flow is unchanged, so the next run heals again{byModel ? ' and asks the model again' : ''}.
          </p>
          <div className="failure-actions">
            <button className="btn btn-primary" disabled={busy || working} onClick={() => void act(() => api.AcceptFix({ trajectoryId, runId: run.id, stepId: result.stepId, heal: true }), `accepted ${what}`)}>
              Accept fix
            </button>
            <button className="btn" disabled={busy || working} onClick={onDismiss}>
              Not now
            </button>
          </div>
        </>
      )}
      {(heal.before || heal.after) && (
        <div className="tl-thumbs">
          <figure>
            <BlobImage blobKey={heal.before} width={320} alt="Healed element, before the step" />
            <figcaption>before</figcaption>
          </figure>
          <figure>
            <BlobImage blobKey={heal.after} width={320} alt="Healed element, after the step" />
            <figcaption>after</figcaption>
          </figure>
        </div>
      )}
      <p className="muted small">Run {run.id} · revision {run.revision}</p>
    </div>
  );
}
