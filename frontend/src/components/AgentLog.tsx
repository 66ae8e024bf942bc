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
            <span className="muted small">{agentEventLabel(e)}</span> <span className="clip">{agentEventText(e)}</span>
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
      return e.isError ? 'stopped:' : 'done:';
    case 'no-answer':
      return 'no answer:';
    default:
      return `${e.type}:`;
  }
}

// pageReads are the tools whose result is the page for the model (its
// structure with element ids, a screenshot): nothing a person reads.
const pageReads = new Set(['ariaTree', 'screenshot']);

/** agentEventText is what a log line says after its label, in the reader's words. */
export function agentEventText(e: AgentEvent): string {
  switch (e.type) {
    case 'tool-call':
      return e.args != null ? argsText(e.args) : (e.text ?? '');
    case 'tool-result':
      if (e.tool && pageReads.has(e.tool) && !e.isError) {
        const lines = (e.text ?? '').split('\n').filter((l) => l.trim()).length;
        return e.tool === 'screenshot' ? 'the model looked at the page' : `the model read the page's structure (${lines} lines)`;
      }
      return e.text ?? '';
    case 'no-answer':
      return e.text || 'the model answered nothing';
    case 'done':
      return e.text || (e.isError ? 'the run ended without a result' : 'finished');
  }
  return e.text ?? '';
}

/** argsText renders a tool call's arguments: a lone instruction, URL or text quoted, others as name: value. */
function argsText(args: unknown): string {
  if (args == null || typeof args !== 'object') return args == null ? '' : String(args);
  const entries = Object.entries(args as Record<string, unknown>).filter(([, v]) => v !== undefined && v !== null && v !== '');
  if (entries.length === 1 && typeof entries[0][1] === 'string') return `“${entries[0][1]}”`;
  const text = entries.map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`).join(', ');
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
