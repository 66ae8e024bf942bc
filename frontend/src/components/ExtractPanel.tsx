import { useState } from 'react';
import type { ExtractResult } from '../api/generated';
import { useApi } from '../lib/api-context';
import { errorText } from '../lib/toast';
import { resolvedByText, costText } from './Provenance';

/**
 * schemaProblem checks the JSON Schema box: "" when it is empty or a JSON
 * object, else what is wrong and where, in a user's words.
 */
export function schemaProblem(text: string): string {
  const s = text.trim();
  if (!s) return '';
  try {
    const v: unknown = JSON.parse(s);
    if (!v || typeof v !== 'object' || Array.isArray(v)) {
      return 'The schema must be a JSON object, e.g. {"type":"object","properties":{"price":{"type":"string"}}}.';
    }
    return '';
  } catch {
    const pos = jsonErrorAt(s);
    const before = s.slice(0, pos);
    const line = before.split('\n').length;
    const col = pos - before.lastIndexOf('\n');
    const near = pos < s.length ? `unexpected ${JSON.stringify(s.slice(pos, pos + 12))}` : 'it ends too early';
    return `The schema is not valid JSON at line ${line}, column ${col} (${near}). Fix it, or clear the box to read the page's text.`;
  }
}

/** jsonErrorAt returns the offset of the first character that makes s invalid JSON (s.length when it ends too early). */
export function jsonErrorAt(s: string): number {
  let i = 0;
  const ws = () => {
    while (i < s.length && ' \t\r\n'.includes(s[i])) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const str = () => {
    if (s[i] !== '"') fail();
    i++;
    while (i < s.length && s[i] !== '"') {
      if (s[i] === '\\') i++;
      else if (s[i] < ' ') fail();
      i++;
    }
    if (i >= s.length) fail();
    i++;
  };
  const value = (): void => {
    ws();
    const c = s[i];
    if (c === '{') {
      i++;
      ws();
      if (s[i] === '}') return void i++;
      for (;;) {
        ws();
        str();
        ws();
        if (s[i] !== ':') fail();
        i++;
        value();
        ws();
        if (s[i] === ',') i++;
        else if (s[i] === '}') return void i++;
        else fail();
      }
    } else if (c === '[') {
      i++;
      ws();
      if (s[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (s[i] === ',') i++;
        else if (s[i] === ']') return void i++;
        else fail();
      }
    } else if (c === '"') str();
    else {
      const m = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(s.slice(i));
      if (!m) fail();
      i += m![0].length;
    }
  };
  try {
    value();
    ws();
    if (i < s.length) fail();
    return -1;
  } catch (at) {
    return Math.min(typeof at === 'number' ? at : 0, s.length);
  }
}

/**
 * ExtractPanel reads data off the live page: an instruction says what, an
 * optional JSON Schema the shape of the JSON. The JSON is shown with what
 * it cost; it can also be recorded as an extract step.
 */
export function ExtractPanel({ sessionId, disabled, before, onAdded }: {
  sessionId: string;
  disabled?: boolean;
  before?: () => Promise<void>;
  onAdded: (r: ExtractResult) => void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const [schema, setSchema] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [out, setOut] = useState<ExtractResult | null>(null);
  const problem = schemaProblem(schema);

  const run = async (addStep: boolean) => {
    setTouched(true);
    if (problem || busy) return;
    setBusy(true);
    setError('');
    try {
      await before?.();
      const r = await api.Extract(sessionId, text.trim(), schema.trim() ? JSON.parse(schema) : null, addStep);
      setOut(r);
      if (addStep) onAdded(r);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="extract" aria-label="Extract">
      <form
        className="tool-col"
        onSubmit={(e) => {
          e.preventDefault();
          void run(false);
        }}
      >
        <input aria-label="Extract instruction" placeholder="What to read, e.g. “the price of each product in the cart”" value={text} disabled={disabled || busy} onChange={(e) => setText(e.target.value)} />
        <label className="field">
          <span className="muted small">JSON Schema (optional)</span>
          <textarea
            className="mono small"
            aria-label="JSON Schema"
            aria-invalid={!!problem && touched}
            aria-describedby="schema-problem"
            rows={4}
            spellCheck={false}
            placeholder='{"type":"object","properties":{"total":{"type":"string"}}}'
            value={schema}
            disabled={disabled || busy}
            onChange={(e) => setSchema(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </label>
        {problem && touched && (
          <p id="schema-problem" className="error-text small" role="alert">
            {problem}
          </p>
        )}
        <div className="tool-row">
          <button className="btn btn-sm" type="submit" disabled={disabled || busy || (!!problem && touched)} title="Read the data and show it; nothing is recorded">
            {busy ? 'Reading…' : 'Extract'}
          </button>
          <button className="btn btn-sm" type="button" disabled={disabled || busy || (!!problem && touched)} onClick={() => void run(true)} title="Read the data and record an extract step">
            Extract and add as step
          </button>
        </div>
      </form>
      {error && (
        <div className="alert alert-error small" role="alert">
          <span className="clip-lines">{error}</span>
        </div>
      )}
      {out && (
        <div className="extract-out">
          <div className="muted small" data-testid="extract-provenance">
            read by {resolvedByText(out.resolvedBy)} · {costText({ calls: out.modelCalls, prompt: out.usage.promptTokens, completion: out.usage.completionTokens, cost: out.usage.costUsd })}
            {out.step && ' · added as a step'}
          </div>
          <pre className="json-view" data-testid="extract-json" tabIndex={0} aria-label="Extracted JSON">
            {JSON.stringify(out.data, null, 2)}
          </pre>
        </div>
      )}
    </div>
  );
}
