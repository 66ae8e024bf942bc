import { useEffect, useState } from 'react';
import type { RevisionInfo, Step, Trajectory } from '../api/generated';
import { useApi } from '../lib/api-context';
import { count, when } from '../lib/format';
import { errorText } from '../lib/toast';
import { parseHash } from '../lib/router';
import { Modal } from './Modal';

/** StepChange is how one step differs between two revisions. */
export type StepChange = 'added' | 'removed' | 'changed';

/** stepFields are the parts of a step compared between revisions, by name. */
const stepFields: [string, (s: Step) => string | undefined][] = [
  ['action', (s) => s.action],
  ['instruction', (s) => s.instruction ?? ''],
  ['value', (s) => s.value ?? ''],
  ['url', (s) => s.url ?? ''],
  ['target', (s) => JSON.stringify(s.target?.candidates?.[0] ?? null)],
];

/** changedFields names what differs between two versions of one step (by id); empty when nothing does. */
export function changedFields(a: Step, b: Step): string[] {
  return stepFields.filter(([, f]) => f(a) !== f(b)).map(([name]) => name);
}

/**
 * RevisionDiff compares a revision's steps with the current revision's,
 * by step id: removed are in the revision but no longer current, added
 * came after it, changed differ in action, instruction, value, URL or the
 * target's first locator.
 */
export interface RevisionDiff {
  changes: Map<string, { change: StepChange; fields: string[] }>;
  added: { step: Step; index: number }[];
  counts: Record<StepChange, number>;
}

export function diffRevision(then: Step[], now: Step[]): RevisionDiff {
  const nowById = new Map(now.map((s) => [s.id, s]));
  const thenIds = new Set(then.map((s) => s.id));
  const changes: RevisionDiff['changes'] = new Map();
  for (const s of then) {
    const cur = nowById.get(s.id);
    if (!cur) changes.set(s.id, { change: 'removed', fields: [] });
    else {
      const fields = changedFields(s, cur);
      if (fields.length) changes.set(s.id, { change: 'changed', fields });
    }
  }
  const added = now.map((step, index) => ({ step, index })).filter(({ step }) => !thenIds.has(step.id));
  const counts = { added: added.length, removed: 0, changed: 0 };
  for (const c of changes.values()) counts[c.change]++;
  return { changes, added, counts };
}

/**
 * flowChanges says what differs between two revisions outside their steps:
 * the start URL (a revision made to replay on another site), the name, the
 * variables and the sites the flow may visit. Empty when nothing does.
 */
export function flowChanges(then: Trajectory, now: Trajectory): string[] {
  const out: string[] = [];
  if ((then.startUrl ?? '') !== (now.startUrl ?? '')) out.push(`its start URL changed from ${then.startUrl || '(none)'} to ${now.startUrl || '(none)'}`);
  if (then.name !== now.name) out.push(`its name changed from "${then.name}" to "${now.name}"`);
  const vars = (t: Trajectory) => new Map((t.variables ?? []).map((v) => [v.name, v]));
  const a = vars(then);
  const b = vars(now);
  const added = [...b.keys()].filter((n) => !a.has(n));
  const removed = [...a.keys()].filter((n) => !b.has(n));
  const changed = [...b.keys()].filter((n) => a.has(n) && (a.get(n)?.default ?? '') + !!a.get(n)?.secret !== (b.get(n)?.default ?? '') + !!b.get(n)?.secret);
  if (added.length) out.push(`variable${added.length === 1 ? '' : 's'} ${added.map((n) => `{{${n}}}`).join(', ')} added`);
  if (removed.length) out.push(`variable${removed.length === 1 ? '' : 's'} ${removed.map((n) => `{{${n}}}`).join(', ')} removed`);
  if (changed.length) out.push(`the default or secrecy of ${changed.map((n) => `{{${n}}}`).join(', ')} changed`);
  if ((then.allowedOrigins ?? []).join(' ') !== (now.allowedOrigins ?? []).join(' ')) out.push('the sites it may visit changed');
  return out;
}

/** shortURL is an address as a revision row shows it: host and path, the whole in its title. */
function shortURL(u: string): string {
  try {
    const url = new URL(u);
    const s = url.host + url.pathname;
    return s.length > 42 ? `${s.slice(0, 41)}…` : s;
  } catch {
    return u.length > 42 ? `${u.slice(0, 41)}…` : u;
  }
}

/** trajectoryFromAddress is the flow the History tab belongs to (#/t/ID/history). */
function trajectoryFromAddress(): string {
  const [top, id] = parseHash(window.location.hash).parts;
  return top === 't' && id ? id : '';
}

