import { useEffect, useRef } from 'react';
import type { Batch, BatchFlow } from '../api/generated';
import { clipText, count, duration } from '../lib/format';
import { navigate } from '../lib/router';
import { StatusBadge } from './StatusBadge';
import './batch.css';

// MAX_WHAT is the most characters of a flow's outcome the table shows.
const MAX_WHAT = 240;

/** flowName is how the panel names a flow: its name, else the Library's name for its id, else what became of it. */
function flowName(f: BatchFlow, names: Record<string, string>): string {
  return f.name || names[f.trajectoryId] || 'A flow no longer in the library';
}

/** finished reports whether a flow of a batch has ended (ran, failed to start, or was skipped). */
function finished(f: BatchFlow): boolean {
  return f.status !== 'waiting' && f.status !== 'running';
}

/**
 * batchHeadline says where a batch is in a sentence: "Running 2 of 5: Checkout…"
 * while it runs, "5 flows: 3 passed, 2 failed" once it has ended (the
 * flows passed, then only the other outcomes some flow had).
 */
export function batchHeadline(b: Batch, names: Record<string, string> = {}): string {
  const total = b.flows.length;
  if (b.status === 'running') {
    const cur = b.current >= 0 ? b.flows[b.current] : null;
    if (cur) return `Running ${b.current + 1} of ${total}: ${flowName(cur, names)}…`;
    return `Running ${count(total, 'flow')}: ${b.flows.filter(finished).length} done…`;
  }
  const n = (s: string) => b.flows.filter((f) => f.status === s).length;
  const parts = [`${n('passed')} passed`];
  for (const [s, word] of [['failed', 'failed'], ['cancelled', 'cancelled'], ['skipped', 'not run']]) if (n(s)) parts.push(`${n(s)} ${word}`);
  return `${count(total, 'flow')}: ${parts.join(', ')}`;
}

/**
 * outcome says in words what happened to a flow: the step it failed at and
 * why ("Step 2 “click Register”: no element …"), why it did not run, or how
 * far it got.
 */
export function outcome(f: BatchFlow): string {
  switch (f.status) {
    case 'waiting':
      return 'waiting';
    case 'running':
      return f.steps ? `step ${Math.min(f.done + 1, f.steps)} of ${f.steps}…` : 'starting…';
    case 'passed':
      return `${count(f.steps, 'step')} passed`;
  }
  const why = f.error ?? '';
  if (!f.failedStep) return why;
  // The run's error starts "step N failed: ", which the step's own words say better.
  const rest = why.replace(/^step \d+ failed: /, '');
  return `Step ${f.failedStep}${f.failedInstruction ? ` “${f.failedInstruction}”` : ''}: ${rest}`;
}

/**
 * BatchPanel shows a run of several flows (the Library's Run selected):
 * while it runs, which flow runs and how far it got, with Stop (Esc); as
 * each flow ends, its result; at the end a summary, each flow with its
 * status, time, the failing step's error in words and a link to its run.
 * names gives the names the Library knows, for flows the batch could not
 * read.
 */
