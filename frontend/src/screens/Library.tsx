import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AppInfo, Summary } from '../api/generated';
import { CacheView } from '../components/CacheView';
import { ExportDialog } from '../components/ExportDialog';
import { ImportDialog } from '../components/ImportDialog';
import { StatusBadge } from '../components/StatusBadge';
import { useApi, useEvent } from '../lib/api-context';
import { when } from '../lib/format';
import { leaveSearch, useKeys, useListKeys } from '../lib/keys';
import { navigate } from '../lib/router';
import { hostOf } from '../lib/stepPage';
import { errorText, useToast } from '../lib/toast';

type LibraryView = 'flows' | 'cache';

// VIEW_KEY keeps the Library's last view for the session: the editor's ←
// goes to "/", and someone who opened a cache entry comes back to Cache.
const VIEW_KEY = 'reprise.library.view';

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

/** Library lists every trajectory with search, tags, last run status, import/export and delete with undo. */
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

  // The whole library is loaded once and filtered here, as each key is
  // typed: a filter that waited for the backend (or a debounce) left the
  // last list on screen, and Enter right after typing opened its first row.
  const load = useCallback(async () => {
    try {
      const [list, allTags] = await Promise.all([api.ListTrajectories({}), api.ListTags()]);
      setItems(list);
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

  useListKeys(
    {
      count: visible.length,
      setSel,
      search: searchRef,
      open: () => current && navigate(`/t/${current.id}`),
      more: { Delete: () => current && void remove(current) },
    },
    view === 'flows' && !exporting && !importing,
  );
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
              onKeyDown={leaveSearch}
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
                <td colSpan={7} className="muted">
                  Loading…
                </td>
              </tr>
            )}
            {items !== null && visible.length === 0 && (
              <tr>
                <td colSpan={7} className="muted">
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
        <kbd>↓</kbd> select · <kbd>Enter</kbd> open · <kbd>Del</kbd> delete · <kbd>r</kbd> record
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