/** RevisionsPanel lists every saved revision; View shows one's steps, restoring one saves it again as the newest. */
export function RevisionsPanel({
  revisions,
  current,
  onRestore,
  trajectoryId,
}: {
  revisions: RevisionInfo[];
  current: number;
  onRestore: (rev: number) => void;
  /** trajectoryId is the flow's id; by default the one in the address. */
  trajectoryId?: string;
}) {
  const list = [...revisions].sort((a, b) => b.revision - a.revision);
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <div className="revisions">
      <div className="toolbar">
        <h2>History</h2>
        <span className="muted small">Every save is a new revision; old ones are kept. View shows what one holds.</span>
      </div>
      <table className="table" aria-label="Revisions">
        <thead>
          <tr>
            <th className="num">Rev</th>
            <th>Saved</th>
            <th>Name</th>
            <th>Start URL</th>
            <th className="num">Steps</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.revision} data-testid="revision">
              <td className="num">{r.revision}</td>
              <td className="small" title={r.updatedAt}>
                {when(r.updatedAt)}
              </td>
              <td>{r.name}</td>
              <td className="mono small" title={r.startUrl}>
                {r.startUrl ? shortURL(r.startUrl) : <span className="muted">none</span>}
              </td>
              <td className="num">{r.steps}</td>
              <td className="revision-actions">
                <button className="btn btn-xs" onClick={() => setViewing(r.revision)} aria-label={`View revision ${r.revision}`}>
                  View
                </button>
                {r.revision === current ? (
                  <span className="pill">current</span>
                ) : (
                  <button className="btn btn-xs" onClick={() => onRestore(r.revision)}>
                    Restore
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {viewing !== null && (
        <RevisionView
          trajectoryId={trajectoryId ?? trajectoryFromAddress()}
          revision={viewing}
          current={current}
          onRestore={() => {
            setViewing(null);
            onRestore(viewing);
          }}
          onClose={() => setViewing(null)}
        />
      )}
    </div>
  );
}

const changeLabel: Record<StepChange, string> = { added: 'added since', removed: 'removed since', changed: 'changed since' };

/** RevisionView is one revision's steps, read-only, marked against the current revision. */
function RevisionView({
  trajectoryId,
  revision,
  current,
  onRestore,
  onClose,
}: {
  trajectoryId: string;
  revision: number;
  current: number;
  onRestore: () => void;
  onClose: () => void;
}) {
  const api = useApi();
  const [state, setState] = useState<{ then?: Trajectory; now?: Trajectory; error?: string }>({});
  useEffect(() => {
    let live = true;
    setState({});
    const load = (rev: number) => api.GetRevision(trajectoryId, rev);
    Promise.all([load(revision), revision === current ? null : load(current)]).then(
      ([then, now]) => live && setState({ then, now: now ?? then }),
      (e) => live && setState({ error: errorText(e) }),
    );
    return () => {
      live = false;
    };
  }, [api, trajectoryId, revision, current]);
  const { then, now, error } = state;
  const diff = then && now && revision !== current ? diffRevision(then.steps, now.steps) : null;
  const flow = then && now && revision !== current ? flowChanges(then, now) : [];
  return (
    <Modal
      title={`Revision ${revision}`}
      onClose={onClose}
      className="modal-wide revision-view"
      footer={
        revision !== current && (
          <button className="btn btn-primary" onClick={onRestore}>
            Restore revision {revision}
          </button>
        )
      }
    >
      {error ? (
        <p className="alert alert-error" role="alert">
          Could not load revision {revision}: {error}
        </p>
      ) : !then ? (
        <p className="muted">Loading revision {revision}…</p>
      ) : (
        <>
          <p className="small" data-testid="revision-summary">
            {revision === current ? (
              <>This is the current revision: {count(then.steps.length, 'step')}.</>
            ) : diff && diff.counts.added + diff.counts.removed + diff.counts.changed === 0 ? (
              <>
                Its steps are the same as the current revision {current}&apos;s{flow.length ? `, but since then ${flow.join('; ')}` : ''}.
              </>
            ) : (
              diff && (
                <>
                  Since this revision, the current revision {current} has {diff.counts.added} step{diff.counts.added === 1 ? '' : 's'} added, {diff.counts.removed} removed and{' '}
                  {diff.counts.changed} changed{flow.length ? `, and ${flow.join('; ')}` : ''}.
                </>
              )
            )}
          </p>
          <table className="table revision-steps" aria-label={`Steps of revision ${revision}`}>
            <thead>
              <tr>
                <th className="num">#</th>
                <th>Action</th>
                <th>Instruction</th>
                <th>Since</th>
              </tr>
            </thead>
            <tbody>
              {then.steps.map((s, i) => {
                const c = diff?.changes.get(s.id);
                return (
                  <tr key={s.id} data-testid="revision-step" data-change={c?.change ?? 'same'} className={c ? `revision-step-${c.change}` : undefined}>
                    <td className="num">{i + 1}</td>
                    <td className="mono small">{s.action}</td>
                    <td className="revision-instruction">{s.instruction || <span className="muted">(no instruction)</span>}</td>
                    <td className="small">
                      {c && (
                        <span className={c.change === 'removed' ? 'pill pill-bad' : 'pill pill-warn'} title={c.fields.length ? `differs in: ${c.fields.join(', ')}` : undefined}>
                          {changeLabel[c.change]}
                        </span>
                      )}
                      {c?.fields.length ? <span className="muted"> {c.fields.join(', ')}</span> : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
            {diff && diff.added.length > 0 && (
              <tbody aria-label={`Added since revision ${revision}`}>
                <tr className="revision-added-head">
                  <th colSpan={4} className="small">
                    Added since, in the current revision {current}
                  </th>
                </tr>
                {diff.added.map(({ step, index }) => (
                  <tr key={step.id} data-testid="revision-step" data-change="added" className="revision-step-added">
                    <td className="num muted" title={`step ${index + 1} of revision ${current}`}>
                      {index + 1}
                    </td>
                    <td className="mono small">{step.action}</td>
                    <td className="revision-instruction">{step.instruction || <span className="muted">(no instruction)</span>}</td>
                    <td className="small">
                      <span className="pill pill-ok">{changeLabel.added}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        </>
      )}
    </Modal>
  );
}
