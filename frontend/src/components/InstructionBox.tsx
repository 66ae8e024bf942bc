import { useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

/** MAX_ROWS is how tall the box grows before a long instruction scrolls. */
const MAX_ROWS = 5;

/**
 * InstructionBox is the recorder's input: a step or a goal, Enter runs it,
 * ↑/↓ recall the instructions sent before. It is a text area that grows
 * with its text (up to MAX_ROWS lines), so a long instruction can be read
 * whole before it runs. An instruction is one line: Enter runs it, and
 * line breaks pasted into it become spaces.
 */
export function InstructionBox({ text, setText, asGoal, setAsGoal, busy, noModel, inputRef, onSubmit, onStop }: {
  text: string;
  setText: (t: string) => void;
  asGoal: boolean;
  setAsGoal: (g: boolean) => void;
  busy: boolean;
  noModel: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
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
  // While it runs, the keyboard is on Stop (Escape stops too): before,
  // it fell to the page, nine Shift+Tabs away from the toolbar's Stop.
  const takeBack = useRef(true);
  const stopRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const a = document.activeElement;
    const free = !a || a === document.body || a === inputRef.current || a === stopRef.current;
    if (busy) {
      takeBack.current = free;
      if (free) stopRef.current?.focus();
    } else if (takeBack.current || free) inputRef.current?.focus();
  }, [busy, inputRef]);
  // The box is as tall as its text: one line when short, up to MAX_ROWS.
  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    el.style.height = 'auto';
    const { line, frame } = metrics(el);
    el.style.height = `${Math.min(el.scrollHeight, line * MAX_ROWS + frame.padding) + frame.border}px`;
  }, [text, inputRef]);
  const submit = () => {
    const ins = text.trim();
    if (!ins || busy) return;
    if (!asGoal) {
      sent.current.push(ins);
      setHistoryIdx(-1);
    }
    onSubmit(ins);
  };
  return (
    <form
      className="instruct"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <select aria-label="Kind of input" value={asGoal ? 'goal' : 'step'} disabled={busy} onChange={(e) => setAsGoal(e.target.value === 'goal')} title="A step is one instruction; a goal lets the agent work out the steps">
        <option value="step">Step</option>
        <option value="goal" disabled={noModel}>
          Goal{noModel ? ' (needs a model)' : ''}
        </option>
      </select>
      <textarea
        ref={inputRef}
        rows={1}
        aria-label={asGoal ? 'Goal' : 'Instruction'}
        placeholder={busy ? 'Working…' : asGoal ? 'A goal, e.g. “add a scarf to the cart”' : 'Next step, e.g. “click Sign in”'}
        title={asGoal ? 'A goal for the agent: Enter hands it over' : 'Enter runs it · ↑/↓ recall the instructions sent before'}
        value={text}
        disabled={busy}
        onChange={(e) => setText(e.target.value.replace(/\r?\n/g, ' '))}
        onKeyDown={(e) => {
          const h = sent.current;
          const el = e.currentTarget;
          // ↑ recalls while the text is one line (or a recall is under
          // way): inside a longer instruction the arrows move the caret.
          const { line, frame } = metrics(el);
          const oneLine = el.scrollHeight - frame.padding < line * 1.5;
          if (e.key === 'Enter' && !e.nativeEvent.isComposing) {
            e.preventDefault();
            submit();
          } else if (e.key === 'ArrowUp' && h.length && (historyIdx >= 0 || oneLine)) {
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
      {busy ? (
        <button
          ref={stopRef}
          className="btn btn-danger"
          type="button"
          onClick={onStop}
          // A held Enter (the one that ran the instruction) repeats onto Stop once it has the focus: it must not stop what it started.
          onKeyDown={(e) => e.repeat && e.preventDefault()}
          title={`Stop the ${asGoal ? 'goal' : 'instruction'} under way (Esc)`}
        >
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

/** metrics are a text area's line height and the padding and border around its lines, in px. */
function metrics(el: HTMLTextAreaElement) {
  const cs = getComputedStyle(el);
  const px = (v: string) => parseFloat(v) || 0;
  return {
    line: px(cs.lineHeight) || 1.2 * px(cs.fontSize) || 20,
    frame: {
      padding: px(cs.paddingTop) + px(cs.paddingBottom),
      border: px(cs.borderTopWidth) + px(cs.borderBottomWidth),
    },
  };
}
