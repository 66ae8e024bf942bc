import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/**
 * InstructionBox is the recorder's input: a step or a goal, Enter runs it,
 * ↑/↓ recall the instructions sent before.
 */
export function InstructionBox({ text, setText, asGoal, setAsGoal, busy, noModel, inputRef, onSubmit, onStop }: {
  text: string;
  setText: (t: string) => void;
  asGoal: boolean;
  setAsGoal: (g: boolean) => void;
  busy: boolean;
  noModel: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  /** onSubmit runs the text; it is also added to the recall history. */
  onSubmit: (text: string) => void;
  onStop: () => void;
}) {
  const sent = useRef<string[]>([]);
  const [historyIdx, setHistoryIdx] = useState(-1);
  // Focus comes back to the box once an instruction is done: the box is
  // disabled while it runs (focus would otherwise fall to the page, where
  // the next words typed fire shortcuts).
  // It also takes focus when it appears, and whenever it is ready while
  // nothing else has focus. Focus elsewhere stays there: typing on the
  // live mirror (the page is busy for each key) must not jump back here.
  const takeBack = useRef(true);
  useEffect(() => {
    const a = document.activeElement;
    const free = !a || a === document.body || a === inputRef.current;
    if (busy) takeBack.current = free;
    else if (takeBack.current || free) inputRef.current?.focus();
  }, [busy, inputRef]);
  return (
    <form
      className="instruct"
      onSubmit={(e) => {
        e.preventDefault();
        const ins = text.trim();
        if (!ins || busy) return;
        if (!asGoal) {
          sent.current.push(ins);
          setHistoryIdx(-1);
        }
        onSubmit(ins);
      }}
    >
      <select aria-label="Kind of input" value={asGoal ? 'goal' : 'step'} disabled={busy} onChange={(e) => setAsGoal(e.target.value === 'goal')} title="A step is one instruction; a goal lets the agent work out the steps">
        <option value="step">Step</option>
        <option value="goal" disabled={noModel}>
          Goal{noModel ? ' (needs a model)' : ''}
        </option>
      </select>
      <input
        ref={inputRef}
        aria-label={asGoal ? 'Goal' : 'Instruction'}
        placeholder={busy ? 'Working…' : asGoal ? 'A goal, e.g. “add a scarf to the cart”' : 'Next step, e.g. “click Sign in”'}
        title={asGoal ? 'A goal for the agent: Enter hands it over' : 'Enter runs it · ↑/↓ recall the instructions sent before'}
        value={text}
        disabled={busy}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          const h = sent.current;
          if (e.key === 'ArrowUp' && h.length) {
            e.preventDefault();
            const i = historyIdx < 0 ? h.length - 1 : Math.max(0, historyIdx - 1);
            setHistoryIdx(i);
            setText(h[i]);
          } else if (e.key === 'ArrowDown' && historyIdx >= 0) {
            e.preventDefault();
            const i = historyIdx + 1;
            setHistoryIdx(i >= h.length ? -1 : i);
            setText(i >= h.length ? '' : h[i]);
          }
        }}
      />
      {busy && asGoal ? (
        <button className="btn" type="button" onClick={onStop}>
          Stop
        </button>
      ) : (
        <button className="btn btn-primary" type="submit" disabled={busy || !text.trim()}>
          Run
        </button>
      )}
    </form>
  );
}
