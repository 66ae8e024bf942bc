import type { ModelUse, StepProvenance, StepResult } from '../api/generated';
import { clipText, locatorText } from '../lib/format';
import { failureSentence, winnerWords } from '../lib/results';

/** resolvedByText names who found a step's element in a user's words. */
export function resolvedByText(by: string): string {
  if (by === 'cache') return 'the act cache';
  if (by === 'local') return 'the offline resolver';
  return by;
}

/**
 * WinnerLine says which of the step's locators found its element and,
 * when others were tried first and missed, what to do about them (the
 * step's Target list offers ↑ Prefer and × Remove).
 */
function WinnerLine({ result }: { result: StepResult }) {
  const w = winnerWords(result);
  return (
    <span title={locatorText(result.winner)}>
      {w.found} <span className="mono">{locatorText(result.winner)}</span>
      {w.tried && <span className="muted" title="Replay tries first the locator that found the element last time, then test ids and #ids, then labels, roles and texts"> ({w.tried})</span>}
      {w.missed && (
        <span className="warn-text" data-testid="winner-missed" title={w.missedWhy}>
          {' '}
          — {w.missed}
        </span>
      )}
    </span>
  );
}

interface Use { calls: number; prompt: number; completion: number; cost: number; model?: string }

/** costText says what model calls cost: "1 model call · 250+8 tokens · $0.0004". */
export function costText(u: Use | null): string {
  if (!u || !u.calls) return 'no model call';
  return `${u.calls} model call${u.calls === 1 ? '' : 's'} · ${u.prompt}+${u.completion} tokens · $${u.cost.toFixed(4)}`;
}

function fromModel(m: ModelUse | undefined): Use | null {
  return m ? { calls: m.calls, prompt: m.promptTokens, completion: m.completionTokens, cost: m.costUsd, model: m.model } : null;
}

function fromProv(p: StepProvenance): Use {
  return { calls: p.modelCalls, prompt: p.promptTokens, completion: p.completionTokens, cost: p.costUsd };
}

/**
 * ProvenanceLine says where a step came from and what it cost: who
 * resolved it when it was recorded (act cache, offline resolver or a
 * model) with its model calls, tokens and cost; and, for a run, which
 * locator found the element and whether a heal was applied (and by whom).
 */
export function ProvenanceLine({ prov, recorded, result }: {
  /** prov is a recorder step's provenance (session:step). */
  prov?: StepProvenance | null;
  /** recorded is the step's result in its recording (the editor). */
  recorded?: StepResult;
  /** result is the step's result in a run. */
  result?: StepResult;
}) {
  const by = prov?.resolvedBy || recorded?.resolvedBy;
  const recUse = prov ? fromProv(prov) : fromModel(recorded?.model);
  const ran = result && result.status !== 'skipped' && result.status !== 'running';
  if (!by && !ran) return null;
  return (
    <div className="prov small" data-testid="provenance">
      {by && (
        <span className="prov-part" title={prov?.cache ? `act cache: ${prov.cache}` : undefined}>
          <span className="muted">recorded by</span> <strong>{resolvedByText(by)}</strong>
          {prov?.cache === 'hit' && by !== 'cache' && <span className="pill">cache hit</span>}
          <span className="muted"> · {costText(recUse)}</span>
          {prov?.cacheWhy && <span className="muted"> · not from the act cache: {prov.cacheWhy}</span>}
        </span>
      )}
      {ran && result && (
        <span className="prov-part">
          <span className="muted">run:</span>{' '}
          {result.status === 'failed' ? (
            // A user's sentence first; the engine's whole text on hover and in the failure panel's details.
            <span className="bad" title={result.error}>
              failed: {failureSentence(result) || clipText(result.error || 'no reason was given', 240)}
            </span>
          ) : result.winner && result.winnerIndex >= 0 ? (
            <WinnerLine result={result} />
          ) : result.winner ? (
            <span title={locatorText(result.winner)}>
              no recorded locator; the healed one found it <span className="mono">{locatorText(result.winner)}</span>
            </span>
          ) : result.heal ? (
            <span>recorded locators missed</span>
          ) : (
            <span className="muted">no element to find</span>
          )}
          {/* A failed step was not healed: a heal it proposed is in its failure panel, to accept or reject. */}
          {result.heal && result.status !== 'failed' && (
            <span className="pill pill-warn" title={result.heal.reason}>
              {result.heal.tier === 'model' ? `healed by the model${result.model?.model ? ' ' + result.model.model : ''}` : `healed (${result.heal.tier})`}
            </span>
          )}
          <span className="muted"> · {costText(fromModel(result.model))}</span>
        </span>
      )}
    </div>
  );
}
