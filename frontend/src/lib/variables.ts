/**
 * nearVariable returns the declared variable whose name name most likely
 * misspells, or "": the same name but for case, or at most two letters
 * added, dropped or changed (one when either name has four letters or
 * fewer), compared in lower case; the closest wins, the first declared on
 * a tie. A declared name is no misspelling ("").
 *
 * It mirrors the engine's (*Trajectory).NearVariable in
 * backend/trajectory/vars.go, so the studio names the same typo as the
 * import note and the run error do. Keep the two alike.
 */
export function nearVariable(name: string, declared: string[]): string {
  let best = '';
  let bestD = 3;
  for (const v of declared) {
    if (v === name) return '';
    const a = v.toLowerCase();
    const b = name.toLowerCase();
    const d = a === b ? 0 : editDistance([...a], [...b]);
    const limit = Math.min([...v].length, [...name].length) <= 4 ? 1 : 2;
    if (d <= limit && d < bestD) {
      best = v;
      bestD = d;
    }
  }
  return best;
}

/**
 * typoHint is what the studio adds where it says {{name}} is not
 * declared: "(the flow has {{user}}: a typo?)" when a declared variable
 * is near it (nearVariable), else "".
 */
export function typoHint(name: string, declared: string[]): string {
  const near = nearVariable(name, declared);
  return near ? `(the flow has {{${near}}}: a typo?)` : '';
}

/** editDistance counts the letters to add, drop or change to make a into b (Levenshtein, as backend/internal/editdist). */
function editDistance(a: string[], b: string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/**
 * NAME_RULE says which characters a variable's name may hold. The engine's
 * rule (ValidVariableName in backend/trajectory/vars.go) is
 * ^[A-Za-z_][A-Za-z0-9_-]*$: ASCII only, so "почта" or "ユーザー" (letters
 * to anyone) are not names, nor is "café" as it is typed.
 */
export const NAME_RULE = 'Use only a–z, A–Z, 0–9, _ and - in a name (no spaces or accents)';

/** NAME_START says how a name must begin (the engine's [A-Za-z_]). */
export const NAME_START = 'Start a name with a–z, A–Z or _.';

/**
 * variableName makes a variable name of what was typed, as the studio's
 * forms do: the characters the engine allows (a–z, A–Z, 0–9, _ and -)
 * are kept and the others left out. problem says why no name comes of
 * it ('' when one does); leftOut lists what was left out ("spaces", "!",
 * "é"), empty when the name is as typed.
 */
export function variableName(typed: string): { name: string; problem: string; leftOut: string[] } {
  const name = typed.replace(/[^A-Za-z0-9_-]/g, '');
  const leftOut = [...new Set((typed.match(/[^A-Za-z0-9_-]/gu) ?? []).map((c) => (/^\s$/u.test(c) ? 'spaces' : c)))];
  let problem = '';
  if (typed && !name) problem = `${NAME_RULE}.`;
  else if (name && !/^[A-Za-z_]/.test(name)) problem = leftOut.length ? `${NAME_RULE}, and start it with a–z, A–Z or _.` : NAME_START;
  return { name, problem, leftOut };
}

/**
 * nameHint is what a form says under a typed name: the problem, else
 * what the name becomes when something was left out ("Use only …: this
 * adds {{couponcode}} (left out: spaces !)."), else ''. becomes words
 * what the form does with it ("this adds").
 */
export function nameHint(typed: string, becomes: string): string {
  const { name, problem, leftOut } = variableName(typed);
  if (problem) return problem;
  if (leftOut.length) return `${NAME_RULE}: ${becomes} {{${name}}} (left out: ${leftOut.join(' ')}).`;
  return '';
}
