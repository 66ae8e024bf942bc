import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import type { MirrorFrame, Run, Trajectory } from '../api/generated';
import { DemoMirror } from './DemoMirror';
import type { Highlight } from './Mirror';
import { StatusBadge } from './StatusBadge';

/**
 * LivePagePanel is the editor's middle pane: the mirror of the live page (or
 * of the run under way), the button that opens or closes it, pick mode, and
 * the box that records more steps on it.
 */
export function LivePagePanel({ mirrorSession, ownSession, frame, highlight, running, failed, opening, picking, lastRun, onOpen, onClose, onPick, onInstruct, pickHover, onPointer, large, onToggleLarge, tools, demoSession, beforeInput, onRecorded }: {
  /** tools are shown under the instruction box (observe, extract). */
  tools?: ReactNode;
  /** demoSession is the live page that takes demonstrated input (null while a run or a failure owns it). */
  demoSession?: string | null;
  /** beforeInput runs before each demonstrated input (the editor syncs its draft). */
  beforeInput?: () => Promise<void>;
  /** onRecorded gets the draft after a demonstrated step, and the step's index. */
  onRecorded?: (t: Trajectory, index: number) => void;
  mirrorSession: string | null | undefined;
  /** ownSession is the editor's own live page (not a run's). */
  ownSession: string | null;
  frame: MirrorFrame | null;
  highlight: Highlight | null;
  running: boolean;
  /** failed: the mirror shows the page where a run failed. */
  failed: boolean;
  opening: boolean;
  picking: boolean;
  lastRun?: Run;
  onOpen(): void;
  onClose(): void;
  onPick(x: number, y: number): void;
  /** onInstruct records one instruction on the live page; it resolves true when it was recorded. */
  onInstruct(instruction: string): Promise<boolean>;
  /** pickHover is the element under the pointer in pick mode. */
  pickHover?: Highlight | null;
  onPointer?: (p: { x: number; y: number } | null) => void;
  /** large: the page has the timeline's room too. */
  large: boolean;
  onToggleLarge(): void;
}) {
  const [instruction, setInstruction] = useState('');
  const [instructing, setInstructing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Back to the box once an instruction is done (it is disabled while it runs).
  const was = useRef(instructing);
  useEffect(() => {
    if (was.current && !instructing) inputRef.current?.focus();
    was.current = instructing;
  }, [instructing]);
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const ins = instruction.trim();
    if (!ins) return;
    setInstructing(true);
    try {
      if (await onInstruct(ins)) setInstruction('');
    } finally {
      setInstructing(false);
    }
  };
  return (
    <>
      <div className="stage-bar">
        {mirrorSession ? (
          <>
            <span className="live-dot" aria-hidden="true" />
            <span className="small">{running ? 'Running…' : failed ? 'Page where the run failed' : 'Live page'}</span>
            <span className="spacer" />
            <button className="btn btn-xs" onClick={onToggleLarge} aria-pressed={large} title={large ? 'Show the step timeline again' : 'Give the live page the timeline’s room'}>
              {large ? 'Smaller page' : 'Larger page'}
            </button>
            {ownSession && !running && (
              <button className="btn btn-xs" onClick={onClose}>
                Close page
              </button>
            )}
          </>
        ) : (
          <>
            <span className="muted small">No live page.</span>
            <span className="spacer" />
            <button className="btn btn-sm" onClick={onOpen} disabled={opening}>
              {opening ? 'Opening…' : 'Open live page'}
            </button>
          </>
        )}
      </div>
      {mirrorSession ? (
        <DemoMirror
          sessionId={demoSession}
          frame={frame}
          highlight={highlight}
          picking={picking}
          onPick={onPick}
          busy={running}
          pickHover={pickHover}
          onPointer={onPointer}
          beforeInput={beforeInput}
          onRecorded={onRecorded}
        />
      ) : (
        <div className="mirror mirror-empty">
          <p className="muted small">
            Open the live page to pick elements and check locators, or run the trajectory to watch it.
            {lastRun && (
              <>
                {' '}
                Last run: <StatusBadge status={lastRun.status} />
              </>
            )}
          </p>
        </div>
      )}
      {picking && <p className="pick-hint">Point at an element to see its role and name, click to pick it · Esc to cancel</p>}
      {ownSession && !running && !failed && (
        <form className="instruct" onSubmit={submit}>
          <input ref={inputRef} aria-label="Record a step" placeholder="Record a step here, e.g. “click Settings”" value={instruction} disabled={instructing} onChange={(e) => setInstruction(e.target.value)} />
          <button className="btn btn-sm" disabled={instructing || !instruction.trim()}>
            {instructing ? '…' : 'Record'}
          </button>
        </form>
      )}
      {tools}
    </>
  );
}
