// FakeStudio is an in-memory stand-in for the studio backend, used by
// component tests only. It speaks the Transport interface, records every
// call, and lets a test push events. Its answers are typed by the
// generated StudioAPI (frontend/src/api/generated.ts, from Go): a handler
// whose arguments or result drift from Go fails to compile. The data is
// real: trajectories and runs recorded with the CLI. Edits and validation
// run Go's own rules (backend/studio/editor, as WebAssembly: goEditor.ts),
// and so does the list of actions the step inspector offers.

import type { Transport } from '../api/transport';
import { ApiError } from '../api/transport';
import { newApi } from '../api/api';
import type { BatchOptions, Edit, EntryInfo, EventMap, EventName, Run, RunInput, StudioAPI, Summary, Trajectory } from '../api/generated';
import { goActions, goEdit, goValidate } from './goEditor';
import login from './fixtures/login.trajectory.json';
import runPassed from './fixtures/run-passed.json';
import runFailed from './fixtures/run-failed.json';

export const fixtures = {
  login: login as unknown as Trajectory,
  runPassed: runPassed as unknown as Run,
  runFailed: runFailed as unknown as Run,
};

/** Handlers answers StudioAPI's methods, synchronously or not, with the types Go uses. */
export type Handlers = {
  [K in keyof StudioAPI]: (...args: Parameters<StudioAPI[K]>) => Awaited<ReturnType<StudioAPI[K]>> | ReturnType<StudioAPI[K]>;
};

export class FakeStudio implements Transport {
  readonly kind = 'fake' as const;
  calls: { method: string; args: unknown[] }[] = [];
  trajectories = new Map<string, Trajectory>();
  deleted = new Set<string>();
  runs: Run[] = [];
  /** cacheEntries are the act and agent cache entries ListCacheEntries returns. */
  cacheEntries: EntryInfo[] = [
    {
      id: 'agent-5be0c2f1a9d3e874', kind: 'agent', source: 'agent-dom', key: '5be0c2f1a9d3e874' + '0'.repeat(48),
      goal: 'add the cheapest scarf to the cart', url: 'http://127.0.0.1:8080/shop.html', varNames: [],
      model: 'openai/gpt-4.1-mini', mode: 'dom', tools: ['act', 'ariaTree', 'close', 'extract', 'fillForm', 'goto'],
      steps: 2, revision: 1, revisions: 1, origin: 'run', createdAt: '2026-11-25T10:00:00Z', updatedAt: '2026-11-25T10:00:00Z',
      hits: 3, lastHit: '2026-11-25T12:00:00Z',
      saves: { model: 'openai/gpt-4.1-mini', modelCalls: 4, promptTokens: 8200, completionTokens: 160, costUsd: 0.0035 },
    },
    {
      id: 'act-af8d45bd99deb66f', kind: 'act', source: 'act', key: 'af8d45bd99deb66f' + '0'.repeat(48),
      instruction: 'use "Add to cart" after "Cotton Scarf"', url: 'http://127.0.0.1:8080/shop.html', varNames: [],
      model: 'openai/gpt-4.1-mini', steps: 1, revision: 2, revisions: 2, origin: 'edited',
      createdAt: '2026-11-24T09:00:00Z', updatedAt: '2026-11-25T09:30:00Z', hits: 0,
      saves: { model: 'openai/gpt-4.1-mini', modelCalls: 1, promptTokens: 549, completionTokens: 20, costUsd: 0.0002 },
    },
  ];
  /** allowFileUrls is the app setting that lets setStartUrl take a file: URL. */
  allowFileUrls = false;
  listeners = new Map<string, Set<(p: unknown) => void>>();
  handlers: Handlers;

