import { useEffect, useRef, useState } from 'react';
import type { MirrorFrame, StudioBox as Box } from '../api/generated';
import { useApi, useEvent } from '../lib/api-context';

export interface Highlight { box: Box | null; label: string; stepId?: string }

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
  useEvent('mirror:frame', (f) => {
    if (f.sessionId !== sessionId) return;
    count.current++;
    setFrame(f);
  });
  useEvent('mirror:highlight', (h) => {
    if (h.sessionId !== sessionId) return;
    setHighlight(h.box ? { box: h.box, label: h.label, stepId: h.stepId } : null);
  });
  return { frame, highlight, setHighlight, frames: count };
}

/**
 * Mirror draws the live page (JPEG screencast frames) with the acted element
 * outlined. In pick mode a click reports the point in the page's CSS pixels.
 */
export function Mirror({ frame, highlight, picking, onPick, emptyText, busy, children }: {
  frame: MirrorFrame | null;
  /** children are drawn over the page (DemoMirror's input layer). */
  children?: React.ReactNode;
  highlight?: Highlight | null;
  picking?: boolean;
  onPick?: (x: number, y: number) => void;
  emptyText?: string;
  busy?: boolean;
}) {
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
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
        className="mirror-stage"
        style={{ aspectRatio: `${frame.width} / ${frame.height}` }}
        onClick={(e) => {
          if (!picking || !onPick) return;
          const p = point(e);
          if (p) onPick(Math.round(p.x), Math.round(p.y));
        }}
        onMouseMove={(e) => picking && setHover(point(e))}
        onMouseLeave={() => setHover(null)}
        role={picking ? 'button' : undefined}
        aria-label={picking ? 'Click the element to pick on the page' : undefined}
      >
        <img className="mirror-img" src={`data:image/jpeg;base64,${frame.data}`} alt="Live page" draggable={false} />
        {highlight?.box && (
          <div className="mirror-hl" style={pct(highlight.box)} data-testid="mirror-highlight">
            {highlight.label && <span className="mirror-hl-label">{highlight.label}</span>}
          </div>
        )}
        {children}
        {picking && hover && (
          <div className="mirror-cross" style={{ left: `${(hover.x / frame.width) * 100}%`, top: `${(hover.y / frame.height) * 100}%` }} />
        )}
      </div>
    </div>
  );
}
