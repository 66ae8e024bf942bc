import { useCallback, useEffect, useRef, useState } from 'react';
import type { EntryInfo, EntryList, Cost } from '../api/generated';
import { useApi, useEvent } from '../lib/api-context';
import { copyText } from '../lib/files';
import { when } from '../lib/format';
import { leaveSearch, useListKeys } from '../lib/keys';
import { navigate } from '../lib/router';
import { errorText, useToast } from '../lib/toast';
import './CacheView.css';

/** SOURCES are the cache entry sources a user can filter by. */
const SOURCES: [string, string][] = [
  ['', 'All'],
  ['act', 'Act'],
  ['agent-dom', 'Agent · DOM'],
  ['agent-hybrid', 'Agent · hybrid'],
  ['agent-cua', 'Agent · computer use'],
];

/** sourceLabel names an entry's source for people. */
export function sourceLabel(source: string): string {
  return SOURCES.find(([k]) => k === source)?.[1] ?? (source === 'agent' ? 'Agent' : source);
}

/** isEntryId reports whether a flow id names an act or agent cache entry. */
export function isEntryId(id: string): boolean {
  return /^(act|agent)-[0-9a-f]{8,64}$/.test(id);
}

/** money formats US dollars with enough digits for small model bills. */
function money(usd: number): string {
  return usd >= 1 ? `$${usd.toFixed(2)}` : `$${usd.toFixed(4)}`;
}

/** costText describes what a replay (or all replays) saved. */
export function costText(c: Cost): string {
  const tokens = c.promptTokens + c.completionTokens;
  return `${c.modelCalls} call${c.modelCalls === 1 ? '' : 's'} · ${tokens.toLocaleString('en-US')} tokens · ${money(c.costUsd)}`;
}

/** ORIGINS say, for people, how an entry's latest version was made. */
const ORIGINS: Record<string, string> = {
  miss: 'made by the model',
  run: 'made by an agent run',
  healed: 'repaired during a run',
  edited: 'edited in the editor',
  restored: 'an earlier version, restored',
};

/** originText says how e's latest version was made and when. */
export function originText(e: EntryInfo): string {
  // A miss resolved with no model call keeps "local" as its model (Cost.Model).
  const how = e.origin === 'miss' && byOfflineResolver(e) ? 'made by the offline resolver' : (ORIGINS[e.origin] ?? 'saved');
  const at = when(e.updatedAt);
  return `${how}${at ? ` ${at}` : ''}${e.revision > 1 ? ` · version ${e.revision}` : ''}`;
}

/**
 * byOfflineResolver reports whether the offline resolver, not a model,
 * resolved e: its key's model is "local" (none means the offline resolver
 * too, as the Key inputs column shows), or the run that made it called no
 * model ("local", Cost.Model). Removing such an entry sends its next run
 * to the offline resolver again.
 */
export function byOfflineResolver(e: EntryInfo): boolean {
  return !e.model || e.model === 'local' || e.saves.model === 'local';
}

/** removedText is the toast after e is removed: what its next run does instead of replaying it. */
export function removedText(e: EntryInfo): string {
  return byOfflineResolver(e)
    ? 'Removed the cache entry; the next run of it resolves it again offline'
    : 'Removed the cache entry; the next run of it asks the model again';
}

/** EMPTY is the empty cache's words: true of entries made with a model and by the offline resolver. */
export const EMPTY =
  'No cache entries yet: each instruction and agent goal a run resolves, with a model or the offline resolver, is kept here, and later runs replay it instead of resolving it again.';

/** pageText is the page or site of an address without its scheme: 127.0.0.1:8080/shop.html. */
export function pageText(url: string): string {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return url;
    const path = u.pathname === '/' ? '' : u.pathname;
    return u.host + path + u.search;
  } catch {
    return url;
  }
}

