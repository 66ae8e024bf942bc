import { useEffect, useRef, useState } from 'react';
import { Icon } from './Icon';
import { shortcutLabel } from '../lib/keys';
import type { Step, StepResult } from '../api/generated';
import { actionLabel, clipText, duration, locatorText, stepSummary } from '../lib/format';
import { winnerLine } from '../lib/results';
import { BlobImage } from './BlobImage';
import { StatusBadge } from './StatusBadge';
import { ProvenanceLine } from './Provenance';

export interface StepCommands {
  select(i: number): void;
  move(from: number, to: number): void;
  runFrom(i: number): void;
  runTo(i: number): void;
  runOne(i: number): void;
  duplicate(i: number): void;
  remove(i: number): void;
  insertAfter(i: number): void;
}

/**
 * StepTimeline is the ordered list of steps: drag to reorder, per-step run
 * scope, before/after thumbnails from the latest run, live status while a
 * run is under way.
 */
export function StepTimeline({ steps, selected, results, shots, running, problemsByStep, cmd, disabled, recorded }: {
  steps: Step[];
  selected: number;
  results: Record<string, StepResult | undefined>;
  /** shots maps a step id to the screenshot taken after it (latest run, else the recording). */
  shots: Record<string, string | undefined>;
  running: boolean;
  problemsByStep: Record<number, string[]>;
  cmd: StepCommands;
  disabled?: boolean;
  /** recorded maps a step id to its result in the recording (who resolved it, what it cost). */
  recorded?: Record<string, StepResult | undefined>;
}) {
  const [drag, setDrag] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  // Keyboard: the selected step is the one Tab stop of the list (↑/↓ or
  // j/k move the selection, and focus follows it while it is in the list).
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (!el || !el.contains(document.activeElement) || document.activeElement?.closest('.tl-actions')) return;
    el.querySelector<HTMLElement>('.tl-sel')?.focus();
  }, [selected]);
  return (
    <ol className="timeline" aria-label="Steps" ref={list}>
      {steps.map((s, i) => {
        const r = results[s.id];
        const before = r?.screenshotBefore ?? (i > 0 ? shots[steps[i - 1].id] : undefined);
        const after = shots[s.id];
        const probs = problemsByStep[i + 1] ?? [];
        return (
          <li
            key={s.id + ':' + i}
            className={`tl-step ${i === selected ? 'tl-sel' : ''} ${s.disabled ? 'tl-disabled' : ''} ${over === i && drag !== null && drag !== i ? (drag < i ? 'tl-drop-after' : 'tl-drop-before') : ''} ${r ? 'tl-' + r.status : ''}`}
            data-testid="step"
            data-step-id={s.id}
            data-status={r?.status ?? ''}
            aria-selected={i === selected}
            tabIndex={i === selected ? 0 : -1}
            onKeyDown={(e) => {
              if (e.target === e.currentTarget && (e.key === 'Enter' || e.key === ' ')) {
                e.preventDefault();
                cmd.select(i);
              }
            }}
            onFocus={(e) => e.target === e.currentTarget && i !== selected && cmd.select(i)}
            draggable={!disabled}
            onDragStart={(e) => {
              setDrag(i);
              e.dataTransfer.effectAllowed = 'move';
              e.dataTransfer.setData('text/plain', String(i));
            }}
            onDragOver={(e) => {
              if (drag === null) return;
              e.preventDefault();
              e.dataTransfer.dropEffect = 'move';
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              const from = drag ?? Number(e.dataTransfer.getData('text/plain'));
              setDrag(null);
              setOver(null);
              if (!Number.isNaN(from) && from !== i) cmd.move(from, i);
            }}
            onDragEnd={() => {
              setDrag(null);
              setOver(null);
            }}
            onClick={() => cmd.select(i)}
          >
            <div className="tl-head">
              <span className="drag-handle" aria-hidden="true" title="Drag to reorder (Alt+↑/↓)">
                <Icon name="grip" />
              </span>
              <span className="step-idx">{i + 1}</span>
              <span className="action">{actionLabel(s)}</span>
              <span className="tl-title ellipsis" title={clipText(s.instruction, 600)}>
                {clipText(s.instruction || stepSummary(s), 300)}
              </span>
              {r && (
                <span className="tl-status">
                  <StatusBadge status={r.status} compact />
                  {r.status !== 'skipped' && <span className="muted small">{duration(r.durationMs)}</span>}
                </span>
              )}
              {running && !r && <span className="badge badge-queued" aria-label="queued">·</span>}
            </div>
            <div className="tl-detail">
              <span className="mono small ellipsis muted">
                {r?.winner ? winnerLine(r) : s.target ? locatorText(s.target.candidates[0]) : s.url ?? s.key ?? ''}
                {s.disabled && <span className="pill">disabled</span>}
              </span>
            </div>
            <ProvenanceLine recorded={recorded?.[s.id]} result={r} />
            {(before || after) && (
              // A screenshot nobody took (before the first step of a
              // recording) is no box at all; its place keeps the other in line.
              <div className="tl-thumbs">
                <figure>
                  {before && (
                    <>
                      <BlobImage blobKey={before} width={160} alt={`Before step ${i + 1}`} />
                      <figcaption>before</figcaption>
                    </>
                  )}
                </figure>
                <figure>
                  {after && (
                    <>
                      <BlobImage blobKey={after} width={160} alt={`After step ${i + 1}`} />
                      <figcaption>after</figcaption>
                    </>
                  )}
                </figure>
              </div>
            )}
            {probs.length > 0 && (
              <ul className="tl-problems">
                {probs.map((p, k) => (
                  <li key={k}>⚠ {p}</li>
                ))}
              </ul>
            )}
            {i === selected && (
              <div className="tl-actions" onClick={(e) => e.stopPropagation()}>
                <button className="btn btn-xs" disabled={disabled} onClick={() => cmd.runOne(i)} title="Run only this step on the live page">
                  ▶ this
                </button>
                <button className="btn btn-xs" disabled={disabled} onClick={() => cmd.runFrom(i)} title="Run from this step to the end">
                  ▶ from here
                </button>
                <button className="btn btn-xs" disabled={disabled} onClick={() => cmd.runTo(i)} title="Run from the start to this step">
                  ▶ to here
                </button>
                <span className="spacer" />
                <span className="tl-edit">
                  <button className="icon-btn" disabled={disabled || i === 0} onClick={() => cmd.move(i, i - 1)} aria-label="Move step up" title="Move up (Alt+↑)">
                    ↑
                  </button>
                  <button className="icon-btn" disabled={disabled || i === steps.length - 1} onClick={() => cmd.move(i, i + 1)} aria-label="Move step down" title="Move down (Alt+↓)">
                    ↓
                  </button>
                  <button className="icon-btn" disabled={disabled} onClick={() => cmd.insertAfter(i)} aria-label="Insert step after" title={`Insert a step after (${shortcutLabel('Mod+I')})`}>
                    +
                  </button>
                  <button className="icon-btn" disabled={disabled} onClick={() => cmd.duplicate(i)} aria-label="Duplicate step" title={`Duplicate (${shortcutLabel('Mod+D')})`}>
                    <Icon name="copy" />
                  </button>
                  <button className="icon-btn danger" disabled={disabled} onClick={() => cmd.remove(i)} aria-label="Delete step" title="Delete (Del)">
                    <Icon name="trash" />
                  </button>
                </span>
              </div>
            )}
          </li>
        );
      })}
      {steps.length === 0 && (
        <li className="muted pad">
          No steps.{' '}
          <button className="btn btn-sm" onClick={() => cmd.insertAfter(-1)}>
            + Add a step
          </button>
        </li>
      )}
    </ol>
  );
}
