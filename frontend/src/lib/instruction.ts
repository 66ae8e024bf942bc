import type { Step, Target } from '../api/generated';
import { stepSummary } from './format';

function targetName(t: Target | undefined): string {
  const f = t?.fingerprint;
  return (f?.name || f?.text || f?.attrs?.placeholder || '').trim();
}

/**
 * proposeInstruction returns a better instruction for a step whose value,
 * key, URL or element changed while its instruction did not (after a value
 * edit, a pick or an accepted fix), or null when the instruction still
 * fits. It swaps the old text for the new where the instruction quotes
 * it, and otherwise describes the step afresh.
 */
export function proposeInstruction(before: Step, after: Step): string | null {
  const ins = after.instruction ?? '';
  if (!ins.trim() || ins !== (before.instruction ?? '')) return null;
  let next = ins;
  let fresh = false;
  const swap = (oldText: string, newText: string) => {
    if (!newText || oldText === newText) return;
    if (oldText && next.includes(oldText)) next = next.split(oldText).join(newText);
    else if (!next.includes(newText)) fresh = true;
  };
  swap(before.value ?? '', after.value ?? '');
  swap(before.key ?? '', after.key ?? '');
  swap(before.url ?? '', after.url ?? '');
  swap(targetName(before.target), targetName(after.target));
  const out = fresh ? stepSummary(after) : next;
  return out !== ins ? out : null;
}
