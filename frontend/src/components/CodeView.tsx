import { useMemo } from 'react';
import { highlight } from '../lib/highlight';
import './io.css';

/** CodeView shows read-only source with syntax colours and line numbers; it can be focused and scrolled with the keyboard. */
export function CodeView({ code, language, label }: { code: string; language: string; label: string }) {
  const tokens = useMemo(() => highlight(code, language), [code, language]);
  const lines = useMemo(() => code.split('\n').length, [code]);
  return (
    <div className="code-view" role="region" aria-label={label} tabIndex={0} data-language={language}>
      <pre className="code-gutter" aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
      </pre>
      <pre className="code-text">
        <code data-testid="code">
          {tokens.map((t, i) =>
            t.kind === 'plain' ? (
              t.text
            ) : (
              <span key={i} className={`tok-${t.kind}`}>
                {t.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </div>
  );
}
