import type { ReactNode } from 'react';

/**
 * WorkspaceLayout places the editor's parts: the toolbar, the line under it
 * (start URL, tags, tabs), and either the three panes of the steps tab
 * (timeline, live page, inspector) or one tab's content.
 */
export function WorkspaceLayout({ banner, head, sub, timeline, stage, inspector, large, failing, children }: {
  /** banner is a notice above the toolbar (e.g. editing a cache entry). */
  banner?: ReactNode;
  head: ReactNode;
  sub: ReactNode;
  timeline?: ReactNode;
  stage?: ReactNode;
  inspector?: ReactNode;
  /** large gives the live page the timeline's room (the timeline is hidden). */
  large?: boolean;
  /**
   * failing says the inspector holds the failure panel (or the heal review). In a narrow window,
   * where the inspector is under the timeline and the page, the window's
   * height is then shared with them (each part scrolls inside) so the
   * panel's actions are in view without scrolling the editor.
   */
  failing?: boolean;
  /** children is the content of a tab other than steps. */
  children?: ReactNode;
}) {
  return (
    <div className="screen workspace">
      {banner}
      <div className="toolbar ws-head">{head}</div>
      <div className="ws-sub">{sub}</div>
      {timeline !== undefined && (
        <div className={`ws-body ${large ? 'ws-body-large' : ''} ${failing ? 'ws-body-failing' : ''}`}>
          <section className="ws-timeline" aria-label="Step timeline">
            {timeline}
          </section>
          <section className="ws-stage" aria-label="Live page">
            {stage}
          </section>
          <section className="ws-inspector" aria-label="Inspector">
            {inspector}
          </section>
        </div>
      )}
      {children}
    </div>
  );
}
