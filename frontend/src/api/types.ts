// Types of the studio API (docs/api.md). Trajectory, Step, Target, Locator,
// Fingerprint, Variable, Run, StepResult, Patch, Suggestion and Attempt are
// the JSON forms of backend/trajectory: one data model end to end.

/** Status of a run or step; "setup" marks steps performed only to bring the page to a run's first step. */
export type Status = 'running' | 'passed' | 'failed' | 'skipped' | 'cancelled' | 'setup';

export type Action =
  | 'goto' | 'click' | 'fill' | 'type' | 'press' | 'select' | 'check' | 'uncheck'
  | 'hover' | 'scroll' | 'wait-for' | 'navigate-back' | 'navigate-forward'
  | 'drag-and-drop' | 'assert-visible' | 'assert-text' | 'assert-url' | 'assert-value';

export type LocatorKind = 'testid' | 'role' | 'label' | 'placeholder' | 'alt' | 'text' | 'title' | 'css' | 'xpath';

export interface Locator {
  kind: LocatorKind;
  value?: string;
  attr?: string;
  role?: string;
  name?: string;
  score: number;
}

export interface Box { x: number; y: number; w: number; h: number }

export interface Fingerprint {
  tag: string;
  role?: string;
  name?: string;
  text?: string;
  attrs?: Record<string, string>;
  path?: string;
  context?: string;
  inShadow?: boolean;
  box?: Box;
}

export interface FrameRef { selector: string; name?: string; url?: string }

export interface Target {
  candidates: Locator[];
  frames?: FrameRef[];
  fingerprint: Fingerprint;
}

export interface Step {
  id: string;
  instruction?: string;
  action: Action;
  target?: Target;
  dropTarget?: Target;
  value?: string;
  url?: string;
  key?: string;
  match?: string;
  deltaX?: number;
  deltaY?: number;
  timeoutMs?: number;
  disabled?: boolean;
  /** click: hold the button this long */
  delayMs?: number;
  /** click: the mouse button (default left) */
  button?: 'left' | 'right' | 'middle';
  /** click: 2 for a double-click, 3 for a triple-click (default 1) */
  clickCount?: number;
}

export interface Variable {
  name: string;
  default?: string;
  secret?: boolean;
  description?: string;
}

export interface Source { kind: string; model?: string; format?: string }

export interface Trajectory {
  version: number;
  id: string;
  name: string;
  startUrl: string;
  /** Origins the flow may visit besides its start URL's site (navigation policy). */
  allowedOrigins?: string[];
  variables?: Variable[];
  steps: Step[];
  revision: number;
  createdAt: string;
  updatedAt: string;
  source: Source;
  tags?: string[];
}

export interface Attempt { locator: Locator; matches: number; outcome: string }

export interface Patch {
  stepId: string;
  index: number;
  tier: string;
  score: number;
  runnerUp: number;
  old: Target;
  new: Target;
  reason: string;
  before?: string;
  after?: string;
  revision?: number;
}

export interface Suggestion { description: string; score: number; target: Target }

export interface StepResult {
  stepId: string;
  index: number;
  action: Action;
  status: Status;
  winner?: Locator;
  winnerIndex: number;
  attempts?: Attempt[];
  durationMs: number;
  error?: string;
  screenshot?: string;
  url?: string;
  heal?: Patch;
  suggestions?: Suggestion[];
  /** What asking a model cost during the step (the model heal tier). */
  model?: ModelUse;
}

export interface ModelUse { model: string; calls: number; promptTokens: number; completionTokens: number; costUsd: number }

export interface Run {
  id: string;
  trajectoryId: string;
  revision: number;
  status: Status;
  startedAt: string;
  finishedAt?: string;
  steps: StepResult[];
  llmCalls: number;
  error?: string;
}

// ---- studio types (docs/api.md §4) ----

export interface AppInfo { version: string; mode: 'desktop' | 'web'; storeDir: string; dialogs: boolean }

export interface LibraryFilter { search?: string; tag?: string; deleted?: boolean }

export interface Summary {
  id: string;
  name: string;
  revision: number;
  createdAt: string;
  updatedAt: string;
  steps: number;
  tags?: string[];
  startUrl: string;
  deleted?: boolean;
  lastRunId?: string;
  lastRunStatus?: Status;
  lastRunAt?: string;
}

export interface RevisionInfo { revision: number; updatedAt: string; steps: number; name: string }

export interface ExportFile { fileName: string; content: string }

export interface Problem { step: number; stepId?: string; field?: string; message: string }

export type Edit =
  | { op: 'move'; from: number; to: number }
  | { op: 'insert'; index: number; step: Step }
  | { op: 'duplicate'; index: number }
  | { op: 'delete'; index: number }
  | { op: 'updateStep'; index: number; step: Step }
  | { op: 'setTarget'; index: number; target: Target }
  | { op: 'setVariable'; variable: Variable }
  | { op: 'removeVariable'; name: string }
  | { op: 'rename'; name: string }
  | { op: 'setStartUrl'; url: string }
  | { op: 'setTags'; tags: string[] };

export interface EditResult { trajectory: Trajectory; problems: Problem[] }

export type Need = 'required' | 'optional' | 'none';

export interface ActionInfo { action: Action; target: Need; value: Need; url: Need; key: Need; dropTarget: Need }

