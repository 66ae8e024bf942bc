// UI-only names for values that Go sends as plain strings (docs/api.md §4).
// Everything else the UI shows comes from ./generated (typed from Go).

/** Need is how an action uses one of a step's arguments (ActionInfo). */
export type Need = 'required' | 'optional' | 'none';

/** DiffChange is one kind of StepDiff.changed. */
export type DiffChange = 'status' | 'locator' | 'duration' | 'heal' | 'page' | 'added' | 'removed';