/** totalSaved sums what every replay of every entry saved. */
function totalSaved(entries: EntryInfo[]): Cost {
  const t: Cost = { modelCalls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 };
  for (const e of entries) {
    t.modelCalls += e.hits * e.saves.modelCalls;
    t.promptTokens += e.hits * e.saves.promptTokens;
    t.completionTokens += e.hits * e.saves.completionTokens;
    t.costUsd += e.hits * e.saves.costUsd;
  }
  return t;
}

/** entryMatches reports whether the search text is in e's instruction or goal, page, model or variable names, case aside. */
export function entryMatches(e: EntryInfo, search: string): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [e.instruction, e.goal, e.url, e.model, ...e.varNames].some((x) => (x ?? '').toLowerCase().includes(q));
}

/**
 * CacheView lists the act and agent cache entries: what made them, the
 * inputs of their key, hits and what each replay saves. An entry opens in
 * the editor (saving there writes a new revision the cache replays), can
 * be saved as a library flow, removed, or pruned with the others. The
 * keyboard works as in the Library's flows: / searches, ↑/↓ (j/k) select,
 * Enter opens the selected entry.
 */
export function CacheView() {
  const api = useApi();
  const toast = useToast();
  const [list, setList] = useState<EntryList | null>(null);
  const [error, setError] = useState('');
  const [source, setSource] = useState('');
  const [confirm, setConfirm] = useState('');
  const [age, setAge] = useState('30');
  const [keep, setKeep] = useState('');

  const load = useCallback(async () => {
    try {
      setList(await api.ListCacheEntries());
      setError('');
    } catch (e) {
      setError(errorText(e));
      setList({ entries: [] });
    }
  }, [api]);
  useEffect(() => void load(), [load]);
  useEvent('library:changed', () => void load());
  useEvent('run:finished', () => void load());

  const [search, setSearch] = useState('');
  const [sel, setSel] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const entries = (list?.entries ?? []).filter((e) => (!source || e.source === source) && entryMatches(e, search));
  const current = entries[Math.min(sel, entries.length - 1)];
  useListKeys({ count: entries.length, setSel, search: searchRef, open: () => current && navigate(`/t/${current.id}`) });
  const total = totalSaved(entries);
  const replays = entries.reduce((n, e) => n + e.hits, 0);

  const saveAsFlow = async (e: EntryInfo) => {
    try {
      const t = await api.SaveCacheEntryAsFlow(e.id, '');
      toast(`Saved “${t.name}” as a library flow; the cache entry is unchanged`, { kind: 'ok', action: { label: 'Open', run: () => navigate(`/t/${t.id}`) } });
    } catch (err) {
      toast(errorText(err), { kind: 'error' });
    }
  };

  // The id is for the command line (`reprise cache show ID`); the view never shows it.
  const copyId = async (e: EntryInfo) => {
    if (await copyText(e.id)) toast('Copied the entry’s id: paste it after `reprise cache show` or `reprise cache rm`', { kind: 'ok' });
    else toast('The clipboard is not available here: run `reprise cache ls` to see the ids', { kind: 'error' });
  };

  const remove = async (e: EntryInfo) => {
    if (confirm !== e.id) {
      setConfirm(e.id);
      return;
    }
    try {
      await api.RemoveCacheEntry(e.id);
      setConfirm('');
      setList((l) => (l ? { ...l, entries: l.entries.filter((x) => x.id !== e.id) } : l));
      toast(removedText(e), { kind: 'ok' });
    } catch (err) {
      toast(errorText(err), { kind: 'error' });
    }
  };

  const prune = async () => {
    const days = Number(age) || 0;
    const revs = Number(keep) || 0;
    try {
      const r = await api.PruneCache({ olderThanSeconds: days * 86400, keepRevisions: revs });
      toast(`Pruned ${r.removed.length} entr${r.removed.length === 1 ? 'y' : 'ies'} and ${r.revisionsRemoved} old revision${r.revisionsRemoved === 1 ? '' : 's'}; library flows are untouched`, { kind: 'ok' });
      void load();
    } catch (err) {
      toast(errorText(err), { kind: 'error' });
    }
  };

  return (
    <div className="cache-view">
      <div className="cache-head">
        <div className="tag-filter" role="group" aria-label="Filter by source">
          {SOURCES.map(([k, label]) => (
            <button
              key={k || 'all'}
              className={`chip ${source === k ? 'chip-on' : ''}`}
              aria-pressed={source === k}
              onClick={() => {
                setSource(k);
                setSel(0);
              }}
            >
              {label}
            </button>
          ))}
        </div>
        <input
          ref={searchRef}
          className="search cache-search"
          type="search"
          placeholder="Search entries   ( / )"
          aria-label="Search cache entries"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setSel(0);
          }}
          onKeyDown={leaveSearch}
        />
        <span className="cache-total muted" data-testid="cache-total">
          {entries.length} entr{entries.length === 1 ? 'y' : 'ies'} · {replays} replay{replays === 1 ? '' : 's'} saved {costText(total)}
        </span>
        <span className="spacer" />
        <div className="cache-prune" role="group" aria-label="Prune the cache">
          <label>
            unused for{' '}
            <select aria-label="Prune entries unused for" value={age} onChange={(e) => setAge(e.target.value)}>
              <option value="0">any time</option>
              <option value="7">7 days</option>
              <option value="30">30 days</option>
              <option value="90">90 days</option>
            </select>
          </label>
          <label>
            keep{' '}
            <input type="number" min={1} aria-label="Revisions to keep" placeholder="all" value={keep} onChange={(e) => setKeep(e.target.value)} /> revisions
          </label>
          <button className="btn btn-sm" onClick={() => void prune()} disabled={age === '0' && !keep}>
            Prune
          </button>
        </div>
      </div>
      {error && <div className="alert alert-error">{error}</div>}
      {(list?.problems ?? []).length > 0 && (
        <div className="alert alert-warn" role="status">
          Skipped {list!.problems!.length} entr{list!.problems!.length === 1 ? 'y' : 'ies'} that cannot be read:{' '}
          {list!.problems!.map((p) => `${p.item}: ${p.problem}`).join('; ')}
        </div>
      )}
      <table className="table" aria-label="Cache entries">
        <thead>
          <tr>
            <th className="c-entry">Instruction or goal</th>
            <th className="c-src">Source</th>
            <th className="inputs">Key inputs</th>
            <th className="c-used">Last used</th>
            <th className="num c-hits">Replays</th>
            <th className="c-saves">Saves per replay</th>
            <th className="c-actions" aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {list === null && (
            <tr>
              <td colSpan={7} className="muted">
                Loading…
              </td>
            </tr>
          )}
          {list !== null && entries.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                {search ? 'Nothing matches.' : source ? 'No cache entries from this source.' : EMPTY}
              </td>
            </tr>
          )}
          {entries.map((e, i) => (
            <tr
              key={e.id}
              data-testid={`entry-${e.id}`}
              className={e === current ? 'row-sel' : ''}
              aria-selected={e === current}
              onClick={() => setSel(i)}
              onDoubleClick={() => navigate(`/t/${e.id}`)}
            >
              <td className="entry">
                <a
                  href={`#/t/${e.id}`}
                  className="strong"
                  title="Edit this entry: saving writes a new revision that the cache replays"
                  onClick={(ev) => {
                    ev.preventDefault();
                    navigate(`/t/${e.id}`);
                  }}
                >
                  {e.instruction || e.goal}
                </a>
                <div className="muted small mono ellipsis" title={e.url}>
                  {pageText(e.url)}
                </div>
                <div className="muted small" title={`${e.revisions} version${e.revisions === 1 ? '' : 's'} kept`}>
                  {originText(e)}
                </div>
              </td>
              <td>
                <span className={`src src-${e.kind}`}>{sourceLabel(e.source)}</span>
              </td>
              <td className="inputs small">
                <div className="ellipsis" title={e.model}>{e.model || 'local'}</div>
                {e.varNames.length > 0 && <div className="muted ellipsis mono">{e.varNames.map((v) => `{{${v}}}`).join(' ')}</div>}
                {(e.tools ?? []).length > 0 && (
                  <div className="muted ellipsis" title={(e.tools ?? []).join(', ')}>
                    tools: {(e.tools ?? []).join(', ')}
                  </div>
                )}
              </td>
              <td className="small used" title={e.lastHit ? new Date(e.lastHit).toLocaleString() : undefined}>
                {e.lastHit ? when(e.lastHit) : <span className="muted">never replayed</span>}
                <div className="muted">added {when(e.createdAt)}</div>
              </td>
              <td className="num">
                {e.hits}
                {e.hits > 0 && <div className="muted small">saved {money(e.hits * e.saves.costUsd)}</div>}
              </td>
              <td className="saves small">
                <div>
                  {e.saves.modelCalls} model call{e.saves.modelCalls === 1 ? '' : 's'} · {money(e.saves.costUsd)}
                </div>
                <div className="muted">{(e.saves.promptTokens + e.saves.completionTokens).toLocaleString('en-US')} tokens</div>
              </td>
              <td>
                <div className="row-actions">
                  <button className="btn btn-sm" onClick={() => navigate(`/t/${e.id}`)} aria-label={`Edit ${e.instruction || e.goal}`}>
                    Edit
                  </button>
                  <button className="btn btn-sm" onClick={() => void saveAsFlow(e)} aria-label={`Save ${e.instruction || e.goal} as a library flow`}>
                    Save as flow
                  </button>
                  <button className="btn btn-sm" onClick={() => void copyId(e)} aria-label={`Copy the id of ${e.instruction || e.goal}`} title="Copy the entry’s id, for reprise cache show">
                    Copy id
                  </button>
                  <button
                    className="btn btn-sm btn-danger-ghost"
                    onClick={() => void remove(e)}
                    onBlur={() => setConfirm((c) => (c === e.id ? '' : c))}
                    aria-label={confirm === e.id ? `Confirm removing ${e.instruction || e.goal}` : `Remove ${e.instruction || e.goal}`}
                  >
                    {/* Both words take the same place: the button is as wide asking to confirm as before, and its neighbours stay put. */}
                    <span className="swap">
                      <span className={confirm === e.id ? 'swap-off' : undefined}>Remove</span>
                      <span className={confirm === e.id ? undefined : 'swap-off'}>Confirm remove</span>
                    </span>
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="hint muted small">
        <kbd>/</kbd> search · <kbd>↑</kbd>
        <kbd>↓</kbd> select · <kbd>Enter</kbd> open · <kbd>r</kbd> record · <kbd>g</kbd> flows
      </p>
    </div>
  );
}

/** CacheEntryBanner tells the editor's user that the flow is a cache entry and offers the separate "save as a library flow". */
export function CacheEntryBanner({ id }: { id: string }) {
  const api = useApi();
  const toast = useToast();
  const kind = id.startsWith('act-') ? 'act' : 'agent';
  return (
    <div className="alert alert-warn cache-banner" role="note">
      <span>
        This is an {kind} cache entry. Saving writes a new revision of it, and the next {kind === 'act' ? 'act with this instruction' : 'agent run of this goal'} replays that revision.
      </span>
      <button
        className="btn btn-sm"
        onClick={() =>
          api.SaveCacheEntryAsFlow(id, '').then(
            (t) => toast(`Saved “${t.name}” as a library flow`, { kind: 'ok', action: { label: 'Open', run: () => navigate(`/t/${t.id}`) } }),
            (e) => toast(errorText(e), { kind: 'error' }),
          )
        }
      >
        Save as library flow
      </button>
    </div>
  );
}
