import type { Run, Step } from '../api/generated';
import { duration } from '../lib/format';
import { ProvenanceLine } from './Provenance';
import './agent-tools.css';
import { StatusBadge } from './StatusBadge';

/**
 * RunSteps is one run step by step: status, duration, which locator found
 * the element, whether a heal was applied (and by the model) and what the
 * model cost.
 */
export function RunSteps({ run, steps }: { run: Run; steps?: Step[] }) {
  if (!run.steps.length) return <p className="muted small">No step ran{run.error ? `: ${run.error}` : '.'}</p>;
  // The instructions are the flow's as it is now, found by step id.
  const instruction = new Map((steps ?? []).map((s) => [s.id, s.instruction ?? '']));
  return (
    <ol className="run-steps" aria-label={`Steps of run ${run.id}`}>
      {run.steps.map((s) => (
        <li key={s.stepId + ':' + s.index} data-testid="run-step">
          <span className="step-idx">{s.index + 1}</span> <StatusBadge status={s.status} compact /> <span className="action">{s.action}</span>{' '}
          {instruction.get(s.stepId) && <span className="run-step-instruction">{instruction.get(s.stepId)}</span>}{' '}
          {s.status !== 'skipped' && <span className="muted small">{duration(s.durationMs)}</span>}
          <ProvenanceLine result={s} />
        </li>
      ))}
    </ol>
  );
}
