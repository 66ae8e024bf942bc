import type { StepResult } from '../api/generated';
import { locatorText } from '../lib/format';

/**
 * AttemptsTable lists the locators a replayed step tried, in order, with
 * how many elements each found and what came of it ("no element", "2
 * elements, none is the recorded one", "ok"): why a step failed, or why
 * it had to be healed.
 */
export function AttemptsTable({ attempts, label = 'Attempts', empty }: { attempts: StepResult['attempts']; label?: string; empty: string }) {
  return (
    <table className="table table-tight" aria-label={label}>
      <tbody>
        {(attempts ?? []).map((a, i) => (
          <tr key={i}>
            <td className="mono small break">{locatorText(a.locator)}</td>
            <td className="small num">{a.matches}</td>
            <td className={`small ${a.outcome === 'ok' ? 'ok' : 'bad'}`}>{a.outcome}</td>
          </tr>
        ))}
        {!attempts?.length && (
          <tr>
            <td className="muted small">{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
