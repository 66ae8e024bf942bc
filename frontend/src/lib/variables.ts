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
