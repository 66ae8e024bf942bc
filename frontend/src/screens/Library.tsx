import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppInfo, RunInput, Summary } from '../api/generated';
import { BatchPanel } from '../components/BatchPanel';
import { CacheView } from '../components/CacheView';
import { ExportDialog } from '../components/ExportDialog';
import { ImportDialog } from '../components/ImportDialog';
import { RunInputsDialog } from '../components/RunInputsDialog';
import { StatusBadge } from '../components/StatusBadge';
import { useBatch } from '../hooks/useBatch';
import { useApi, useEvent } from '../lib/api-context';
import { count, when } from '../lib/format';
import { leaveSearch, shortcutLabel, useKeys, useListKeys } from '../lib/keys';
import { navigate } from '../lib/router';
import { hostOf } from '../lib/stepPage';
import { errorText, useToast } from '../lib/toast';

type LibraryView = 'flows' | 'cache';

// VIEW_KEY keeps the Library's last view for the session: the editor's ←
// goes to "/", and someone who opened a cache entry comes back to Cache.
const VIEW_KEY = 'reprise.library.view';

// PICKED_KEY keeps the flows selected in the Library for the session.
const PICKED_KEY = 'reprise.library.picked';

/** readPicked is the selection kept for the session (none when unreadable). */
function readPicked(): string[] {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(PICKED_KEY) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** LIBRARY_FLOWS is the address of the Library on its flows, whichever view it was left on (the app's g). */
export const LIBRARY_FLOWS = '/?view=flows';

/** firstView is the view the Library opens on: the address's ?view=, else the last one chosen in this session. */
function firstView(): LibraryView {
  const q = new URLSearchParams(window.location.hash.split('?')[1] ?? '').get('view');
  const v = q ?? sessionStorage.getItem(VIEW_KEY);
  return v === 'cache' ? 'cache' : 'flows';
}

/**
 * fold makes text comparable for search: lower case, and accents left out
 * (NFD splits "Ü" into "U" and a combining mark, which goes), so
 * "uberprufung" finds "Überprüfung" and "Uberprufung" finds "überprüfung".
 */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * matches reports whether a flow passes the Library's filters: its source,
 * its tag, and the search text in its name, id, start URL or tags, case
 * and accents aside (fold).
 */
export function matches(s: Summary, f: { search: string; tag: string; source: string }): boolean {
  if (f.tag && !(s.tags ?? []).includes(f.tag)) return false;
  if (f.source && s.source?.kind !== f.source) return false;
  const q = fold(f.search.trim());
  if (!q) return true;
  return [s.name, s.id, s.startUrl, ...(s.tags ?? [])].some((x) => fold(x ?? '').includes(q));
}

/**
 * checkState is the state of the "select all shown" box: every shown flow
 * selected, some of them, or none (or nothing shown).
 */
export function checkState(shown: Pick<Summary, 'id'>[], picked: ReadonlySet<string>): 'all' | 'some' | 'none' {
  const n = shown.filter((s) => picked.has(s.id)).length;
  return n === 0 ? 'none' : n === shown.length ? 'all' : 'some';
}

/** CheckAll is the box over the checkboxes: ticked when every shown flow is selected, half when some are. */
function CheckAll({ state, disabled, onChange }: { state: 'all' | 'some' | 'none'; disabled: boolean; onChange: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return <input ref={ref} type="checkbox" aria-label="Select all shown" checked={state === 'all'} disabled={disabled} onChange={onChange} />;
}

/**
 * Library lists every trajectory with search, tags, last run status,
 * import/export and delete with undo. Flows are selected with their
 * checkboxes (Space on the current row; the box in the header selects all
 * the filters show) and run one after another with Run N selected
 * (Ctrl+Enter), or all flows of the tag filtered by: the values they need
 * are asked once (RunInputsDialog), and BatchPanel follows the run.
 */
export function Library({ info }: { info: AppInfo | null }) {
  const api = useApi();
  const toast = useToast();
  const [items, setItems] = useState<Summary[] | null>(null);
  const [error, setError] = useState('');
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [source, setSource] = useState('');
  const [view, setViewState] = useState<LibraryView>(firstView);
  // The view is in the address too (#/?view=cache), so a reload stays on it.
  const setView = (v: LibraryView) => {
    setViewState(v);
    window.history.replaceState(window.history.state, '', v === 'cache' ? '#/?view=cache' : '#/');
  };
  // The view shown is the last one chosen, also when the address chose it
  // (g's LIBRARY_FLOWS): the editor's ← then comes back to it.
  useEffect(() => sessionStorage.setItem(VIEW_KEY, view), [view]);
  const [sel, setSel] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const [exporting, setExporting] = useState<Summary | null>(null);
  const [importing, setImporting] = useState(false);
  // picked are the flows selected to run together (their checkboxes), kept
  // for the session: a run's details opened from the summary and ← find
  // them still selected.
  const [picked, setPicked] = useState<ReadonlySet<string>>(() => new Set(readPicked()));
  useEffect(() => sessionStorage.setItem(PICKED_KEY, JSON.stringify([...picked])), [picked]);
  const batch = useBatch();
  // prompt is the values dialog of a run of several flows, open.
  const [prompt, setPrompt] = useState<{ inputs: RunInput[]; flows: number; resolve: (v: Record<string, string> | null) => void } | null>(null);
  // values are the values given for the last run of several flows (secrets
  // too, in memory only), asked again only when a run needs one it lacks.
  const values = useRef<Record<string, string>>({});
  const starting = useRef(false);

  // The whole library is loaded once and filtered here, as each key is
  // typed: a filter that waited for the backend (or a debounce) left the
  // last list on screen, and Enter right after typing opened its first row.
  const load = useCallback(async () => {
    try {
      const [list, allTags] = await Promise.all([api.ListTrajectories({}), api.ListTags()]);
      setItems(list);
      // A flow deleted meanwhile is selected no more.
      setPicked((p) => (p.size && [...p].some((id) => !list.some((s) => s.id === id)) ? new Set([...p].filter((id) => list.some((s) => s.id === id))) : p));
      setTags(allTags);
      setError('');
    } catch (e) {
      setError(errorText(e));
      setItems([]);
    }
  }, [api]);

  useEffect(() => void load(), [load]);
  useEvent('library:changed', () => void load());
  useEvent('run:finished', () => void load());

  const visible = useMemo(() => (items ?? []).filter((s) => matches(s, { search, tag, source })), [items, search, tag, source]);
  const current = visible[Math.min(sel, visible.length - 1)];

  const remove = async (s: Summary) => {
    try {
      await api.DeleteTrajectory(s.id);
      setItems((l) => l?.filter((x) => x.id !== s.id) ?? null);
      toast(`Deleted “${s.name}”`, {
        action: {
          label: 'Undo',
          run: () =>
            api.UndeleteTrajectory(s.id).then(
              () => {
                toast(`Restored “${s.name}”`, { kind: 'ok' });
                void load();
              },
              (e) => toast(errorText(e), { kind: 'error' }),
            ),
        },
      });
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    }
  };

  const exportOne = (s: Summary) => setExporting(s);
  const startImport = () => setImporting(true);

  // ---- selecting flows and running them together ----
  const toggle = (id: string) =>
    setPicked((p) => {
      const n = new Set(p);
      if (!n.delete(id)) n.add(id);
      return n;
    });
  const shownState = checkState(visible, picked);
  const toggleShown = () =>
    setPicked((p) => {
      const n = new Set(p);
      for (const s of visible) {
        if (shownState === 'all') n.delete(s.id);
        else n.add(s.id);
      }
      return n;
    });
  // The selected flows in the Library's order; some may be hidden by the filters.
  const pickedFlows = (items ?? []).filter((s) => picked.has(s.id));
  const hiddenPicked = pickedFlows.filter((s) => !visible.includes(s)).length;
  const tagged = tag ? (items ?? []).filter((s) => (s.tags ?? []).includes(tag)) : [];
  const names = useMemo(() => Object.fromEntries((items ?? []).map((s) => [s.id, s.name])), [items]);

  // runFlows runs flows one after another: the values they need and have
  // none for yet are asked once, in the run dialog single runs use.
  const runFlows = async (ids: string[]) => {
    if (batch.running) {
      toast('A run of several flows is under way: stop it (Esc) or wait for it to finish, then run these', { kind: 'error' });
      return;
    }
    if (!ids.length || starting.current) return;
    starting.current = true;
    try {
      const inputs = await api.BatchInputs(ids);
      let vals = values.current;
      const needed = inputs.filter((i) => i.needsValue && !vals[i.name]);
      if (needed.length) {
        const given = await new Promise<Record<string, string> | null>((resolve) => setPrompt({ inputs, flows: ids.length, resolve }));
        if (!given) return;
        // Kept for the next run: what was typed, not the flows' defaults
        // (another flow's default must not be overridden by this one's).
        vals = { ...vals };
        for (const i of inputs) {
          const v = given[i.name] ?? '';
          if (v && v !== (i.default ?? '')) vals[i.name] = v;
          else delete vals[i.name];
        }
        values.current = vals;
      } else if (inputs.some((i) => vals[i.name])) {
        toast('Running with the values given last');
      }
      await batch.start(ids, vals);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      starting.current = false;
    }
  };
  const runPicked = () => {
    if (!pickedFlows.length) toast('Select the flows to run first: Space selects the current row');
    else void runFlows(pickedFlows.map((s) => s.id));
  };

  useListKeys(
    {
      count: visible.length,
      setSel,
      search: searchRef,
      open: () => current && navigate(`/t/${current.id}`),
      more: {
        Delete: () => current && void remove(current),
        ' ': () => current && toggle(current.id),
        'Mod+Enter': runPicked,
      },
    },
    view === 'flows' && !exporting && !importing && !prompt,
  );
  // Esc stops a run of several flows, as it stops a run in the editor.
  useKeys({ Escape: () => void batch.stop() }, batch.running && !exporting && !importing && !prompt);
  useKeys({
    r: () => navigate('/record'),
    // g is "the Library": on the Cache view it goes back to the flows (the
    // address was already "/", so g did nothing there and r was off).
    g: () => view === 'cache' && setView('flows'),
  }, !exporting && !importing);

  const empty = items !== null && items.length === 0;

  return (
    <div className="screen library">
      <div className="toolbar">
        <h1>Library</h1>
        <div className="tabs" role="tablist" aria-label="Library view">
          {(['flows', 'cache'] as const).map((v) => (
            <button key={v} role="tab" aria-selected={view === v} className={`tab linkish ${view === v ? 'tab-on' : ''}`} onClick={() => setView(v)}>
              {v === 'flows' ? 'Flows' : 'Cache'}
            </button>
          ))}
        </div>
        {view === 'flows' && (
          <select aria-label="Filter by source" value={source} onChange={(e) => {
              setSource(e.target.value);
              setSel(0);
            }} style={{ width: 'auto' }}>
            <option value="">All sources</option>
            <option value="record">Recorded</option>
            <option value="agent">Agent</option>
            <option value="import">Imported</option>
            <option value="manual">Manual</option>
          </select>
        )}
        {view === 'flows' && (
          <>
            <input
              ref={searchRef}
              className="search"
              type="search"
              placeholder="Search name, id, URL, tag   ( / )"
              aria-label="Search trajectories"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setSel(0);
              }}
              onKeyDown={(e) => {
                // Escape here leaves the field, and only that (not also stopping a run).
                if (e.key === 'Escape') e.preventDefault();
                leaveSearch(e);
              }}
            />
          </>
        )}
        <span className="spacer" />
        <button className="btn" onClick={startImport}>
          Import…
        </button>
        <button className="btn btn-primary" onClick={() => navigate('/record')} title="New recording (r)">
          ● New recording
        </button>
      </div>
      {/* The tags have a row of their own: in the toolbar, a few long ones pushed "New recording" onto a second row. */}
      {view === 'flows' && tags.length > 0 && (
        <div className="tag-filter lib-tags" role="group" aria-label="Filter by tag">
          {tags.map((t) => (
            <button key={t} className={`chip ${tag === t ? 'chip-on' : ''}`} aria-pressed={tag === t} onClick={() => {
              setTag(tag === t ? '' : t);
              setSel(0);
            }} title={`#${t}`}>
              #{t}
            </button>
          ))}
        </div>
      )}
      {view === 'flows' && !empty && items !== null && (
        <div className="lib-selbar" role="group" aria-label="Selected flows">
          {picked.size > 0 ? (
            <>
              <strong>{picked.size} selected</strong>
              {hiddenPicked > 0 && <span className="muted">({hiddenPicked} not shown by the filter)</span>}
              <button
                className="btn btn-primary btn-sm"
                disabled={batch.running}
                onClick={runPicked}
                title={batch.running ? 'A run of several flows is under way: stop it or wait' : 'Run the selected flows one after another (Ctrl+Enter)'}
              >
                ▶ Run {picked.size} selected
              </button>
              <button className="btn btn-sm" onClick={() => setPicked(new Set())}>
                Clear selection
              </button>
            </>
          ) : (
            <span className="muted">Select flows (Space, or their boxes) to run several in one go.</span>
          )}
          {tag && tagged.length > 0 && (
            <>
              <span className="spacer" />
              <button className="btn btn-sm" disabled={batch.running} onClick={() => void runFlows(tagged.map((s) => s.id))}>
                ▶ Run all {count(tagged.length, 'flow')} tagged #{tag}
              </button>
            </>
          )}
        </div>
      )}
      {batch.batch && (
        <BatchPanel
          batch={batch.batch}
          names={names}
          started={batch.startedHere}
          onStop={() => void batch.stop()}
          onClose={batch.dismiss}
          onRunAgain={(ids) => void runFlows(ids)}
        />
      )}
      {error && <div className="alert alert-error">{error}</div>}
      {view === 'cache' ? (
        <CacheView />
      ) : empty ? (
        <div className="empty-state">
          <h2>No flows yet</h2>
          <p className="muted">Record a flow by typing what to do, step by step — or import a trajectory JSON file.</p>
          <button className="btn btn-primary" onClick={() => navigate('/record')}>
            Record your first flow
          </button>
        </div>
      ) : (
        <table className="table lib-table" aria-label="Trajectories">
          <thead>
            <tr>
              <th className="l-check">
                <CheckAll state={shownState} disabled={visible.length === 0} onChange={toggleShown} />
              </th>
              <th className="l-name">Name</th>
              <th className="l-tags">Tags</th>
              <th className="num l-steps">Steps</th>
              <th className="num l-rev">Rev</th>
              <th className="l-run">Last run</th>
              <th className="l-upd">Updated</th>
              <th className="l-actions" aria-label="Actions" />
            </tr>
          </thead>
          <tbody>
            {items === null && (
              <tr>
                <td colSpan={8} className="muted">
                  Loading…
                </td>
              </tr>
            )}
            {items !== null && visible.length === 0 && (
              <tr>
                <td colSpan={8} className="muted">
                  Nothing matches.
                </td>
              </tr>
            )}
            {visible.map((s, i) => (
              <tr
                key={s.id}
                className={i === sel ? 'row-sel' : ''}
                aria-selected={i === sel}
                onClick={() => setSel(i)}
                onDoubleClick={() => navigate(`/t/${s.id}`)}
                data-testid={`traj-${s.id}`}
              >
                <td className="l-check">
                  <input
                    type="checkbox"
                    aria-label={`Select ${s.name || s.id}`}
                    checked={picked.has(s.id)}
                    onChange={() => toggle(s.id)}
                    onDoubleClick={(e) => e.stopPropagation()}
                  />
                </td>
                <td className="l-name">
                  <a
                    href={`#/t/${s.id}`}
                    className="strong"
                    title={s.name || undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(`/t/${s.id}`);
                    }}
                  >
                    {s.name || '(unnamed)'}
                  </a>
                  <div className="muted small mono ellipsis" title={s.startUrl}>
                    {s.id} · {s.startUrl}
                  </div>
                </td>
                <td className="l-tags" title={(s.tags ?? []).map((t) => `#${t}`).join(' ') || undefined}>
                  {(s.tags ?? []).map((t) => (
                    <span key={t} className="tag">
                      #{t}
                    </span>
                  ))}
                </td>
                <td className="num">{s.steps}</td>
                <td className="num">{s.revision}</td>
                <td className="l-run">
                  {s.lastRunId && s.lastRunStatus ? (
                    <a
                      href={`#/t/${s.id}/runs/${s.lastRunId}`}
                      className="last-run-link"
                      aria-label={`Trace of the last run (${s.lastRunStatus})`}
                      title="Open this run’s trace"
                      onClick={(e) => {
                        e.preventDefault();
                        e.stopPropagation();
                        navigate(`/t/${s.id}/runs/${s.lastRunId}`);
                      }}
                    >
                      <StatusBadge status={s.lastRunStatus} />
                    </a>
                  ) : (
                    <StatusBadge status={s.lastRunStatus} />
                  )}{' '}
                  <span className="muted small">{when(s.lastRunAt)}</span>
                  {otherSite(s) && <span className="muted small"> · on {otherSite(s)}</span>}
                </td>
                <td className="muted small">{when(s.updatedAt)}</td>
                <td className="row-actions">
                  <button className="btn btn-sm" onClick={() => navigate(`/t/${s.id}?run=1`)} title="Open and run">
                    ▶ Run
                  </button>
                  <button className="btn btn-sm" onClick={() => exportOne(s)} aria-label={`Export ${s.name} as…`}>
                    Export…
                  </button>
                  <button className="btn btn-sm btn-danger-ghost" onClick={() => void remove(s)} aria-label={`Delete ${s.name}`}>
                    Delete
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {view === 'flows' && (
      <p className="hint muted small">
        <kbd>/</kbd> search · <kbd>↑</kbd>
        <kbd>↓</kbd> move · <kbd>Space</kbd> select · <kbd>{shortcutLabel('Mod+Enter')}</kbd> run selected · <kbd>Enter</kbd> open · <kbd>Del</kbd> delete ·{' '}
        <kbd>r</kbd> record{batch.running && <> · <kbd>Esc</kbd> stop the run</>}
      </p>
      )}
      {exporting && <ExportDialog id={exporting.id} name={exporting.name} dialogs={!!info?.dialogs} onClose={() => setExporting(null)} />}
      {importing && (
        <ImportDialog
          dialogs={!!info?.dialogs}
          onClose={() => {
            setImporting(false);
            void load();
          }}
          onOpen={(t) => navigate(`/t/${t.id}`)}
        />
      )}
      {prompt && (
        <RunInputsDialog
          inputs={prompt.inputs}
          initial={values.current}
          again={Object.keys(values.current).length > 0}
          title={prompt.flows === 1 ? 'Values for this run' : `Values for these ${prompt.flows} flows`}
          askSite={false}
          onCancel={() => {
            prompt.resolve(null);
            setPrompt(null);
          }}
          onSubmit={(v) => {
            prompt.resolve(v);
            setPrompt(null);
          }}
        />
      )}
    </div>
  );
}

/** otherSite is the host the flow's last run ran on when it is not the
 * flow's own (a run with "Site for this flow’s runs"), else "". */
export function otherSite(s: Pick<Summary, 'startUrl' | 'lastRunStartUrl'>): string {
  if (!s.lastRunStartUrl || !s.startUrl) return '';
  const ran = hostOf(s.lastRunStartUrl);
  return ran !== hostOf(s.startUrl) ? ran : '';
}