  constructor() {
    const t = structuredClone(fixtures.login);
    this.trajectories.set(t.id, t);
    this.runs = [structuredClone(fixtures.runPassed)];
    const summary = (x: Trajectory): Summary => {
      const last = this.runs.find((r) => r.trajectoryId === x.id);
      return {
        id: x.id, name: x.name, revision: x.revision, createdAt: x.createdAt, updatedAt: x.updatedAt,
        steps: x.steps.length, tags: x.tags, startUrl: x.startUrl, source: x.source,
        lastRunId: last?.id, lastRunStatus: last?.status, lastRunAt: last?.startedAt, lastRunStartUrl: last?.startUrl,
      };
    };
    // A test gives the answers it needs with handle(); these throw.
    const unanswered = (method: keyof StudioAPI) => () => {
      throw new ApiError('unsupported', `fake: no answer for ${method}; give one with fake.handle('${method}', …)`);
    };
    // Every method of StudioAPI has an entry: a method added in Go (and
    // regenerated) does not compile here until the fake answers it.
    this.handlers = {
      DeleteProviderKey: unanswered('DeleteProviderKey'),
      DiffRuns: unanswered('DiffRuns'),
      ExportDialog: unanswered('ExportDialog'),
      GetRevision: unanswered('GetRevision'),
      GetRun: unanswered('GetRun'),
      GetSession: unanswered('GetSession'),
      Goal: unanswered('Goal'),
      ImportDialog: unanswered('ImportDialog'),
      Instruct: unanswered('Instruct'),
      ResolveStep: unanswered('ResolveStep'),
      Navigate: unanswered('Navigate'),
      PickElement: unanswered('PickElement'),
      PageElements: unanswered('PageElements'),
      RestoreRevision: unanswered('RestoreRevision'),
      SaveSession: unanswered('SaveSession'),
      AllowOrigin: unanswered('AllowOrigin'),
      AddObserved: unanswered('AddObserved'),
      Demonstrate: unanswered('Demonstrate'),
      PickAssertion: unanswered('PickAssertion'),
      AddAssertion: unanswered('AddAssertion'),
      EvaluateLocator: unanswered('EvaluateLocator'),
      ExportFlow: unanswered('ExportFlow'),
      ExportFlowDialog: unanswered('ExportFlowDialog'),
      ExportFormats: unanswered('ExportFormats'),
      ImportFlowDialog: unanswered('ImportFlowDialog'),
      Observe: unanswered('Observe'),
      Extract: unanswered('Extract'),
      SetTags: unanswered('SetTags'),
      UpdateDraft: unanswered('UpdateDraft'),
      AppInfo: () => ({ version: 'test', mode: 'web', storeDir: '/tmp/store', dialogs: false }),
      ListTrajectories: (f: { search?: string; tag?: string; source?: string }) =>
        [...this.trajectories.values()]
          .filter((x) => !this.deleted.has(x.id))
          .filter((x) => !f?.search || (x.name + x.id + x.startUrl + (x.tags ?? []).join()).toLowerCase().includes(f.search.toLowerCase()))
          .filter((x) => !f?.tag || x.tags?.includes(f.tag))
          .filter((x) => !f?.source || x.source?.kind === f.source)
          .map(summary),
      ListTags: () => [...new Set([...this.trajectories.values()].flatMap((x) => x.tags ?? []))].sort(),
      GetTrajectory: (id: string) => this.get(id),
      SaveTrajectory: async (x: Trajectory) => {
        // Like the engine, no flow is saved without a name: the refusal is the editor rules' problem on its field.
        const unnamed = (await goValidate(x)).filter((p) => !p.step && p.field === 'name');
        if (unnamed.length) throw new ApiError('invalid', unnamed[0].message, unnamed);
        const cur = this.get(x.id);
        if (x.revision !== cur.revision) throw new ApiError('conflict', 'stale revision');
        const saved = { ...structuredClone(x), revision: cur.revision + 1, updatedAt: new Date().toISOString() };
        this.trajectories.set(x.id, saved);
        return saved;
      },
      DeleteTrajectory: (id: string) => {
        this.deleted.add(id);
      },
      UndeleteTrajectory: (id: string) => {
        this.deleted.delete(id);
      },
      ImportTrajectory: (content: string) => {
        const x = JSON.parse(content) as Trajectory;
        x.id = 'imported1';
        x.source = { kind: 'import' };
        this.trajectories.set(x.id, x);
        return x;
      },
      ImportFlow: (content: string) => {
        const x = JSON.parse(content) as Trajectory;
        x.id = 'imported1';
        x.source = { kind: 'import' };
        this.trajectories.set(x.id, x);
        return { trajectory: x, format: 'reprise', formatLabel: 'Reprise trajectory', action: 'created', message: `imported as ${x.id}`, kept: x.steps.length, notes: [] };
      },
      ExportTrajectory: (id: string) => ({ fileName: 'log-in.reprise.json', content: JSON.stringify(this.get(id)) }),
      // Go's editor rules (backend/studio/editor), run as WebAssembly.
      EditTrajectory: (x: Trajectory, edits: Edit[]) => goEdit(x, edits, { allowFileUrls: this.allowFileUrls }),
      ValidateTrajectory: (x: Trajectory) => goValidate(x),
      ListActions: () => goActions(),
      ListRuns: (id: string) => this.runs.filter((r) => r.trajectoryId === id),
      ListRevisions: (id: string) => Array.from({ length: this.get(id).revision }, (_, i) => ({ revision: i + 1, updatedAt: '2026-11-22T20:00:00Z', steps: 4, name: 'Log in', startUrl: this.get(id).startUrl })),
      RunInputs: (id: string) =>
        (this.get(id).variables ?? []).map((v) => ({ name: v.name, default: v.default, secret: !!v.secret, needsValue: !!v.secret || !v.default })),
      StartRun: () => ({ runId: 'run2', trajectoryId: fixtures.login.id, revision: 1, sessionId: 'runsess', total: 4, from: 0, to: 3 }),
      ContinueRun: () => ({ runId: 'run3', trajectoryId: fixtures.login.id, revision: 2, sessionId: 'runsess', total: 4, from: 2, to: 3 }),
      AcceptFix: () => {
        const cur = this.get(fixtures.login.id);
        const next = { ...cur, revision: cur.revision + 1 };
        this.trajectories.set(cur.id, next);
        return next;
      },
      Cancel: () => true,
      // A batch as StartBatch answers it: every flow waiting; tests push batch:state events for what follows.
      BatchInputs: (ids: string[]) => {
        const out: RunInput[] = [];
        for (const id of ids) {
          const t = this.trajectories.get(id);
          for (const v of t?.variables ?? []) {
            const have = out.find((i) => i.name === v.name);
            if (have) have.flows = [...(have.flows ?? []), t!.name];
            else out.push({ name: v.name, default: v.default, secret: !!v.secret, needsValue: !!v.secret || !v.default, flows: [t!.name] });
          }
        }
        return out;
      },
      StartBatch: (o: BatchOptions) => ({
        id: 'batch1', status: 'running', current: -1, startedAt: '2026-11-29T10:00:00Z',
        flows: o.trajectoryIds.map((id) => {
          const t = this.trajectories.get(id);
          return { trajectoryId: id, name: t?.name ?? '', status: 'waiting', steps: t?.steps.length ?? 0, done: 0 };
        }),
      }),
      GetBatch: () => null,
      ListProviders: () => [
        { provider: 'local', needsKey: false, keyEnv: [], keyIn: '', keychainAvailable: true, examples: ['local'] },
        { provider: 'openai', needsKey: true, keyEnv: ['OPENAI_API_KEY'], keyIn: '', keychainAvailable: true, examples: ['openai/gpt-4.1-mini'] },
      ],
      GetSettings: () => ({ model: 'local', browser: { headless: true, width: 1280, height: 800 }, heal: 'suggest', stepTimeoutMs: 0, storeDir: '' }),
      SaveSettings: (s) => s,
      SetProviderKey: () => {},
      ListBrowsers: () => [{ path: '/usr/bin/chromium', kind: 'chromium', source: 'PATH', headlessOnly: false }],
      StartSession: (o: { url?: string; name?: string; model?: string; trajectoryId?: string }) => ({
        id: 'sess1', kind: 'record', url: o.url ?? '', title: '', model: o.model ?? 'local', busy: false,
        viewport: { width: 1280, height: 800 },
        trajectory: o.trajectoryId ? this.get(o.trajectoryId) : { ...structuredClone(fixtures.login), id: '', steps: [], revision: 0, name: o.name ?? '' },
        dirty: false,
      }),
      GetMirrorFrame: () => null,
      ListSessions: () => [],
      GetRecording: () => null,
      CheckCandidates: (_sid, t) => t.candidates.map((locator, i) => ({ locator, matches: i === 0 ? 1 : 0, fingerprintMatches: i === 0 ? 1 : 0, outcome: i === 0 ? 'ok' : 'no element', wouldWin: i === 0 })),
      CloseSession: () => {},
      PrewarmBrowser: () => {},
      GetBlob: (key: string) => `data:image/png;base64,${btoa(key)}`,
      ListCacheEntries: () => ({ entries: structuredClone(this.cacheEntries) }),
      GetCacheEntry: unanswered('GetCacheEntry'),
      RemoveCacheEntry: (id: string) => {
        const e = this.cacheEntries.find((x) => x.id === id);
        if (!e) throw new ApiError('not_found', `cache entry ${id} not found`);
        this.cacheEntries = this.cacheEntries.filter((x) => x.id !== id);
        return e;
      },
      PruneCache: () => ({ removed: [], revisionsRemoved: 0 }),
      SaveCacheEntryAsFlow: (id: string, name: string) => {
        const e = this.cacheEntries.find((x) => x.id === id)!;
        const t = { ...structuredClone(fixtures.login), id: 'saved1', revision: 1, name: name || e.goal || e.instruction || '' };
        this.trajectories.set(t.id, t);
        return t;
      },
    };
  }

