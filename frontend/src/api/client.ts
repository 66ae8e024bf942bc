// Api is the typed face of the studio methods (docs/api.md §3). Screens use
// it; it knows nothing about Wails or HTTP.

import type { Transport } from './transport';
import type {
  ActionInfo, AppInfo, BrowserInfo, CandidateCheck, Edit, EditResult, EventName, ExportFile, Fix,
  GoalOptions, GoalResult, InstructResult, LibraryFilter, MirrorFrame, PickedElement, Problem, ProviderInfo, RevisionInfo,
  Run, RunDiff, RunInput, RunOptions, RunStarted, SessionInfo, SessionOptions, Settings, Summary,
  Target, Trajectory, EventMap,
} from './types';

export class Api {
  constructor(readonly transport: Transport) {}

  private c<T>(method: string, ...args: unknown[]) {
    return this.transport.call<T>(method, ...args);
  }

  on<K extends EventName>(name: K, fn: (p: EventMap[K]) => void) {
    return this.transport.on(name, fn);
  }

  appInfo = () => this.c<AppInfo>('AppInfo');

  // library
  listTrajectories = (filter: LibraryFilter = {}) => this.c<Summary[] | null>('ListTrajectories', filter).then((l) => l ?? []);
  getTrajectory = (id: string) => this.c<Trajectory>('GetTrajectory', id);
  getRevision = (id: string, rev: number) => this.c<Trajectory>('GetRevision', id, rev);
  listRevisions = (id: string) => this.c<RevisionInfo[] | null>('ListRevisions', id).then((l) => l ?? []);
  restoreRevision = (id: string, rev: number) => this.c<Trajectory>('RestoreRevision', id, rev);
  saveTrajectory = (t: Trajectory) => this.c<Trajectory>('SaveTrajectory', t);
  deleteTrajectory = (id: string) => this.c<null>('DeleteTrajectory', id);
  undeleteTrajectory = (id: string) => this.c<null>('UndeleteTrajectory', id);
  setTags = (id: string, tags: string[]) => this.c<Trajectory>('SetTags', id, tags);
  listTags = () => this.c<string[] | null>('ListTags').then((l) => l ?? []);
  exportTrajectory = (id: string) => this.c<ExportFile>('ExportTrajectory', id);
  importTrajectory = (content: string, fileName: string) => this.c<Trajectory>('ImportTrajectory', content, fileName);
  importDialog = () => this.c<Trajectory | null>('ImportDialog');
  exportDialog = (id: string) => this.c<string>('ExportDialog', id);

  // editor
  editTrajectory = (t: Trajectory, edits: Edit[]) => this.c<EditResult>('EditTrajectory', t, edits);
  validateTrajectory = (t: Trajectory) => this.c<Problem[] | null>('ValidateTrajectory', t).then((l) => l ?? []);
  listActions = () => this.c<ActionInfo[] | null>('ListActions').then((l) => l ?? []);

  // sessions
  startSession = (o: SessionOptions) => this.c<SessionInfo>('StartSession', o);
  getSession = (id: string) => this.c<SessionInfo>('GetSession', id);
  listSessions = () => this.c<SessionInfo[] | null>('ListSessions').then((l) => l ?? []);
  instruct = (id: string, instruction: string) => this.c<InstructResult>('Instruct', id, instruction);
  goal = (id: string, goal: string, o: GoalOptions = {}) => this.c<GoalResult>('Goal', id, goal, o);
  updateDraft = (id: string, t: Trajectory) => this.c<SessionInfo>('UpdateDraft', id, t);
  saveSession = (id: string, name: string) => this.c<Trajectory>('SaveSession', id, name);
  closeSession = (id: string) => this.c<null>('CloseSession', id);
  navigate = (id: string, url: string) => this.c<SessionInfo>('Navigate', id, url);
  getMirrorFrame = (id: string) => this.c<MirrorFrame | null>('GetMirrorFrame', id);
  pickElement = (id: string, x: number, y: number) => this.c<PickedElement>('PickElement', id, x, y);
  checkCandidates = (id: string, target: Target) => this.c<CandidateCheck[] | null>('CheckCandidates', id, target).then((l) => l ?? []);

  // runs
  startRun = (o: RunOptions) => this.c<RunStarted>('StartRun', o);
  cancel = (id: string) => this.c<boolean>('Cancel', id);
  allowOrigin = (sessionId: string, origin: string) => this.c<SessionInfo>('AllowOrigin', sessionId, origin);
  continueRun = (runId: string, values: Record<string, string>) => this.c<RunStarted>('ContinueRun', runId, values);
  listRuns = (trajectoryId: string, limit = 0) => this.c<Run[] | null>('ListRuns', trajectoryId, limit).then((l) => l ?? []);
  getRun = (trajectoryId: string, runId: string) => this.c<Run>('GetRun', trajectoryId, runId);
  getRecording = (trajectoryId: string, revision = 0) => this.c<Run | null>('GetRecording', trajectoryId, revision);
  acceptFix = (f: Fix) => this.c<Trajectory>('AcceptFix', f);
  diffRuns = (trajectoryId: string, a: string, b: string) => this.c<RunDiff>('DiffRuns', trajectoryId, a, b);
  runInputs = (trajectoryId: string) => this.c<RunInput[] | null>('RunInputs', trajectoryId).then((l) => l ?? []);

  // settings
  getSettings = () => this.c<Settings>('GetSettings');
  saveSettings = (s: Settings) => this.c<Settings>('SaveSettings', s);
  listProviders = () => this.c<ProviderInfo[] | null>('ListProviders').then((l) => l ?? []);
  setProviderKey = (provider: string, key: string) => this.c<null>('SetProviderKey', provider, key);
  deleteProviderKey = (provider: string) => this.c<null>('DeleteProviderKey', provider);
  listBrowsers = () => this.c<BrowserInfo[] | null>('ListBrowsers').then((l) => l ?? []);

  // blobs
  getBlob = (key: string, maxWidth = 0) => this.c<string>('GetBlob', key, maxWidth);
}
