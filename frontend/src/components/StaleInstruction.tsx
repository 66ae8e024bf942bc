import { useEffect, useRef, useState } from 'react';
import type { Step } from '../api/generated';
import { proposeInstruction } from '../lib/instruction';
import './io.css';

/**
 * useStaleInstructions watches the draft's steps and, when a step's value,
 * key, URL or element changes while its instruction stays the same,
 * proposes a new instruction for it (by step id). Changing the instruction
 * or undoing the change drops the proposal; dismiss drops it too.
 */
export function useStaleInstructions(steps: Step[]) {
  const prev = useRef(new Map<string, Step>());
  const [proposals, setProposals] = useState<Record<string, string>>({});
  useEffect(() => {
    const before = prev.current;
    prev.current = new Map(steps.map((s) => [s.id, s]));
    if (before.size === 0) return;
    setProposals((cur) => {
      const next: Record<string, string> = {};
      for (const s of steps) {
        const p = before.get(s.id);
        const kept = cur[s.id];
        if (!p || p === s || JSON.stringify(p) === JSON.stringify(s)) {
          if (kept) next[s.id] = kept;
          continue;
        }
        const proposal = proposeInstruction(p, s);
        if (proposal) next[s.id] = proposal;
        else if (kept && p.instruction === s.instruction && sameMeaning(p, s)) next[s.id] = kept; // an unrelated edit of the step
      }
      return next;
    });
  }, [steps]);
  const dismiss = (id: string) => setProposals(({ [id]: _, ...rest }) => rest);
  return { proposals, dismiss };
}

/** sameMeaning reports whether two versions of a step agree on what an instruction describes. */
function sameMeaning(a: Step, b: Step): boolean {
  const name = (s: Step) => s.target?.fingerprint?.name ?? '';
  return a.value === b.value && a.key === b.key && a.url === b.url && name(a) === name(b);
}

/** StaleInstruction offers to update a step's instruction that no longer says what the step does. */
export function StaleInstruction({ step, proposal, onUpdate, onKeep }: { step: Step; proposal: string; onUpdate: () => void; onKeep: () => void }) {
  return (
    <div className="alert alert-warn instruction-stale" role="status" data-testid="stale-instruction">
      <div className="small">
        The instruction still says “<span className="bounded-text">{step.instruction}</span>”, but the step changed.
      </div>
      <div className="small">
        Update it to “<strong>{proposal}</strong>”?
      </div>
      <div className="actions">
        <button className="btn btn-sm btn-primary" onClick={onUpdate}>
          Update instruction
        </button>
        <button className="btn btn-sm" onClick={onKeep}>
          Keep it
        </button>
      </div>
    </div>
  );
}
