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
  if (out === ins || losesPickingWords(ins, out, before.target, after.target)) return null;
  return out;
}

/** words are the lower-case words of s (letters and digits), two characters or more. */
function words(s: string): string[] {
  return (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1);
}

/** describes is what a target's element is known by: its name, placeholder and context (its card, row or heading). */
function describes(t: Target | undefined): Set<string> {
  const f = t?.fingerprint;
  return new Set(words([f?.name, f?.attrs?.placeholder, f?.context].filter(Boolean).join(' ')));
}

/**
 * losesPickingWords reports whether proposal drops a word the instruction
 * used to pick the element and that still describes it: "add Wool Scarf
 * to the cart" must not become `click button "Add to cart"` when the
 * button the fix found still sits in the Wool Scarf card (its name lost
 * the product, its card did not). A word the element no longer has
 * ("Sign" after Sign in became Log in) may go.
 */
function losesPickingWords(instruction: string, proposal: string, before: Target | undefined, after: Target | undefined): boolean {
  const was = describes(before);
  const now = describes(after);
  const kept = new Set(words(proposal));
  return words(instruction).some((w) => was.has(w) && now.has(w) && !kept.has(w));
}
