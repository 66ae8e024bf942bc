import { useEffect, useRef, useState } from 'react';
import type { MirrorFrame, StudioBox as Box } from '../api/generated';
import { useApi, useEvent } from '../lib/api-context';
import { useMarks } from '../lib/marks';

/**
 * labelFit keeps a highlight's label inside the mirror: it starts at the
 * box's left edge and may run to the page's right edge (as a share of the
 * box's width, which is the label's containing block), or, for a box in
 * the page's right third, ends at the box's right edge and may run back
 * to the page's left edge. What does not fit ends in an ellipsis.
 */
export function labelFit(box: Box, pageWidth: number): React.CSSProperties {
  const w = Math.max(box.w, 1);
  if (box.x > pageWidth * (2 / 3)) return { left: 'auto', right: '-2px', maxWidth: `${((box.x + box.w) / w) * 100}%` };
  return { maxWidth: `${((pageWidth - box.x) / w) * 100}%` };
}

export interface Highlight { box: Box | null; label: string; stepId?: string; /** url is the page the box was measured on. */ url?: string }

/** useMirror follows one session's live page: the latest frame and the highlighted element. */
export function useMirror(sessionId: string | null | undefined) {
  const api = useApi();
  const [frame, setFrame] = useState<MirrorFrame | null>(null);
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const count = useRef(0);
  useEffect(() => {
    setFrame(null);
    setHighlight(null);
    count.current = 0;
    if (!sessionId) return;
    let live = true;
    api.GetMirrorFrame(sessionId).then(
      (f) => live && f && setFrame((cur) => cur ?? f),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api, sessionId]);
  const frameUrl = useRef<string | undefined>(undefined);
  const frameTs = useRef(0);
  useEffect(() => {
    frameUrl.current = undefined;
    frameTs.current = 0;
  }, [sessionId]);
  useEvent('mirror:frame', (f) => {
    if (f.sessionId !== sessionId) return;
    count.current++;
    frameUrl.current = f.url;
    frameTs.current = f.ts;
    setFrame(f);
    // A box measured on another page marks nothing here (a run that ended
    // on the next page, a click that navigated): drop it.
    setHighlight((h) => (!h ? h : h.url === undefined ? { ...h, url: f.url } : h.url !== f.url ? null : h));
  });
  useEvent('mirror:highlight', (h) => {
    if (h.sessionId !== sessionId) return;
    setHighlight(h.box ? { box: h.box, label: h.label, stepId: h.stepId, url: h.url || frameUrl.current } : null);
    // The page went elsewhere since the last frame (a run's step on the
    // next page, whose picture did not change yet): the address above the
    // mirror says where it is now, until the next frame says otherwise.
    // A box measured before the frame shown (events of one flush) is older news.
    if (h.url && h.url !== frameUrl.current && h.ts > frameTs.current) {
      frameUrl.current = h.url;
      setFrame((f) => (f ? { ...f, url: h.url! } : f));
    }
  });
  return { frame, highlight, setHighlight, frames: count };
}

/**
 * Mirror draws the live page (JPEG screencast frames) with the acted element
 * outlined. In pick mode a click reports the point in the page's CSS pixels.
 */
export function Mirror({ frame, highlight, picking, onPick, emptyText, busy, pickHover, onPointer, stageRef, onStageKeyDown, keyCursor, children }: {
  frame: MirrorFrame | null;
  /** children are drawn over the page (DemoMirror's input layer). */
  children?: React.ReactNode;
  highlight?: Highlight | null;
  picking?: boolean;
  onPick?: (x: number, y: number) => void;
  emptyText?: string;
  busy?: boolean;
  /** pickHover is the element under the pointer in pick mode (role, name, size). */
  pickHover?: Highlight | null;
  /** onPointer follows the pointer over the page in pick mode (page CSS pixels; null when it leaves). */
  onPointer?: (p: { x: number; y: number } | null) => void;
  /** stageRef and onStageKeyDown make the page focusable in pick mode, for picking with the keyboard. */
  stageRef?: React.Ref<HTMLDivElement>;
  onStageKeyDown?: (e: React.KeyboardEvent<HTMLDivElement>) => void;
  /** keyCursor is the element the keyboard pick is on (useKeyPick). */
  keyCursor?: Highlight | null;
}) {
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  const marks = useMarks(frame?.sessionId);
  if (!frame) {
    return (
      <div className="mirror mirror-empty" data-testid="mirror">
        <span className="muted">{emptyText ?? 'Waiting for the page…'}</span>
      </div>
    );
  }
  const pct = (b: Box) => ({
    left: `${(b.x / frame.width) * 100}%`,
    top: `${(b.y / frame.height) * 100}%`,
    width: `${(b.w / frame.width) * 100}%`,
    height: `${(b.h / frame.height) * 100}%`,
  });
  const point = (e: React.MouseEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    if (!r.width || !r.height) return null;
    return { x: ((e.clientX - r.left) / r.width) * frame.width, y: ((e.clientY - r.top) / r.height) * frame.height };
  };
  return (
    <div className={`mirror ${picking ? 'mirror-picking' : ''} ${busy ? 'mirror-busy' : ''}`} data-testid="mirror" data-frame-ts={frame.ts}>
      <div className="mirror-url" title={frame.url}>
        {frame.url}
      </div>
      <div
        ref={stageRef}
        className="mirror-stage"
        tabIndex={picking && onStageKeyDown ? 0 : undefined}
        onKeyDown={picking ? onStageKeyDown : undefined}
        style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
        onClick={(e) => {
          if (!picking || !onPick) return;
          const p = point(e);
          if (p) onPick(Math.round(p.x), Math.round(p.y));
        }}
        onMouseMove={(e) => {
          if (!picking) return;
          const p = point(e);
          setHover(p);
          onPointer?.(p);
        }}
        onMouseLeave={() => {
          setHover(null);
          onPointer?.(null);
        }}
        role={picking ? 'button' : undefined}
        aria-label={picking ? (onStageKeyDown ? 'Pick an element on the page: click it, or step with the arrow keys and press Enter' : 'Click the element to pick on the page') : undefined}
      >
        <img className="mirror-img" src={`data:image/jpeg;base64,${frame.data}`} alt="Live page" draggable={false} />
        {highlight?.box && !marks && (!highlight.url || !frame.url || highlight.url === frame.url) && (
          <div className="mirror-hl" style={pct(highlight.box)} data-testid="mirror-highlight">
            {highlight.label && (
              <span className="mirror-hl-label" style={labelFit(highlight.box, frame.width)} title={highlight.label}>
                {highlight.label}
              </span>
            )}
          </div>
        )}
        {marks?.marks.map((m, i) => (
          <div key={i} className={`mirror-mark ${i === marks.active ? 'mirror-mark-on' : ''}`} style={pct(m.box)} data-testid="mirror-candidate" title={m.label}>
            <span className="mirror-mark-n">{i + 1}</span>
          </div>
        ))}
        {picking && pickHover?.box && (
          <div className="mirror-pick-hl" style={pct(pickHover.box)} data-testid="pick-hover">
            <span className={`mirror-pick-label ${pickHover.box.y < frame.height * 0.12 ? 'below' : ''}`}>{pickHover.label}</span>
          </div>
        )}
        {children}
        {keyCursor?.box && (
          <div className="mirror-pick-hl mirror-key-hl" style={pct(keyCursor.box)} data-testid="key-pick">
            <span className={`mirror-pick-label ${keyCursor.box.y < frame.height * 0.12 ? 'below' : ''}`}>{keyCursor.label}</span>
          </div>
        )}
        {picking && hover && (
          <div className="mirror-cross" style={{ left: `${(hover.x / frame.width) * 100}%`, top: `${(hover.y / frame.height) * 100}%` }} />
        )}
      </div>
    </div>
  );
}
