import type { AgentEvent, GoalOptions } from '../api/generated';

/** GoalOptionsRow chooses how the agent works toward a goal. */
export function GoalOptionsRow({ opts, disabled, onChange }: { opts: GoalOptions; disabled: boolean; onChange: (o: GoalOptions) => void }) {
  return (
    <div className="goal-opts" aria-label="Goal options">
      <label className="check">
        Mode
        <select aria-label="Agent mode" value={opts.mode} disabled={disabled} onChange={(e) => onChange({ ...opts, mode: e.target.value as GoalOptions['mode'] })}>
          <option value="dom">Page structure (DOM)</option>
          <option value="hybrid">Structure and screenshots (hybrid)</option>
          <option value="cua">Computer use (screenshots only)</option>
        </select>
      </label>
      <label className="check">
        Max steps
        <input
          aria-label="Max steps"
          type="number"
          min={1}
          max={200}
          value={opts.maxSteps ?? ''}
          disabled={disabled}
          onChange={(e) => onChange({ ...opts, maxSteps: e.target.value === '' ? undefined : Number(e.target.value) })}
        />
      </label>
      <label className="check">
        Agent cache
        <select aria-label="Agent cache" value={opts.cache} disabled={disabled} onChange={(e) => onChange({ ...opts, cache: e.target.value as GoalOptions['cache'] })}>
          <option value="both">replay a stored run, store new runs</option>
          <option value="read">replay a stored run only</option>
          <option value="write">always run live, store it</option>
          <option value="no">always run live, store nothing</option>
        </select>
      </label>
    </div>
  );
}

/** AgentLog is the live log of a goal: tool calls, results, model text, tokens and cost. */
export function AgentLog({ events }: { events: AgentEvent[] }) {
  // Usage events carry no text: their running total shows below the list.
  const shown = events.filter((e) => e.type !== 'step-started' && e.type !== 'step-finished' && e.type !== 'usage');
  const usage = events.filter((e) => e.type === 'usage' || e.type === 'done').pop()?.usage;
  return (
    <section className="agent-log" aria-label="Agent log">
      <ol>
        {shown.map((e, i) => (
          <li key={i} className={e.isError ? 'error-text' : undefined}>
            <span className="muted small">{agentEventLabel(e)}</span> <span className="clip">{e.text ?? ''}</span>
          </li>
        ))}
      </ol>
      {usage && (
        <p className="muted small">
          {usage.promptTokens}+{usage.completionTokens} tokens, ${usage.costUsd.toFixed(4)}
        </p>
      )}
    </section>
  );
}

function agentEventLabel(e: AgentEvent): string {
  switch (e.type) {
    case 'tool-call':
      return `→ ${e.tool ?? 'tool'}`;
    case 'tool-result':
      return `← ${e.tool ?? 'result'}`;
    case 'model-text':
      return 'model:';
    case 'cache-hit':
      return 'cache hit:';
    case 'replay-step':
      return `replayed step ${e.step}:`;
    case 'handover':
      return 'handed over to the model:';
    case 'done':
      return 'done:';
    default:
      return `${e.type}:`;
  }
}