  get(id: string): Trajectory {
    const t = this.trajectories.get(id);
    if (!t) throw new ApiError('not_found', `trajectory ${id} not found`);
    return t;
  }

  /** on replaces (or adds) the answer to one method. */
  handle<K extends keyof StudioAPI>(method: K, fn: Handlers[K]) {
    this.handlers[method] = fn;
  }

  async call<T>(method: string, ...args: unknown[]): Promise<T> {
    this.calls.push({ method, args: structuredClone(args) });
    const h = (this.handlers as Record<string, ((...a: unknown[]) => unknown) | undefined>)[method];
    if (!h) throw new ApiError('unknown_method', `fake: no handler for ${method}`);
    return (await h(...args)) as T;
  }

  callsTo(method: keyof StudioAPI) {
    return this.calls.filter((c) => c.method === method).map((c) => c.args);
  }

  on<K extends EventName>(name: K, fn: (p: EventMap[K]) => void) {
    let s = this.listeners.get(name);
    if (!s) this.listeners.set(name, (s = new Set()));
    s.add(fn as (p: unknown) => void);
    return () => s!.delete(fn as (p: unknown) => void);
  }

  emit<K extends EventName>(name: K, payload: EventMap[K]) {
    this.listeners.get(name)?.forEach((fn) => fn(payload));
  }

  blobSrc(key: string, w?: number) {
    return `/api/blob/${key}?token=t${w ? '&w=' + w : ''}`;
  }

  api() {
    return newApi(this);
  }
}
