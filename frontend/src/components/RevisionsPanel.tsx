import type { RevisionInfo } from '../api/generated';
import { when } from '../lib/format';

/** RevisionsPanel lists every saved revision; restoring one saves it again as the newest. */
export function RevisionsPanel({ revisions, current, onRestore }: { revisions: RevisionInfo[]; current: number; onRestore: (rev: number) => void }) {
  const list = [...revisions].sort((a, b) => b.revision - a.revision);
  return (
    <div className="revisions">
      <div className="toolbar">
        <h2>History</h2>
        <span className="muted small">Every save is a new revision; old ones are kept.</span>
      </div>
      <table className="table" aria-label="Revisions">
        <thead>
          <tr>
            <th className="num">Rev</th>
            <th>Saved</th>
            <th>Name</th>
            <th className="num">Steps</th>
            <th aria-label="Actions" />
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr key={r.revision} data-testid="revision">
              <td className="num">{r.revision}</td>
              <td className="small" title={r.updatedAt}>
                {when(r.updatedAt)}
              </td>
              <td>{r.name}</td>
              <td className="num">{r.steps}</td>
              <td>
                {r.revision === current ? (
                  <span className="pill">current</span>
                ) : (
                  <button className="btn btn-xs" onClick={() => onRestore(r.revision)}>
                    Restore
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
