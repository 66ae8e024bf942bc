import { useState } from 'react';
import type { ExtractResult, InstructResult } from '../api/generated';
import { ExtractPanel } from './ExtractPanel';
import { ObservePanel } from './ObservePanel';
import './agent-tools.css';

/**
 * PageTools puts observe and extract under the instruction box of the
 * recorder and of the editor's live page, one at a time.
 */
export function PageTools({ sessionId, disabled, before, onAdded, onExtracted }: {
  sessionId: string;
  disabled?: boolean;
  before?: () => Promise<void>;
  onAdded: (r: InstructResult) => void;
  onExtracted: (r: ExtractResult) => void;
}) {
  const [tool, setTool] = useState<'' | 'observe' | 'extract'>('');
  return (
    <section className="page-tools" aria-label="Page tools">
      <div className="tool-tabs" role="group" aria-label="Look at the page">
        <button type="button" className={`btn btn-xs ${tool === 'observe' ? 'btn-on' : ''}`} aria-pressed={tool === 'observe'} onClick={() => setTool(tool === 'observe' ? '' : 'observe')}>
          Observe elements
        </button>
        <button type="button" className={`btn btn-xs ${tool === 'extract' ? 'btn-on' : ''}`} aria-pressed={tool === 'extract'} onClick={() => setTool(tool === 'extract' ? '' : 'extract')}>
          Extract data
        </button>
        {!tool && <span className="muted small">list what an instruction could mean, or read data off the page</span>}
      </div>
      {tool === 'observe' && <ObservePanel sessionId={sessionId} disabled={disabled} before={before} onAdded={onAdded} />}
      {tool === 'extract' && <ExtractPanel sessionId={sessionId} disabled={disabled} before={before} onAdded={onExtracted} />}
    </section>
  );
}