export function BatchPanel({ batch, names, started = false, onStop, onClose, onRunAgain }: {
  batch: Batch;
  names: Record<string, string>;
  /** started says the batch was started from this screen just now (not found running when it opened): ■ Stop takes the keyboard. */
  started?: boolean;
  onStop: () => void;
  onClose: () => void;
  /** onRunAgain runs the given flows again (the failed ones). */
  onRunAgain: (ids: string[]) => void;
}) {
  const running = batch.status === 'running';
  const total = batch.flows.length;
  const done = batch.flows.filter(finished).length;
  const again = batch.flows.filter((f) => (f.status === 'failed' || f.status === 'cancelled' || f.status === 'skipped') && f.name).map((f) => f.trajectoryId);
  const headline = batchHeadline(batch, names);
  // What screen readers hear: which flow runs and the summary, not each step.
  const announced = running ? headline : `Run finished. ${headline}.`;

  // A batch started here has the keyboard on ■ Stop (unless it is in a
  // field); when it ends, ■ Stop goes: the keyboard goes to the summary.
  const stop = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const at = document.activeElement;
    const typing = at instanceof HTMLElement && at.matches('input:not([type=checkbox]), textarea, select');
    if (started && running && !typing) stop.current?.focus();
    // Once per batch: not again as each of its steps ends.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [batch.id, started]);
  const heading = useRef<HTMLHeadingElement>(null);
  const wasRunning = useRef(running);
  useEffect(() => {
    if (wasRunning.current && !running) {
      const at = document.activeElement;
      if (!at || at === document.body || !at.isConnected) heading.current?.focus();
    }
    wasRunning.current = running;
  }, [running]);

  return (
    <section className={`card batch batch-${batch.status}`} aria-label="Run of selected flows">
      <div className="batch-head">
        <h2 ref={heading} tabIndex={-1} className="batch-title">
          {running ? headline : <><StatusBadge status={batch.status} /> {headline}</>}
          {!running && batch.durationMs != null && <span className="muted small"> · {duration(batch.durationMs)}</span>}
        </h2>
        <span className="spacer" />
        {running ? (
          <button ref={stop} className="btn btn-danger" onClick={onStop} title="Stop after cancelling the flow under way (Esc)">
            ■ Stop
          </button>
        ) : (
          <>
            {again.length > 0 && (
              <button className="btn" onClick={() => onRunAgain(again)}>
                ▶ Run the {again.length === 1 ? 'one' : again.length} that did not pass again
              </button>
            )}
            <button className="btn" onClick={onClose} aria-label="Close the summary">
              Close
            </button>
          </>
        )}
      </div>
      <p className="sr-only" role="status">
        {announced}
      </p>
      {running && <progress className="batch-progress" max={total} value={done} aria-label={`${done} of ${total} flows done`} />}
      <table className="table table-tight batch-table" aria-label="Flows of the run">
        <thead>
          <tr>
            <th className="b-status">Status</th>
            <th className="b-name">Flow</th>
            <th className="b-time num">Time</th>
            <th className="b-what">What happened</th>
            <th className="b-link" aria-label="Run details" />
          </tr>
        </thead>
        <tbody>
          {batch.flows.map((f, i) => {
            const name = flowName(f, names);
            const href = f.runId ? `#/t/${f.trajectoryId}/runs/${f.runId}` : '';
            // A long reason is shortened here; its run's details say it all.
            const what = outcome(f);
            return (
              <tr key={f.trajectoryId + i} className={i === batch.current ? 'row-sel' : ''} aria-current={i === batch.current ? 'step' : undefined}>
                <td className="b-status">
                  {f.status === 'waiting' ? <span className="badge badge-queued">· waiting</span> : <StatusBadge status={f.status} />}
                </td>
                <td className="b-name" title={name}>
                  {f.name ? (
                    <a
                      href={`#/t/${f.trajectoryId}`}
                      onClick={(e) => {
                        e.preventDefault();
                        navigate(`/t/${f.trajectoryId}`);
                      }}
                    >
                      {name}
                    </a>
                  ) : (
                    <span className="muted">{name}</span>
                  )}
                </td>
                <td className="b-time num muted">{finished(f) && f.durationMs ? duration(f.durationMs) : ''}</td>
                <td className={`b-what ${f.status === 'failed' ? 'bad' : f.status === 'passed' ? '' : 'muted'}`} title={what.length > MAX_WHAT ? what : undefined}>
                  {clipText(what, MAX_WHAT)}
                </td>
                <td className="b-link">
                  {href && (
                    <a
                      href={href}
                      aria-label={`Run details of ${name}`}
                      onClick={(e) => {
                        e.preventDefault();
                        navigate(href.slice(1));
                      }}
                    >
                      Run details
                    </a>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
