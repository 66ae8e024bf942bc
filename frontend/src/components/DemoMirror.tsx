import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { AssertionChoice, AssertionPick, DemoInput as Input, MirrorFrame, StudioBox as Box, Trajectory } from '../api/generated';
import { useApi, useEvent } from '../lib/api-context';
import { errorText, useToast } from '../lib/toast';
import { keyPickHint, useKeyPick } from '../hooks/useKeyPick';
import { AssertPicker } from './AssertPicker';
import { Mirror } from './Mirror';
import './demo.css';
import type { Highlight } from './Mirror';

/** Mode is what input on the mirror does: nothing, act on the page (recorded), or pick an element to assert about. */
export type DemoMode = 'view' | 'interact' | 'assert';

/** MODES are the mirror's modes with their labels and what they do. */
const MODES = [
  ['view', 'View', 'Watch the page; clicks do nothing'],
  ['interact', 'Interact', 'Act on the page: each click, typing, choice or scroll is recorded as a step'],
  ['assert', 'Assert', 'Click an element to record a check about it'],
] as const;

/** Keys sent to the page as key presses while recording by demonstration; others are typed as text. */
const PRESS_KEYS = new Set(['Enter', 'Tab', 'Escape', 'Backspace', 'Delete', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown']);

/** playwrightKey is the Playwright name of a key event with its modifiers ("Control+A"), or null for plain text. */
export function playwrightKey(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): string | null {
  const mods = [e.ctrlKey && 'Control', e.metaKey && 'Meta', e.altKey && 'Alt'].filter(Boolean) as string[];
  if (e.key.length === 1 && !mods.length) return null;
  if (['Control', 'Meta', 'Alt', 'Shift'].includes(e.key)) return '';
  if (e.key.length === 1 || PRESS_KEYS.has(e.key) || /^F\d+$/.test(e.key)) {
    if (e.shiftKey && e.key.length > 1) mods.push('Shift');
    return [...mods, e.key.length === 1 ? e.key.toUpperCase() : e.key].join('+');
  }
  return '';
}

/**
 * useInputQueue sends mirror input to the page one request at a time:
 * text typed while a request is under way is sent together, and wheel
 * turns add up, so fast typing becomes one fill step that keeps up.
 */
function useInputQueue(send: (i: Input) => Promise<void>) {
  const queue = useRef<Input[]>([]);
  const busy = useRef(false);
  const pump = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    try {
      while (queue.current.length) {
        const next = queue.current.shift()!;
        await send(next);
      }
    } finally {
      busy.current = false;
    }
  }, [send]);
  return useCallback(
    (i: Input) => {
      const q = queue.current;
      const last = q[q.length - 1];
      if (last && last.kind === 'type' && i.kind === 'type') last.text = (last.text ?? '') + (i.text ?? '');
      else if (last && last.kind === 'scroll' && i.kind === 'scroll') {
        last.deltaX = (last.deltaX ?? 0) + (i.deltaX ?? 0);
        last.deltaY = (last.deltaY ?? 0) + (i.deltaY ?? 0);
      } else q.push({ ...i });
      void pump();
    },
    [pump],
  );
}

/**
 * DemoMirror is the live mirror of a recording session with record by
 * demonstration: in "Interact" mode clicks, typing, keys, drop-down choices
 * and the wheel on the mirror act on the real page and are recorded as steps
 * (typing folds into one fill step); in "Assert" mode a click picks an
 * element to record a check about. The last demonstrated step's generated
 * instruction can be reworded. Matches of a locator tried in the playground
 * (mirror:candidates) are outlined.
 */
