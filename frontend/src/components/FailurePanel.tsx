import { useRef, useState } from 'react';
import type { Run, StepResult, Step, Suggestion } from '../api/generated';
import { Icon } from './Icon';
import { Modal } from './Modal';
import { locatorText, stepSummary, targetText } from '../lib/format';
import { AttemptsTable } from './AttemptsTable';
import { BlobImage } from './BlobImage';
import { ShotCompare } from './ShotCompare';
import { samePage, shortUrl } from '../lib/stepPage';
import { checkFailure, failureSentence, healMatchText, likeText } from '../lib/results';
import './suggestions.css';

/**
 * summary is a long replay error in a sentence: a user's words for one that
 * lists every locator (failureSentence), else its first clause; the whole
 * text stays one click away.
 */
export function summary(error: string, attempts?: StepResult['attempts'], cause?: string): string {
  const plain = failureSentence({ error, attempts, cause });
  if (plain) return plain;
  const cut = error.search(/ \(|; /);
  const s = cut > 20 ? error.slice(0, cut) : error;
  return s.length > 180 ? s.slice(0, 177) + '…' : s;
}

/** pageOnly is an address without its scheme, query and fragment: which page it is. */
function pageOnly(u: string): string {
  return shortUrl(u.replace(/[?#].*$/, ''));
}

/**
 * refusal returns what a suggestion's element is and why the engine
 * refused it ("" for one it could act on): Suggestion.refused, which the
 * description also ends with as " (refused: why)" for text reports.
 */
export function refusal(s: Suggestion): { what: string; why: string } {
  const why = s.refused ?? '';
  const tail = ` (refused: ${why})`;
  return { what: why && s.description.endsWith(tail) ? s.description.slice(0, -tail.length) : s.description, why };
}

/** matchVerb is how an assert step compares, as a user reads it. */
function matchVerb(match?: string): string {
  return match === 'exact' ? 'is' : match === 'regex' ? 'matches' : 'contains';
}

/**
 * FailurePanel opens on the step a run failed at: the screenshot, every
 * candidate tried and what it found, a heal patch if there is one, and
 * the suggested elements — each can be accepted as the fix, then the run
 * continues from that step. When the page was not the one the step was
 * recorded on (recordedOn), it says so first: the element is then missing
 * because an earlier step went elsewhere, not because the page changed.
 * A step stopped from reaching a site outside the flow's (result.offSite)
 * is not about its element: the panel offers to allow that site instead.
 */
export function FailurePanel({ run, result, step, recordedOn, busy, canPick, picking, siteAllowed, onAllowSite, startUrl, onSetStartUrl, onRestart, onAcceptSuggestion, onAcceptHeal, onPick, onContinue, onDismiss, onEditStep, onShowStep }: {
  run: Run;
  result: StepResult;
  step?: Step;
  /** recordedOn is the address the step was recorded on, "" when unknown. */
  recordedOn?: string;
  busy: boolean;
  canPick: boolean;
  picking: boolean;
  /**
   * siteAllowed says whether result.offSite is now one of the flow's other
   * sites: 'draft' in the unsaved draft, 'saved' in the stored revision.
   */
  siteAllowed?: 'draft' | 'saved';
  /** onAllowSite adds site to the flow's other sites (an editor edit); resolves false when the edit failed. */
  onAllowSite?: (site: string) => Promise<boolean>;
  /**
   * startUrl is the Start URL the flow's steps were recorded from, given
   * when the run started on another page than the recording did and no
   * step before the failed one moved the page: the Start URL, not the
   * element, is then what to fix. state 'offer': the flow has another
   * Start URL now (the panel offers to set this one back); 'draft': set
   * back in the unsaved draft; 'saved': the stored flow starts there.
   */
  startUrl?: { url: string; state: 'offer' | 'draft' | 'saved' };
  /** onSetStartUrl sets the flow's Start URL (an editor edit); resolves false when the edit failed. */
  onSetStartUrl?: (url: string) => Promise<boolean>;
  /** onRestart runs the flow again from step 1: after a Start URL fix, for a step after the first (Retry from here keeps the page). */
  onRestart?: () => void;
  onAcceptSuggestion: (i: number) => void;
  onAcceptHeal: () => void;
  onPick: () => void;
  onContinue: () => void;
  onDismiss: () => void;
  /** onEditStep closes the panel to the failed step's editor (for a URL check: its Expected URL). */
  onEditStep?: () => void;
  /** onShowStep selects step i (the step before a failed URL check). */
  onShowStep?: (i: number) => void;
}) {
  const [shots, setShots] = useState(false);
  // rejected are the suggestions the user has said are not the element.
  const [rejected, setRejected] = useState<number[]>([]);
  // anyway is the refused suggestion whose use is being confirmed.
  const [anyway, setAnyway] = useState<number | null>(null);
  const [healRejected, setHealRejected] = useState(false);
  // A URL check has no element: suggestions and picking mean nothing for it.
  const urlCheck = (step?.action ?? result.action) === 'assert-url';
  // A text or value check that read its element and was false: the element
  // is there, so the panel compares texts instead of suggesting elements.
  const check = urlCheck ? null : checkFailure(result);
  const elsewhere = !urlCheck && !!recordedOn && !!result.url && !samePage(result.url, recordedOn);
  const shown = (result.suggestions ?? []).map((s, i) => ({ s, i, ...refusal(s) })).filter((x) => !rejected.includes(x.i));
  // A step stopped at the edge of the flow's sites: allowing the site, not another element, is the fix.
  const offSite = urlCheck || check ? '' : (result.offSite ?? '');
  // The page showed an error (a rejected sign-in): the check is likely
  // right and an earlier step went wrong, so looking at it comes first.
  const pageErred = (result.pageSays?.length ?? 0) > 0 && !!onShowStep && result.index > 0;
  const retryRef = useRef<HTMLButtonElement>(null);
  const allow = async () => {
    if (!onAllowSite || !(await onAllowSite(offSite))) return;
    // Allow goes as the site is allowed: the keyboard moves on to running the step again.
    retryRef.current?.focus();
  };
  // A Start URL to set back: only where the panel says the page is not the recorded one.
  const startFix = elsewhere && startUrl ? startUrl : undefined;
  const setStart = async () => {
    if (!startFix || !onSetStartUrl || !(await onSetStartUrl(startFix.url))) return;
    // The button goes as the Start URL is set: the keyboard moves on to running again.
    retryRef.current?.focus();
  };
  // fixed: the Start URL is back to the recorded one; running again is what is left to do.
  const fixed = !!startFix && startFix.state !== 'offer';
  const restart = fixed && result.index > 0 && !!onRestart;
  return (
    <div className="failure" role="region" aria-label="Failed step">
      <div className="panel-sub">
        <h2 className="panel-title bad">✕ Step {result.index + 1} failed</h2>
        <span className="spacer" />
        <button className="icon-btn" aria-label="Close failure panel" onClick={onDismiss}>
          ×
        </button>
      </div>
      <p className="strong">{step ? step.instruction || stepSummary(step) : result.action}</p>
      {elsewhere && (
        <div className="alert alert-error" role="note" data-testid="failed-elsewhere">
          <strong>Not the page it was recorded on.</strong> Recorded on <span className="mono">{pageOnly(recordedOn!)}</span>, failed on{' '}
          <span className="mono">{pageOnly(result.url!)}</span>.{' '}
          {startFix && startFix.state !== 'saved' ? (
            <>The run started on another page than the recording did{result.index > 0 ? ', and no step before this one moved the page' : ''}: the flow’s steps were recorded from the Start URL <span className="mono break">{startFix.url}</span>.</>
          ) : result.index === 0 ? (
            'The run started on another page than the recording did: check the flow’s Start URL (or the Site for this flow’s runs, in Values…).'
          ) : (
            'An earlier step probably ended somewhere else (a rejected login, a changed redirect): check the screenshot and the steps before this one.'
          )}
          {startFix?.state === 'offer' && onSetStartUrl && (
            <div className="failure-fix">
              <button className="btn btn-primary" disabled={busy} onClick={() => void setStart()} title="Make the flow start where its steps were recorded (an edit of the flow, saved when you run it again)">
                Set Start URL back to <span className="mono">{startFix.url}</span>
              </button>
            </div>
          )}
          {fixed && (
            <p className="small" data-testid="start-url-fixed">
              {startFix!.state === 'draft' ? (
                <>
                  <span className="ok">✓</span> The flow’s Start URL is <span className="mono break">{startFix!.url}</span> again (not saved yet:{' '}
                  {restart ? 'Run again from step 1' : 'Retry from here'} offers to save it).
                </>
              ) : (
                <>
                  The flow’s Start URL is <span className="mono break">{startFix!.url}</span> now, where its steps were recorded: run again to start there.
                </>
              )}
            </p>
          )}
        </div>
      )}
      {result.error && (
        <details className="error-box">
          <summary className={`error-text ${failureSentence(result) ? 'error-plain' : ''}`}>{summary(result.error, result.attempts, result.cause)}</summary>
          <pre className="error-text">{result.error}</pre>
        </details>
      )}
      {(result.pageSays?.length ?? 0) > 0 && (
        <p className="page-says" data-testid="page-says">
          The page says:{' '}
          {result.pageSays!.map((t, i) => (
            <span key={i} className="strong">
              {i > 0 && ' · '}“{t}”
            </span>
          ))}
        </p>
      )}
      {result.heal && !healRejected && (
        <>
          <h3>Healed element</h3>
          <div className="suggestion">
            <div>
              <div className="strong">{targetText(result.heal.new)}</div>
              <div className="muted small">{result.heal.reason}</div>
              <div className="muted small" data-testid="heal-match">
                {healMatchText(result.heal)}
              </div>
              {result.model && (
                <div className="muted small">
                  asked {result.model.model}: {result.model.calls} call{result.model.calls === 1 ? '' : 's'}, {result.model.promptTokens}+{result.model.completionTokens} tokens, $
                  {result.model.costUsd.toFixed(4)}
                </div>
              )}
            </div>
            <div className="suggestion-actions">
              <button className="btn btn-primary btn-sm" disabled={busy} onClick={onAcceptHeal}>
                Accept fix and continue
              </button>
              <button className="btn btn-sm" disabled={busy} onClick={() => setHealRejected(true)} title="Not the element: take it off">
                Reject
              </button>
            </div>
          </div>
        </>
      )}

      {urlCheck ? (
        <section className="url-check" aria-label="URL check">
          <dl className="kv">
            <dt>Expected</dt>
            <dd className="mono break" data-testid="url-expected">
              the URL {matchVerb(step?.match)} {step?.url ?? '?'}
            </dd>
            <dt>Actual</dt>
            <dd className="mono break" data-testid="url-actual">
              {result.url || 'unknown'}
            </dd>
          </dl>
          <p className="small">
            If the app now goes to this address on purpose, edit the expected URL. If the page should have got there, an earlier step did not take it there (a
            rejected login, a button that did nothing): look at {result.index > 0 ? `step ${result.index}` : 'the start URL'} and its screenshot.
          </p>
        </section>
      ) : check ? (
        <section className="url-check" aria-label="Text check">
          <dl className="kv">
            <dt>Expected</dt>
            <dd className="mono break" data-testid="check-expected">
              the {check.what === 'text' ? 'text' : 'value'} {check.verb === 'equal' ? 'is' : check.verb === 'match' ? 'matches' : 'contains'} “{check.want}”
            </dd>
            <dt>Actual</dt>
            <dd className="mono break pre-wrap" data-testid="check-actual">
              {check.seen === '' ? '(nothing)' : `“${check.seen}${check.total ? '…' : ''}”`}
              {check.total ? <span className="muted small"> ({check.total.toLocaleString()} characters in all)</span> : null}
            </dd>
          </dl>
          <p className="small">
            Checks match letter case and spacing. If the page now says it differently on purpose, edit the expected {check.what}. If the page should show it, an earlier
            step did not get there: look at {result.index > 0 ? `step ${result.index}` : 'the start URL'} and the screenshot.
          </p>
        </section>
      ) : offSite ? (
        <section className="off-site" aria-label="Site outside the flow" data-testid="off-site">
          {siteAllowed ? (
            <p className="small">
              <span className="ok">✓</span> <span className="mono">{offSite}</span> is one of the flow’s Other sites now
              {siteAllowed === 'draft' ? ' (not saved yet: Retry from here offers to save it)' : ''}. Run the step again to go there.
            </p>
          ) : (
            <>
              <p className="small">
                The step was stopped from going to <span className="mono">{offSite}</span>, a site outside the flow’s (its Start URL’s site and its Other sites). If the
                flow should go there, allow it.
              </p>
              {onAllowSite && (
                <button className="btn btn-primary" disabled={busy} onClick={() => void allow()} title={`Add ${offSite} to the flow’s Other sites, next to its Start URL`}>
                  Allow {offSite}
                </button>
              )}
            </>
          )}
        </section>
      ) : (
        <>
          <h3>Suggested elements</h3>
          {elsewhere && !!result.suggestions?.length && <p className="muted small">These are on the page where the step failed, not the one it was recorded on.</p>}
          {shown.length ? (
            <ul className="suggestions" aria-label="Suggestions">
              {shown.map(({ s, i, what, why }) => (
                <li key={i} className={`suggestion ${why ? 'suggestion-refused' : ''}`} data-testid="suggestion">
                  <div>
                    <div className="strong">{what}</div>
                    {why && (
                      <div className="small refused-why">
                        <span className="pill pill-bad">refused</span> Replay refused it: {why}
                      </div>
                    )}
                    {s.why && !why && (
                      <div className="small suggestion-why" data-testid="suggestion-why">
                        {s.why}
                      </div>
                    )}
                    <div className="muted small mono break">{locatorText(s.target.candidates[0])}</div>
                    <div className="score-line">
                      <div className="score-bar" aria-hidden="true">
                        <span style={{ width: `${Math.round(s.score * 100)}%` }} />
                      </div>
                      <span className="muted small" data-testid="suggestion-score">
                        {likeText(s.score)}
                      </span>
                    </div>
                  </div>
                  <div className="suggestion-actions">
                    {why ? (
                      <button className="btn btn-sm" disabled={busy} onClick={() => setAnyway(i)} title="Replay refused this element: confirm before the flow uses it">
                        Use it anyway…
                      </button>
                    ) : (
                      <button className={`btn btn-sm ${elsewhere ? '' : 'btn-primary'}`} disabled={busy} onClick={() => onAcceptSuggestion(i)}>
                        Accept fix and continue
                      </button>
                    )}
                    <button className="btn btn-sm" disabled={busy} onClick={() => setRejected((r) => [...r, i])} title="Not the element: take it off the list">
                      Reject
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted small">{result.suggestions?.length ? 'You rejected every suggestion: pick the element on the page instead.' : 'No similar element on the page.'}</p>
          )}
          {rejected.length > 0 && (
            <button className="btn btn-xs" onClick={() => setRejected([])}>
              Show the {rejected.length} rejected suggestion{rejected.length === 1 ? '' : 's'} again
            </button>
          )}
        </>
      )}
      <div className="failure-actions">
        {urlCheck || check ? (
          <>
            {onEditStep && (
              <button className={`btn ${pageErred ? '' : 'btn-primary'}`} disabled={busy} onClick={onEditStep}>
                Edit the expected {urlCheck ? 'URL' : check?.what}
              </button>
            )}
            {onShowStep && result.index > 0 && (
              <button className={`btn ${pageErred ? 'btn-primary' : ''}`} onClick={() => onShowStep(result.index - 1)}>
                Show step {result.index}
              </button>
            )}
          </>
        ) : offSite ? null : (
          <button className={`btn ${picking ? 'btn-primary' : ''}`} disabled={!canPick || busy} onClick={onPick} title={canPick ? 'Point at the right element on the page' : 'The failed page is closed'}>
            {picking ? 'Click on the page…' : <><Icon name="pick" /> Pick the element instead</>}
          </button>
        )}
        <button
          ref={retryRef}
          className={`btn ${(offSite && siteAllowed) || fixed ? 'btn-primary' : ''}`}
          disabled={busy}
          onClick={restart ? onRestart : onContinue}
          title={
            restart
              ? 'Run the flow again from its Start URL'
              : fixed
                ? 'Run again from the failed step, on the flow’s Start URL'
                : offSite && siteAllowed
                  ? 'Run again from the failed step, now that its site is allowed'
                  : 'Run again from the failed step without changing it'
          }
        >
          {restart ? '↻ Run again from step 1' : '↻ Retry from here'}
        </button>
      </div>
      {anyway !== null && result.suggestions?.[anyway] && (
        <Modal
          title="Use a refused element?"
          onClose={() => setAnyway(null)}
          className="modal-ask"
          footer={
            <>
              <button className="btn btn-primary" onClick={() => setAnyway(null)}>
                Keep the step as it is
              </button>
              <button
                className="btn btn-danger"
                onClick={() => {
                  const i = anyway;
                  setAnyway(null);
                  onAcceptSuggestion(i);
                }}
              >
                Use {refusal(result.suggestions[anyway]).what} and continue
              </button>
            </>
          }
        >
          <p>
            Replay refused {refusal(result.suggestions[anyway]).what}: {refusal(result.suggestions[anyway]).why}.
          </p>
          <p>Step {result.index + 1} would from now on act on it. Use it only if the page really changed this way (the element was renamed, not replaced by another one).</p>
        </Modal>
      )}
      {result.screenshot && (
        <a
          className="failure-shot"
          href="#"
          onClick={(e) => {
            e.preventDefault();
            setShots(true);
          }}
          title="Open the screenshots full size"
        >
          <BlobImage blobKey={result.screenshot} width={640} alt="Screenshot at failure" />
        </a>
      )}
      {shots && <ShotCompare title={`Step ${result.index + 1} when it failed`} before={result.screenshotBefore} after={result.screenshot} onClose={() => setShots(false)} />}
      {result.url && <p className="muted small mono ellipsis">at {result.url}</p>}
      {((result.console?.length ?? 0) > 0 || (result.failedRequests?.length ?? 0) > 0) && (
        <p className="small">
          While the step ran, the page logged {result.console?.length ?? 0} console message{result.console?.length === 1 ? '' : 's'} and {result.failedRequests?.length ?? 0} request
          {result.failedRequests?.length === 1 ? '' : 's'} failed.{' '}
          <a href={`#/t/${run.trajectoryId}/runs/${run.id}`}>Open the run’s trace</a>
        </p>
      )}

      {!urlCheck && !(offSite && !result.attempts?.length) && (
        <>
          <h3>What was tried</h3>
          <AttemptsTable attempts={result.attempts} empty="No locator was tried (the step has no target or failed before)." />
        </>
      )}

      <p className="muted small">Run {run.id} · revision {run.revision}</p>
    </div>
  );
}
