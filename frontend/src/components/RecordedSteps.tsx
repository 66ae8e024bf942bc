import type { Step, StepProvenance, StepResult } from '../api/generated';
import { actionLabel, clipText, duration, locatorText, stepSummary } from '../lib/format';
import { BlobImage } from './BlobImage';
import { Icon } from './Icon';
import { ProvenanceLine } from './Provenance';
import { StatusBadge } from './StatusBadge';

/** RecordedRow is one recorded step with the result of performing it. */
export interface RecordedRow { step: Step; result?: StepResult; prov?: StepProvenance }

/**
 * secretNote says what became of a value typed into a password field:
 * the recorder keeps it as the secret variable name, never stored, that
 * every run asks for (Values… in the editor).
 */
export function secretNote(name: string): string {
  return `The value typed into a password field is kept as the secret {{${name}}}: it is not saved, and each run asks for it (Values…)`;
}

/**
 * RecordedSteps lists the steps recorded so far, and the instruction under
 * way with what it waits for (waiting: "asking openai/gpt-4.1-mini… 12 s").
 * secretNotes maps the id of a step whose typed password became a secret
 * variable to that variable's name: the step says so (secretNote).
 */
export function RecordedSteps({ rows, secretNotes = {}, pending, waiting, busy, onRemove }: {
  rows: RecordedRow[];
  secretNotes?: Record<string, string>;
  pending: string;
  waiting?: string;
  busy: boolean;
  onRemove: (i: number) => void;
}) {
  return (
    <>
      <ol className="step-list">
        {rows.map(({ step, result, prov }, i) => (
          <li key={step.id || i} className="step-row" data-testid="rec-step" data-status={result?.status ?? ''}>
            <span className="step-idx">{i + 1}</span>
            <div className="step-main">
              <div className="step-title" title={clipText(step.instruction, 600)}>
                {clipText(step.instruction || stepSummary(step), 300)}
              </div>
              <div className="muted small mono ellipsis">
                <span className="action">{actionLabel(step)}</span> {result?.winner ? `via ${locatorText(result.winner)}` : step.target ? locatorText(step.target.candidates[0]) : step.url ?? ''}
              </div>
              <ProvenanceLine prov={prov} />
              {secretNotes[step.id] && (
                <div className="small rec-secret-note" data-testid="rec-secret-note">
                  {secretNote(secretNotes[step.id])}
                </div>
              )}
            </div>
            <button className="icon-btn danger" aria-label={`Remove step ${i + 1}`} title="Remove from the recording (the page is not rolled back)" disabled={busy} onClick={() => onRemove(i)}>
              <Icon name="close" size={12} />
            </button>
            {result && (
              <span className="step-side">
                <StatusBadge status={result.status} compact /> <span className="muted small">{duration(result.durationMs)}</span>
                {result.screenshot && <BlobImage blobKey={result.screenshot} width={240} alt={`After step ${i + 1}`} className="rec-thumb" />}
              </span>
            )}
          </li>
        ))}
        {pending && (
          <li className="step-row step-pending" aria-busy="true">
            <span className="step-idx">…</span>
            <div className="step-main">
              <div className="step-title">{clipText(pending, 300)}</div>
              <div className="muted small" role="status" data-testid="rec-waiting">
                <span>{waiting || 'running…'}</span>
                <span> · Esc stops</span>
              </div>
            </div>
          </li>
        )}
      </ol>
      {rows.length === 0 && !pending && <p className="muted small pad">Type what to do, e.g. “type ann@example.com into Email”, “click Sign in”, “verify the url contains /dashboard”.</p>}
    </>
  );
}