export function DemoMirror({ sessionId, frame, highlight, busy, emptyText, picking, onPick, pickHover, onPointer, initialMode = 'view', beforeInput, onRecorded }: {
  sessionId: string | null | undefined;
  frame: MirrorFrame | null;
  highlight?: Highlight | null;
  busy?: boolean;
  emptyText?: string;
  /** picking and onPick pass the editor's own pick mode through. */
  picking?: boolean;
  onPick?: (x: number, y: number) => void;
  /** pickHover and onPointer pass the editor's pick-mode hover through (Mirror). */
  pickHover?: Highlight | null;
  onPointer?: (p: { x: number; y: number } | null) => void;
  initialMode?: DemoMode;
  /** beforeInput runs before each recorded input (the editor syncs its draft). */
  beforeInput?: () => Promise<void>;
  /** onRecorded gets the draft after a step was recorded or reworded. */
  onRecorded?: (t: Trajectory, index: number) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [mode, setMode] = useState<DemoMode>(initialMode);
  const [focused, setFocused] = useState('');
  const [choose, setChoose] = useState<{ x: number; y: number; options: string[]; element: string } | null>(null);
  const [pick, setPick] = useState<AssertionPick | null>(null);
  const [last, setLast] = useState<{ index: number; instruction: string } | null>(null);
  const [reword, setReword] = useState('');
  const [boxes, setBoxes] = useState<{ boxes: Box[]; ts: number }>({ boxes: [], ts: 0 });
  const [error, setError] = useState('');
  const overlay = useRef<HTMLDivElement>(null);
  // keys is where the keyboard goes in Interact mode: a text sink, so text
  // that arrives without key presses (an input method, dictation, pasted
  // or inserted text) reaches the page too.
  const keys = useRef<HTMLTextAreaElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const hintId = useId();

  useEffect(() => {
    setFocused('');
    setChoose(null);
    setPick(null);
    setLast(null);
    setBoxes({ boxes: [], ts: 0 });
  }, [sessionId]);
  useEvent('mirror:candidates', (e) => {
    if (e.sessionId !== sessionId) return;
    setBoxes({ boxes: e.candidates.map((c) => c.box).filter((b): b is Box => !!b), ts: Date.now() });
  });
  // Outlines from the playground fade after a while.
  useEffect(() => {
    if (!boxes.boxes.length) return;
    const t = setTimeout(() => setBoxes({ boxes: [], ts: 0 }), 15000);
    return () => clearTimeout(t);
  }, [boxes]);

  const send = useCallback(
    async (i: Input) => {
      if (!sessionId) return;
      try {
        await beforeInput?.();
        const r = await api.Demonstrate(sessionId, i);
        setError('');
        if (r.focused !== undefined && r.focused !== '') setFocused(r.focused);
        else if (i.kind === 'click' || i.kind === 'select' || (i.kind === 'key' && /(^|\+)(Tab|Enter|Escape)$/.test(i.key ?? ''))) setFocused('');
        if (r.options?.length) setChoose({ x: i.x ?? 0, y: i.y ?? 0, options: r.options, element: r.element ?? 'list' });
        if (r.step) {
          setLast({ index: r.index, instruction: r.step.instruction ?? '' });
          setReword(r.step.instruction ?? '');
          onRecorded?.(r.trajectory, r.index);
        }
      } catch (e) {
        setError(errorText(e));
      }
    },
    [api, sessionId, beforeInput, onRecorded],
  );
  const enqueue = useInputQueue(send);

  const point = (e: React.MouseEvent | React.WheelEvent) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (!frame || !r.width || !r.height) return null;
    return { x: Math.round(((e.clientX - r.left) / r.width) * frame.width), y: Math.round(((e.clientY - r.top) / r.height) * frame.height) };
  };

  // byKeys is true while the assertion being set up was picked with the keyboard.
  const [byKeys, setByKeys] = useState(false);
  const pickAssertion = async (x: number, y: number, keyboard = false) => {
    if (!sessionId) return;
    try {
      setPick(await api.PickAssertion(sessionId, x, y));
      setByKeys(keyboard);
      setError('');
    } catch (err) {
      setError(errorText(err));
    }
  };
  // Picking with the keyboard: the editor's pick mode, Assert mode, and
  // Interact mode while no field has the focus (Enter clicks the element).
  const keyPickOn = !!sessionId && !!frame && (!!picking || mode === 'assert' || (mode === 'interact' && !focused));
  const keyPick = useKeyPick(sessionId, keyPickOn, frame?.url, (x, y) => {
    if (picking) onPick?.(x, y);
    else if (mode === 'interact') {
      setChoose(null);
      enqueue({ kind: 'click', x, y });
    } else void pickAssertion(x, y, true);
  });
  // A pick started from the editor's button or shortcut puts the keyboard on the page.
  useEffect(() => {
    if (picking) stage.current?.focus();
  }, [picking]);

  const focusInput = () => (mode === 'interact' ? keys.current : overlay.current)?.focus();
  const onClick = async (e: React.MouseEvent<HTMLDivElement>) => {
    const p = point(e);
    if (!p || !sessionId) return;
    focusInput();
    if (mode === 'interact') {
      setChoose(null);
      enqueue({ kind: 'click', x: p.x, y: p.y, clickCount: e.detail > 1 ? 2 : undefined });
      return;
    }
    if (mode === 'assert') void pickAssertion(p.x, p.y);
  };
  // onText sends text that reached the key sink without a key press.
  const onText = (e: React.FormEvent<HTMLTextAreaElement>) => {
    const t = e.currentTarget;
    if ((e.nativeEvent as InputEvent).isComposing) return;
    if (t.value) enqueue({ kind: 'type', text: t.value });
    t.value = '';
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (mode === 'assert') {
      if (keyPick.onKeyDown(e)) e.stopPropagation();
      else if (e.key === 'Escape' && pick) setPick(null);
      return;
    }
    if (mode !== 'interact' || e.nativeEvent.isComposing) return;
    if (!focused && keyPick.onKeyDown(e)) {
      e.stopPropagation();
      return;
    }
    // Tab leaves the mirror unless a field of the page has the focus.
    if (e.key === 'Tab' && !focused) return;
    const k = playwrightKey(e);
    if (k === '') return;
    e.preventDefault();
    e.stopPropagation();
    if (k === null) enqueue({ kind: 'type', text: e.key });
    else enqueue({ kind: 'key', key: k });
  };
  const onWheel = (e: React.WheelEvent<HTMLDivElement>) => {
    if (mode !== 'interact') return;
    const p = point(e);
    if (!p) return;
    enqueue({ kind: 'scroll', x: p.x, y: p.y, deltaX: Math.round(e.deltaX), deltaY: Math.round(e.deltaY) });
  };

  const addAssertion = async (c: AssertionChoice) => {
    if (!sessionId) return;
    try {
      await beforeInput?.();
      const r = await api.AddAssertion(sessionId, c.step);
      const i = r.trajectory.steps.length - 1;
      setPick(null);
      if (byKeys) overlay.current?.focus();
      setLast({ index: i, instruction: r.trajectory.steps[i]?.instruction ?? '' });
      setReword(r.trajectory.steps[i]?.instruction ?? '');
      onRecorded?.(r.trajectory, i);
      toast(`Recorded: ${c.label}`, { kind: 'ok' });
    } catch (err) {
      setError(errorText(err));
    }
  };

  const saveReword = async () => {
    if (!sessionId || !last || reword.trim() === last.instruction || !reword.trim()) return;
    try {
      const info = await api.GetSession(sessionId);
      const t = info.trajectory;
      if (!t.steps[last.index]) return;
      t.steps[last.index] = { ...t.steps[last.index], instruction: reword.trim() };
      const after = await api.UpdateDraft(sessionId, t);
      setLast({ ...last, instruction: reword.trim() });
      onRecorded?.(after.trajectory, last.index);
    } catch (err) {
      setError(errorText(err));
    }
  };

  const pct = (b: Box) =>
    frame
      ? { left: `${(b.x / frame.width) * 100}%`, top: `${(b.y / frame.height) * 100}%`, width: `${(b.w / frame.width) * 100}%`, height: `${(b.h / frame.height) * 100}%` }
      : {};
  const live = !!sessionId && !!frame && !picking;
  const hint =
    mode === 'interact'
      ? focused
        ? `Typing goes into ${focused} · Tab or Enter to move on`
        : keyPick.cursor
          ? `${keyPick.cursor.label} · Enter clicks it`
          : 'Click, type, choose and scroll on the page to record steps · no mouse: ↓/↑ then Enter clicks'
      : mode === 'assert' || picking
        ? keyPick.cursor
          ? `${keyPick.cursor.label} · Enter picks it`
          : `Click an element${mode === 'assert' && !picking ? ' to check something about it' : ''}, or ${keyPickHint}`
        : '';

  // A list's options opened from the keyboard take the keyboard; choosing
  // one (or Escape) gives it back to the page.
  const chooseRef = useRef<HTMLDivElement>(null);
  const chooseByKeys = useRef(false);
  useEffect(() => {
    if (!choose) return;
    chooseByKeys.current = !!keys.current && document.activeElement === keys.current;
    if (chooseByKeys.current) chooseRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [choose]);
  const closeChoose = () => {
    setChoose(null);
    if (chooseByKeys.current) keys.current?.focus();
    chooseByKeys.current = false;
  };

  const switchMode = (m: DemoMode) => {
    setMode(m);
    setPick(null);
    setChoose(null);
  };
  // onModeKey moves the mode with the arrow keys, as in any radio group;
  // Enter or Space then puts the keyboard on the page.
  const onModeKey = (e: React.KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (!step) return;
    e.preventDefault();
    const usable = MODES.map(([m]) => m).filter((m) => !busy || m === 'view');
    const next = usable[(usable.indexOf(mode) + step + usable.length) % usable.length];
    if (!next) return;
    e.currentTarget.querySelector<HTMLButtonElement>(`[data-mode="${next}"]`)?.focus();
    switchMode(next);
  };

  return (
    <div className="demo-mirror">
      {sessionId && (
        <div className="demo-bar" role="radiogroup" aria-label="Mirror mode" onKeyDown={onModeKey}>
          {MODES.map(([m, label, title]) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              // One stop for the group: the arrow keys choose within it.
              tabIndex={mode === m ? 0 : -1}
              data-mode={m}
              className={`btn btn-xs ${mode === m ? 'btn-primary' : ''}`}
              title={title}
              disabled={busy && m !== 'view'}
              onClick={() => {
                switchMode(m);
                if (m !== 'view') setTimeout(() => (m === 'interact' ? keys.current : overlay.current)?.focus(), 0);
              }}
            >
              {label}
            </button>
          ))}
          <span className="demo-hint small muted" id={hintId}>
            {hint}
          </span>
        </div>
      )}
      <div className="sr-only" aria-live="polite" data-testid="key-pick-announce">
        {keyPick.announce}
      </div>
      <Mirror
        frame={frame}
        highlight={highlight}
        picking={picking}
        onPick={onPick}
        emptyText={emptyText}
        busy={busy}
        pickHover={keyPick.cursor ? null : pickHover}
        onPointer={onPointer}
        stageRef={stage}
        onStageKeyDown={(e) => {
          if (keyPick.onKeyDown(e)) e.stopPropagation();
        }}
        keyCursor={keyPick.cursor}
      >
        {live && (
          <div
            ref={overlay}
            className={`demo-overlay demo-${mode}`}
            data-testid="demo-overlay"
            aria-describedby={sessionId ? hintId : undefined}
            tabIndex={mode === 'assert' ? 0 : -1}
            role={mode === 'view' ? undefined : 'application'}
            aria-label={mode === 'interact' ? 'Live page: click and type to record steps' : mode === 'assert' ? 'Live page: click an element to assert about it, or step through the elements with the arrow keys and press Enter' : undefined}
            onClick={mode === 'view' ? undefined : onClick}
            onContextMenu={(e) => {
              if (mode !== 'interact') return;
              e.preventDefault();
              const p = point(e);
              if (p) enqueue({ kind: 'click', x: p.x, y: p.y, button: 'right' });
            }}
            onKeyDown={onKeyDown}
            onWheel={onWheel}
          >
            {boxes.boxes.map((b, i) => (
              <div key={`${boxes.ts}-${i}`} className="demo-match" style={pct(b)} data-testid="playground-match">
                <span className="demo-match-label">{i + 1}</span>
              </div>
            ))}
            {pick && <div className="demo-picked" style={pct(pick.box)} />}
            {mode === 'interact' && (
              <textarea
                ref={keys}
                className="demo-keys"
                data-testid="demo-keys"
                aria-label={focused ? `Type into ${focused} on the live page` : 'Live page: click a field, then type'}
                aria-describedby={hintId}
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                onInput={onText}
                onCompositionEnd={(e) => {
                  if (e.data) enqueue({ kind: 'type', text: e.data });
                  e.currentTarget.value = '';
                }}
              />
            )}
          </div>
        )}
      </Mirror>
      {choose && (
        <div
          className="demo-choose"
          role="group"
          aria-label={`Choose an option of ${choose.element}`}
          ref={chooseRef}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.stopPropagation();
            closeChoose();
          }}
        >
          <span className="small muted">Choose in {choose.element}:</span>
          {choose.options.map((o) => (
            <button
              key={o}
              type="button"
              className="btn btn-xs"
              onClick={() => {
                enqueue({ kind: 'select', x: choose.x, y: choose.y, value: o });
                closeChoose();
              }}
            >
              {o || '(empty)'}
            </button>
          ))}
          <button type="button" className="btn btn-xs btn-ghost" onClick={closeChoose}>
            Cancel
          </button>
        </div>
      )}
      {pick && (
        <AssertPicker
          pick={pick}
          autoFocus={byKeys}
          onAdd={(c) => void addAssertion(c)}
          onCancel={() => {
            setPick(null);
            if (byKeys) overlay.current?.focus();
          }}
        />
      )}
      {last && (
        <form
          className="demo-last"
          onSubmit={(e) => {
            e.preventDefault();
            void saveReword();
          }}
        >
          <label className="small muted" htmlFor="demo-reword">
            Step {last.index + 1}:
          </label>
          <input id="demo-reword" aria-label="Instruction of the recorded step" value={reword} onChange={(e) => setReword(e.target.value)} onBlur={() => void saveReword()} maxLength={500} />
          {reword.trim() !== last.instruction && reword.trim() && (
            <button className="btn btn-xs" type="submit">
              Reword
            </button>
          )}
        </form>
      )}
      {error && (
        <p className="alert alert-error small clip-lines" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
