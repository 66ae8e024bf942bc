export namespace cache {
	
	export class RevisionInfo {
	    revision: number;
	    // Go type: time
	    updatedAt: any;
	    steps: number;
	    name: string;
	
	    static createFrom(source: any = {}) {
	        return new RevisionInfo(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.revision = source["revision"];
	        this.updatedAt = this.convertValues(source["updatedAt"], null);
	        this.steps = source["steps"];
	        this.name = source["name"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Summary {
	    id: string;
	    name: string;
	    revision: number;
	    // Go type: time
	    createdAt: any;
	    // Go type: time
	    updatedAt: any;
	    steps: number;
	    tags?: string[];
	    startUrl: string;
	    deleted?: boolean;
	    lastRunId?: string;
	    lastRunStatus?: string;
	    // Go type: time
	    lastRunAt: any;
	
	    static createFrom(source: any = {}) {
	        return new Summary(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.id = source["id"];
	        this.name = source["name"];
	        this.revision = source["revision"];
	        this.createdAt = this.convertValues(source["createdAt"], null);
	        this.updatedAt = this.convertValues(source["updatedAt"], null);
	        this.steps = source["steps"];
	        this.tags = source["tags"];
	        this.startUrl = source["startUrl"];
	        this.deleted = source["deleted"];
	        this.lastRunId = source["lastRunId"];
	        this.lastRunStatus = source["lastRunStatus"];
	        this.lastRunAt = this.convertValues(source["lastRunAt"], null);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}

}

export namespace studio {
	
	export class ActionInfo {
	    action: string;
	    target: string;
	    value: string;
	    url: string;
	    key: string;
	    dropTarget: string;
	
	    static createFrom(source: any = {}) {
	        return new ActionInfo(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.action = source["action"];
	        this.target = source["target"];
	        this.value = source["value"];
	        this.url = source["url"];
	        this.key = source["key"];
	        this.dropTarget = source["dropTarget"];
	    }
	}
	export class AppInfo {
	    version: string;
	    mode: string;
	    storeDir: string;
	    dialogs: boolean;
	
	    static createFrom(source: any = {}) {
	        return new AppInfo(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.version = source["version"];
	        this.mode = source["mode"];
	        this.storeDir = source["storeDir"];
	        this.dialogs = source["dialogs"];
	    }
	}
	export class Box {
	    x: number;
	    y: number;
	    w: number;
	    h: number;
	
	    static createFrom(source: any = {}) {
	        return new Box(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.x = source["x"];
	        this.y = source["y"];
	        this.w = source["w"];
	        this.h = source["h"];
	    }
	}
	export class BrowserInfo {
	    path: string;
	    kind: string;
	    source: string;
	    headlessOnly: boolean;
	
	    static createFrom(source: any = {}) {
	        return new BrowserInfo(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.path = source["path"];
	        this.kind = source["kind"];
	        this.source = source["source"];
	        this.headlessOnly = source["headlessOnly"];
	    }
	}
	export class BrowserSettings {
	    path?: string;
	    cdpEndpoint?: string;
	    wsEndpoint?: string;
	    headless: boolean;
	    width: number;
	    height: number;
	
	    static createFrom(source: any = {}) {
	        return new BrowserSettings(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.path = source["path"];
	        this.cdpEndpoint = source["cdpEndpoint"];
	        this.wsEndpoint = source["wsEndpoint"];
	        this.headless = source["headless"];
	        this.width = source["width"];
	        this.height = source["height"];
	    }
	}
	export class CandidateCheck {
	    locator: trajectory.Locator;
	    matches: number;
	    fingerprintMatches: number;
	    outcome: string;
	    wouldWin: boolean;
	
	    static createFrom(source: any = {}) {
	        return new CandidateCheck(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.locator = this.convertValues(source["locator"], trajectory.Locator);
	        this.matches = source["matches"];
	        this.fingerprintMatches = source["fingerprintMatches"];
	        this.outcome = source["outcome"];
	        this.wouldWin = source["wouldWin"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Edit {
	    op: string;
	    index?: number;
	    from?: number;
	    to?: number;
	    step?: trajectory.Step;
	    target?: trajectory.Target;
	    variable?: trajectory.Variable;
	    name?: string;
	    url?: string;
	    tags?: string[];
	
	    static createFrom(source: any = {}) {
	        return new Edit(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.op = source["op"];
	        this.index = source["index"];
	        this.from = source["from"];
	        this.to = source["to"];
	        this.step = this.convertValues(source["step"], trajectory.Step);
	        this.target = this.convertValues(source["target"], trajectory.Target);
	        this.variable = this.convertValues(source["variable"], trajectory.Variable);
	        this.name = source["name"];
	        this.url = source["url"];
	        this.tags = source["tags"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Problem {
	    step: number;
	    stepId?: string;
	    field?: string;
	    message: string;
	
	    static createFrom(source: any = {}) {
	        return new Problem(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.step = source["step"];
	        this.stepId = source["stepId"];
	        this.field = source["field"];
	        this.message = source["message"];
	    }
	}
	export class EditResult {
	    trajectory?: trajectory.Trajectory;
	    problems: Problem[];
	
	    static createFrom(source: any = {}) {
	        return new EditResult(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.trajectory = this.convertValues(source["trajectory"], trajectory.Trajectory);
	        this.problems = this.convertValues(source["problems"], Problem);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class ExportFile {
	    fileName: string;
	    content: string;
	
	    static createFrom(source: any = {}) {
	        return new ExportFile(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.fileName = source["fileName"];
	        this.content = source["content"];
	    }
	}
	export class Fix {
	    trajectoryId: string;
	    runId: string;
	    stepId: string;
	    suggestion?: number;
	    heal?: boolean;
	    target?: trajectory.Target;
	    revision?: number;
	
	    static createFrom(source: any = {}) {
	        return new Fix(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.trajectoryId = source["trajectoryId"];
	        this.runId = source["runId"];
	        this.stepId = source["stepId"];
	        this.suggestion = source["suggestion"];
	        this.heal = source["heal"];
	        this.target = this.convertValues(source["target"], trajectory.Target);
	        this.revision = source["revision"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class GoalOptions {
	    mode?: string;
	    maxSteps?: number;
	    cache?: string;
	
	    static createFrom(source: any = {}) {
	        return new GoalOptions(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.mode = source["mode"];
	        this.maxSteps = source["maxSteps"];
	        this.cache = source["cache"];
	    }
	}
	export class GoalResult {
	    goal: string;
	    success: boolean;
	    completed: boolean;
	    result?: string;
	    outputs?: number[][];
	    turns: number;
	    modelCalls: number;
	    // Go type: llm
	    usage: any;
	    cacheHit: boolean;
	    cacheKey?: string;
	    replay?: trajectory.StepResult[];
	    handover?: string;
	    stored: boolean;
	    trajectory?: trajectory.Trajectory;
	    durationMs: number;
	
	    static createFrom(source: any = {}) {
	        return new GoalResult(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.goal = source["goal"];
	        this.success = source["success"];
	        this.completed = source["completed"];
	        this.result = source["result"];
	        this.outputs = source["outputs"];
	        this.turns = source["turns"];
	        this.modelCalls = source["modelCalls"];
	        this.usage = this.convertValues(source["usage"], null);
	        this.cacheHit = source["cacheHit"];
	        this.cacheKey = source["cacheKey"];
	        this.replay = this.convertValues(source["replay"], trajectory.StepResult);
	        this.handover = source["handover"];
	        this.stored = source["stored"];
	        this.trajectory = this.convertValues(source["trajectory"], trajectory.Trajectory);
	        this.durationMs = source["durationMs"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class InstructResult {
	    instruction: string;
	    steps: trajectory.Step[];
	    results: trajectory.StepResult[];
	    cache: string;
	    cacheKey?: string;
	    resolvedBy: string;
	    modelCalls: number;
	    // Go type: llm
	    usage: any;
	    durationMs: number;
	    trajectory?: trajectory.Trajectory;
	
	    static createFrom(source: any = {}) {
	        return new InstructResult(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.instruction = source["instruction"];
	        this.steps = this.convertValues(source["steps"], trajectory.Step);
	        this.results = this.convertValues(source["results"], trajectory.StepResult);
	        this.cache = source["cache"];
	        this.cacheKey = source["cacheKey"];
	        this.resolvedBy = source["resolvedBy"];
	        this.modelCalls = source["modelCalls"];
	        this.usage = this.convertValues(source["usage"], null);
	        this.durationMs = source["durationMs"];
	        this.trajectory = this.convertValues(source["trajectory"], trajectory.Trajectory);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class LibraryFilter {
	    search?: string;
	    tag?: string;
	    deleted?: boolean;
	
	    static createFrom(source: any = {}) {
	        return new LibraryFilter(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.search = source["search"];
	        this.tag = source["tag"];
	        this.deleted = source["deleted"];
	    }
	}
	export class MirrorFrame {
	    sessionId: string;
	    data: string;
	    width: number;
	    height: number;
	    ts: number;
	    url: string;
	
	    static createFrom(source: any = {}) {
	        return new MirrorFrame(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.sessionId = source["sessionId"];
	        this.data = source["data"];
	        this.width = source["width"];
	        this.height = source["height"];
	        this.ts = source["ts"];
	        this.url = source["url"];
	    }
	}
	export class PickedElement {
	    id: string;
	    role: string;
	    name: string;
	    tag: string;
	    description: string;
	    box: Box;
	    target: trajectory.Target;
	    candidates: CandidateCheck[];
	
	    static createFrom(source: any = {}) {
	        return new PickedElement(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.id = source["id"];
	        this.role = source["role"];
	        this.name = source["name"];
	        this.tag = source["tag"];
	        this.description = source["description"];
	        this.box = this.convertValues(source["box"], Box);
	        this.target = this.convertValues(source["target"], trajectory.Target);
	        this.candidates = this.convertValues(source["candidates"], CandidateCheck);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	
	export class ProviderInfo {
	    provider: string;
	    needsKey: boolean;
	    keyEnv: string[];
	    keyIn: string;
	    keychainAvailable: boolean;
	    examples: string[];
	
	    static createFrom(source: any = {}) {
	        return new ProviderInfo(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.provider = source["provider"];
	        this.needsKey = source["needsKey"];
	        this.keyEnv = source["keyEnv"];
	        this.keyIn = source["keyIn"];
	        this.keychainAvailable = source["keychainAvailable"];
	        this.examples = source["examples"];
	    }
	}
	export class StepSide {
	    status: string;
	    winner?: trajectory.Locator;
	    winnerIndex: number;
	    durationMs: number;
	    screenshot?: string;
	    error?: string;
	    healed: boolean;
	    url?: string;
	
	    static createFrom(source: any = {}) {
	        return new StepSide(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.status = source["status"];
	        this.winner = this.convertValues(source["winner"], trajectory.Locator);
	        this.winnerIndex = source["winnerIndex"];
	        this.durationMs = source["durationMs"];
	        this.screenshot = source["screenshot"];
	        this.error = source["error"];
	        this.healed = source["healed"];
	        this.url = source["url"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class StepDiff {
	    stepId: string;
	    index: number;
	    action: string;
	    instruction?: string;
	    a?: StepSide;
	    b?: StepSide;
	    changed: string[];
	
	    static createFrom(source: any = {}) {
	        return new StepDiff(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.stepId = source["stepId"];
	        this.index = source["index"];
	        this.action = source["action"];
	        this.instruction = source["instruction"];
	        this.a = this.convertValues(source["a"], StepSide);
	        this.b = this.convertValues(source["b"], StepSide);
	        this.changed = source["changed"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class RunHeader {
	    id: string;
	    revision: number;
	    status: string;
	    startedAt: string;
	    finishedAt?: string;
	    durationMs: number;
	    error?: string;
	
	    static createFrom(source: any = {}) {
	        return new RunHeader(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.id = source["id"];
	        this.revision = source["revision"];
	        this.status = source["status"];
	        this.startedAt = source["startedAt"];
	        this.finishedAt = source["finishedAt"];
	        this.durationMs = source["durationMs"];
	        this.error = source["error"];
	    }
	}
	export class RunDiff {
	    a: RunHeader;
	    b: RunHeader;
	    steps: StepDiff[];
	
	    static createFrom(source: any = {}) {
	        return new RunDiff(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.a = this.convertValues(source["a"], RunHeader);
	        this.b = this.convertValues(source["b"], RunHeader);
	        this.steps = this.convertValues(source["steps"], StepDiff);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	
	export class RunInput {
	    name: string;
	    default?: string;
	    secret: boolean;
	    description?: string;
	    needsValue: boolean;
	
	    static createFrom(source: any = {}) {
	        return new RunInput(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.name = source["name"];
	        this.default = source["default"];
	        this.secret = source["secret"];
	        this.description = source["description"];
	        this.needsValue = source["needsValue"];
	    }
	}
	export class RunOptions {
	    trajectoryId: string;
	    revision?: number;
	    from?: number;
	    to?: number;
	    values?: Record<string, string>;
	    heal?: string;
	    sessionId?: string;
	    prepare?: boolean;
	
	    static createFrom(source: any = {}) {
	        return new RunOptions(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.trajectoryId = source["trajectoryId"];
	        this.revision = source["revision"];
	        this.from = source["from"];
	        this.to = source["to"];
	        this.values = source["values"];
	        this.heal = source["heal"];
	        this.sessionId = source["sessionId"];
	        this.prepare = source["prepare"];
	    }
	}
	export class RunStarted {
	    runId: string;
	    trajectoryId: string;
	    revision: number;
	    sessionId: string;
	    total: number;
	    from: number;
	    to: number;
	
	    static createFrom(source: any = {}) {
	        return new RunStarted(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.runId = source["runId"];
	        this.trajectoryId = source["trajectoryId"];
	        this.revision = source["revision"];
	        this.sessionId = source["sessionId"];
	        this.total = source["total"];
	        this.from = source["from"];
	        this.to = source["to"];
	    }
	}
	export class Viewport {
	    width: number;
	    height: number;
	
	    static createFrom(source: any = {}) {
	        return new Viewport(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.width = source["width"];
	        this.height = source["height"];
	    }
	}
	export class SessionInfo {
	    id: string;
	    kind: string;
	    url: string;
	    title: string;
	    model: string;
	    busy: boolean;
	    viewport: Viewport;
	    trajectory?: trajectory.Trajectory;
	    dirty: boolean;
	    runId?: string;
	
	    static createFrom(source: any = {}) {
	        return new SessionInfo(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.id = source["id"];
	        this.kind = source["kind"];
	        this.url = source["url"];
	        this.title = source["title"];
	        this.model = source["model"];
	        this.busy = source["busy"];
	        this.viewport = this.convertValues(source["viewport"], Viewport);
	        this.trajectory = this.convertValues(source["trajectory"], trajectory.Trajectory);
	        this.dirty = source["dirty"];
	        this.runId = source["runId"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class SessionOptions {
	    url?: string;
	    name?: string;
	    model?: string;
	    trajectoryId?: string;
	    variables?: trajectory.Variable[];
	    values?: Record<string, string>;
	
	    static createFrom(source: any = {}) {
	        return new SessionOptions(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.url = source["url"];
	        this.name = source["name"];
	        this.model = source["model"];
	        this.trajectoryId = source["trajectoryId"];
	        this.variables = this.convertValues(source["variables"], trajectory.Variable);
	        this.values = source["values"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Settings {
	    model: string;
	    baseUrl?: string;
	    browser: BrowserSettings;
	    heal: string;
	    stepTimeoutMs: number;
	    storeDir: string;
	
	    static createFrom(source: any = {}) {
	        return new Settings(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.model = source["model"];
	        this.baseUrl = source["baseUrl"];
	        this.browser = this.convertValues(source["browser"], BrowserSettings);
	        this.heal = source["heal"];
	        this.stepTimeoutMs = source["stepTimeoutMs"];
	        this.storeDir = source["storeDir"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	
	

}

export namespace trajectory {
	
	export class Locator {
	    kind: string;
	    value?: string;
	    attr?: string;
	    role?: string;
	    name?: string;
	    score: number;
	
	    static createFrom(source: any = {}) {
	        return new Locator(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.kind = source["kind"];
	        this.value = source["value"];
	        this.attr = source["attr"];
	        this.role = source["role"];
	        this.name = source["name"];
	        this.score = source["score"];
	    }
	}
	export class Attempt {
	    locator: Locator;
	    matches: number;
	    outcome: string;
	
	    static createFrom(source: any = {}) {
	        return new Attempt(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.locator = this.convertValues(source["locator"], Locator);
	        this.matches = source["matches"];
	        this.outcome = source["outcome"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Box {
	    x: number;
	    y: number;
	    w: number;
	    h: number;
	
	    static createFrom(source: any = {}) {
	        return new Box(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.x = source["x"];
	        this.y = source["y"];
	        this.w = source["w"];
	        this.h = source["h"];
	    }
	}
	export class Fingerprint {
	    tag: string;
	    role?: string;
	    name?: string;
	    text?: string;
	    attrs?: Record<string, string>;
	    path?: string;
	    context?: string;
	    inShadow?: boolean;
	    box?: Box;
	    unverified?: boolean;
	
	    static createFrom(source: any = {}) {
	        return new Fingerprint(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.tag = source["tag"];
	        this.role = source["role"];
	        this.name = source["name"];
	        this.text = source["text"];
	        this.attrs = source["attrs"];
	        this.path = source["path"];
	        this.context = source["context"];
	        this.inShadow = source["inShadow"];
	        this.box = this.convertValues(source["box"], Box);
	        this.unverified = source["unverified"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class FrameRef {
	    selector: string;
	    name?: string;
	    url?: string;
	
	    static createFrom(source: any = {}) {
	        return new FrameRef(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.selector = source["selector"];
	        this.name = source["name"];
	        this.url = source["url"];
	    }
	}
	export class Target {
	    candidates: Locator[];
	    frames?: FrameRef[];
	    fingerprint: Fingerprint;
	
	    static createFrom(source: any = {}) {
	        return new Target(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.candidates = this.convertValues(source["candidates"], Locator);
	        this.frames = this.convertValues(source["frames"], FrameRef);
	        this.fingerprint = this.convertValues(source["fingerprint"], Fingerprint);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class ExtractField {
	    path: string;
	    target: Target;
	    pattern?: string;
	    type: string;
	
	    static createFrom(source: any = {}) {
	        return new ExtractField(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.path = source["path"];
	        this.target = this.convertValues(source["target"], Target);
	        this.pattern = source["pattern"];
	        this.type = source["type"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Extract {
	    instruction: string;
	    schema?: number[];
	    fields?: ExtractField[];
	    shape?: number[];
	
	    static createFrom(source: any = {}) {
	        return new Extract(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.instruction = source["instruction"];
	        this.schema = source["schema"];
	        this.fields = this.convertValues(source["fields"], ExtractField);
	        this.shape = source["shape"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	
	
	
	
	export class Patch {
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
	
	    static createFrom(source: any = {}) {
	        return new Patch(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.stepId = source["stepId"];
	        this.index = source["index"];
	        this.tier = source["tier"];
	        this.score = source["score"];
	        this.runnerUp = source["runnerUp"];
	        this.old = this.convertValues(source["old"], Target);
	        this.new = this.convertValues(source["new"], Target);
	        this.reason = source["reason"];
	        this.before = source["before"];
	        this.after = source["after"];
	        this.revision = source["revision"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Suggestion {
	    description: string;
	    score: number;
	    target: Target;
	
	    static createFrom(source: any = {}) {
	        return new Suggestion(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.description = source["description"];
	        this.score = source["score"];
	        this.target = this.convertValues(source["target"], Target);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class StepResult {
	    stepId: string;
	    index: number;
	    action: string;
	    status: string;
	    winner?: Locator;
	    winnerIndex: number;
	    attempts?: Attempt[];
	    durationMs: number;
	    error?: string;
	    screenshot?: string;
	    url?: string;
	    output?: number[];
	    heal?: Patch;
	    suggestions?: Suggestion[];
	
	    static createFrom(source: any = {}) {
	        return new StepResult(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.stepId = source["stepId"];
	        this.index = source["index"];
	        this.action = source["action"];
	        this.status = source["status"];
	        this.winner = this.convertValues(source["winner"], Locator);
	        this.winnerIndex = source["winnerIndex"];
	        this.attempts = this.convertValues(source["attempts"], Attempt);
	        this.durationMs = source["durationMs"];
	        this.error = source["error"];
	        this.screenshot = source["screenshot"];
	        this.url = source["url"];
	        this.output = source["output"];
	        this.heal = this.convertValues(source["heal"], Patch);
	        this.suggestions = this.convertValues(source["suggestions"], Suggestion);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Run {
	    id: string;
	    trajectoryId: string;
	    revision: number;
	    status: string;
	    // Go type: time
	    startedAt: any;
	    // Go type: time
	    finishedAt: any;
	    steps: StepResult[];
	    llmCalls: number;
	    error?: string;
	
	    static createFrom(source: any = {}) {
	        return new Run(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.id = source["id"];
	        this.trajectoryId = source["trajectoryId"];
	        this.revision = source["revision"];
	        this.status = source["status"];
	        this.startedAt = this.convertValues(source["startedAt"], null);
	        this.finishedAt = this.convertValues(source["finishedAt"], null);
	        this.steps = this.convertValues(source["steps"], StepResult);
	        this.llmCalls = source["llmCalls"];
	        this.error = source["error"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	export class Source {
	    kind: string;
	    model?: string;
	    format?: string;
	
	    static createFrom(source: any = {}) {
	        return new Source(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.kind = source["kind"];
	        this.model = source["model"];
	        this.format = source["format"];
	    }
	}
	export class ToolCall {
	    name: string;
	    args?: number[];
	    replayable: boolean;
	
	    static createFrom(source: any = {}) {
	        return new ToolCall(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.name = source["name"];
	        this.args = source["args"];
	        this.replayable = source["replayable"];
	    }
	}
	export class Step {
	    id: string;
	    instruction?: string;
	    action: string;
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
	    delayMs?: number;
	    button?: string;
	    clickCount?: number;
	    extract?: Extract;
	    tool?: ToolCall;
	
	    static createFrom(source: any = {}) {
	        return new Step(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.id = source["id"];
	        this.instruction = source["instruction"];
	        this.action = source["action"];
	        this.target = this.convertValues(source["target"], Target);
	        this.dropTarget = this.convertValues(source["dropTarget"], Target);
	        this.value = source["value"];
	        this.url = source["url"];
	        this.key = source["key"];
	        this.match = source["match"];
	        this.deltaX = source["deltaX"];
	        this.deltaY = source["deltaY"];
	        this.timeoutMs = source["timeoutMs"];
	        this.disabled = source["disabled"];
	        this.delayMs = source["delayMs"];
	        this.button = source["button"];
	        this.clickCount = source["clickCount"];
	        this.extract = this.convertValues(source["extract"], Extract);
	        this.tool = this.convertValues(source["tool"], ToolCall);
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}
	
	
	
	
	export class Variable {
	    name: string;
	    default?: string;
	    secret?: boolean;
	    description?: string;
	
	    static createFrom(source: any = {}) {
	        return new Variable(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.name = source["name"];
	        this.default = source["default"];
	        this.secret = source["secret"];
	        this.description = source["description"];
	    }
	}
	export class Trajectory {
	    version: number;
	    id: string;
	    name: string;
	    startUrl: string;
	    allowedOrigins?: string[];
	    variables?: Variable[];
	    steps: Step[];
	    revision: number;
	    // Go type: time
	    createdAt: any;
	    // Go type: time
	    updatedAt: any;
	    source: Source;
	    tags?: string[];
	
	    static createFrom(source: any = {}) {
	        return new Trajectory(source);
	    }
	
	    constructor(source: any = {}) {
	        if ('string' === typeof source) source = JSON.parse(source);
	        this.version = source["version"];
	        this.id = source["id"];
	        this.name = source["name"];
	        this.startUrl = source["startUrl"];
	        this.allowedOrigins = source["allowedOrigins"];
	        this.variables = this.convertValues(source["variables"], Variable);
	        this.steps = this.convertValues(source["steps"], Step);
	        this.revision = source["revision"];
	        this.createdAt = this.convertValues(source["createdAt"], null);
	        this.updatedAt = this.convertValues(source["updatedAt"], null);
	        this.source = this.convertValues(source["source"], Source);
	        this.tags = source["tags"];
	    }
	
		convertValues(a: any, classs: any, asMap: boolean = false): any {
		    if (!a) {
		        return a;
		    }
		    if (a.slice && a.map) {
		        return (a as any[]).map(elem => this.convertValues(elem, classs));
		    } else if ("object" === typeof a) {
		        if (asMap) {
		            for (const key of Object.keys(a)) {
		                a[key] = new classs(a[key]);
		            }
		            return a;
		        }
		        return new classs(a);
		    }
		    return a;
		}
	}

}