export interface SessionOptions {
  url?: string;
  name?: string;
  model?: string;
  trajectoryId?: string;
  variables?: Variable[];
  values?: Record<string, string>;
}

export interface SessionInfo {
  id: string;
  kind: 'record' | 'run';
  url: string;
  title: string;
  model: string;
  busy: boolean;
  viewport: { width: number; height: number };
  trajectory: Trajectory;
  dirty: boolean;
  runId?: string;
}

export interface InstructResult {
  instruction: string;
  steps: Step[];
  results: StepResult[];
  cache: 'hit' | 'miss' | 'healed' | 'off';
  resolvedBy: string;
  modelCalls: number;
  durationMs: number;
  trajectory: Trajectory;
}

/** GoalOptions configure a goal run (the agent). */
export interface GoalOptions { mode?: 'dom' | 'hybrid' | 'cua'; maxSteps?: number; cache?: 'no' | 'write' | 'read' | 'both' }

/** GoalResult is what a goal run achieved; trajectory is the draft after it. */
export interface GoalResult {
  goal: string;
  success: boolean;
  completed: boolean;
  result?: string;
  turns: number;
  modelCalls: number;
  cacheHit: boolean;
  handover?: string;
  stored: boolean;
  trajectory: Trajectory;
  durationMs: number;
}

/** AgentEvent is one event of a goal run, for the live log. */
export interface AgentEvent {
  sessionId: string;
  runId?: string;
  type: 'step-started' | 'model-text' | 'tool-call' | 'tool-result' | 'step-finished' | 'usage' | 'cache-hit' | 'replay-step' | 'handover' | 'done';
  step: number;
  tool?: string;
  text?: string;
  isError?: boolean;
  usage?: { PromptTokens: number; CompletionTokens: number; CostUSD: number };
}

export interface MirrorFrame { sessionId: string; data: string; width: number; height: number; ts: number; url: string }

export interface CandidateCheck { locator: Locator; matches: number; fingerprintMatches: number; outcome: string; wouldWin?: boolean }

export interface PickedElement {
  id: string;
  role: string;
  name: string;
  tag: string;
  description: string;
  box: Box;
  target: Target;
  candidates: CandidateCheck[];
}

export type HealPolicy = 'off' | 'suggest' | 'auto';

export interface RunOptions {
  trajectoryId: string;
  revision?: number;
  from?: number;
  to?: number;
  values?: Record<string, string>;
  heal?: HealPolicy;
  sessionId?: string;
  prepare?: boolean;
}

export interface RunStarted { runId: string; trajectoryId: string; revision: number; sessionId: string; total: number; from: number; to: number }

export interface Fix {
  trajectoryId: string;
  runId: string;
  stepId: string;
  suggestion?: number;
  heal?: boolean;
  target?: Target;
  revision?: number;
}

export interface RunHeader { id: string; revision: number; status: string; startedAt: string; finishedAt?: string; durationMs: number; error?: string }

export interface StepSide {
  status: string;
  winner?: Locator;
  winnerIndex: number;
  durationMs: number;
  screenshot?: string;
  error?: string;
  healed: boolean;
  url?: string;
}

export type DiffChange = 'status' | 'locator' | 'duration' | 'heal' | 'added' | 'removed';

export interface StepDiff { stepId: string; index: number; action: string; instruction?: string; a?: StepSide; b?: StepSide; changed: DiffChange[] }

export interface RunDiff { a: RunHeader; b: RunHeader; steps: StepDiff[] }

export interface RunInput { name: string; default?: string; secret: boolean; description?: string; needsValue: boolean }

export interface Settings {
  model: string;
  baseUrl?: string;
  browser: { path?: string; cdpEndpoint?: string; wsEndpoint?: string; headless: boolean; width: number; height: number };
  heal: HealPolicy;
  healWithModel?: boolean;
  stepTimeoutMs: number;
  storeDir: string;
}

export interface ProviderInfo {
  provider: string;
  needsKey: boolean;
  keyEnv: string[];
  keyIn: 'keychain' | 'env' | '';
  keychainAvailable: boolean;
  examples: string[];
}

export interface BrowserInfo { path: string; kind: string; source: string; headlessOnly: boolean }

// ---- events (docs/api.md §5) ----

export interface SessionState { sessionId: string; busy: boolean; url: string; title: string; instruction?: string; stepCount: number; dirty: boolean }

export interface EventMap {
  'session:opened': SessionInfo;
  'session:state': SessionState;
  'session:step': { sessionId: string; step: Step; result: StepResult; index: number };
  'session:error': { sessionId: string; instruction: string; error: { code: string; message: string } };
  'session:closed': { sessionId: string };
  'agent:event': AgentEvent;
  'mirror:frame': MirrorFrame;
  'mirror:highlight': { sessionId: string; box: Box | null; label: string; stepId?: string; ts: number };
  'run:started': RunStarted;
  'run:step': { runId: string; trajectoryId: string; result: StepResult };
  'run:finished': { runId: string; trajectoryId: string; run: Run };
  'library:changed': { trajectoryId: string; revision: number; reason: 'saved' | 'deleted' | 'undeleted' | 'restored' | 'imported' };
}

export type EventName = keyof EventMap;
