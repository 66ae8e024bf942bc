import { useEffect, useState } from 'react';
import type { ExportedFile, ExportFormat } from '../api/generated';
import { ApiError } from '../api/transport';
import { useApi } from '../lib/api-context';
import { copyText, downloadText } from '../lib/files';
import { errorText, useToast } from '../lib/toast';
import { CodeView } from './CodeView';
import { Modal } from './Modal';
import './io.css';

const formatKey = 'reprise.exportFormat';

/** lastFormat is the format the user exported in last (kept across sessions). */
function lastFormat(): string {
  try {
    return localStorage.getItem(formatKey) ?? '';
  } catch {
    return '';
  }
}

/**
 * ExportDialog is "Export as…": every format the studio exports (ExportFormats),
 * the file in a read-only code view, Copy, and Save to file (the native
 * dialog on desktop, a download in the browser). A flow a format cannot
 * express shows which step and why, and offers nothing to copy or save.
 */
export function ExportDialog({ id, revision, name, dialogs: dialogsProp, onClose }: { id: string; revision?: number; name: string; dialogs?: boolean; onClose: () => void }) {
  const api = useApi();
  const toast = useToast();
  // Native dialogs exist in the desktop app only (AppInfo.dialogs).
  const [dialogs, setDialogs] = useState(!!dialogsProp);
  useEffect(() => {
    if (dialogsProp === undefined) api.AppInfo().then((i) => setDialogs(!!i.dialogs), () => {});
  }, [api, dialogsProp]);
  const [formats, setFormats] = useState<ExportFormat[] | null>(null);
  const [format, setFormat] = useState('');
  const [file, setFile] = useState<ExportedFile | null>(null);
  const [error, setError] = useState<{ title: string; message: string; hint?: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [copied, setCopied] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api.ExportFormats().then(
      (fs) => {
        setFormats(fs);
        const last = lastFormat();
        setFormat(fs.some((f) => f.name === last) ? last : (fs.find((f) => f.name === 'playwright-ts') ?? fs[0])?.name ?? '');
      },
      (e) => setError({ title: 'The export formats could not be loaded', message: errorText(e) }),
    );
  }, [api]);

  const current = formats?.find((f) => f.name === format);

  useEffect(() => {
    if (!format) return;
    let live = true;
    setLoading(true);
    setCopied(false);
    setFile(null);
    setError(null);
    api.ExportFlow(id, revision ?? 0, format).then(
      (f) => live && setFile(f),
      (e) => {
        if (!live) return;
        const label = formats?.find((f) => f.name === format)?.label ?? format;
        const unsupported = e instanceof ApiError && e.code === 'unsupported';
        // A flow out of the store's rules (saved before its limits): the engine says what to change, and where.
        if (e instanceof ApiError && e.code === 'invalid') setError({ title: 'Change the flow before exporting it', message: errorText(e) });
        else setError({ title: unsupported ? `This flow cannot be exported as ${label}` : `Export as ${label} failed`, message: errorText(e), hint: 'Nothing was exported. Edit or disable that step, or choose another format.' });
      },
    ).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, id, revision, format]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (name: string) => {
    setFormat(name);
    try {
      localStorage.setItem(formatKey, name);
    } catch {
      /* private mode: not remembered */
    }
  };

  const copy = async () => {
    if (!file) return;
    if (await copyText(file.content)) {
      setCopied(true);
      toast(`Copied ${file.fileName} to the clipboard`, { kind: 'ok' });
    } else {
      toast('The clipboard is not available here: use Save to file instead.', { kind: 'error' });
    }
  };

  const save = async () => {
    if (!file) return;
    if (!dialogs) {
      downloadText(file.fileName, file.content, file.mediaType);
      toast(`Downloaded ${file.fileName}`, { kind: 'ok' });
      return;
    }
    setSaving(true);
    try {
      const path = await api.ExportFlowDialog(id, revision ?? 0, format);
      if (path) toast(`Saved ${path}`, { kind: 'ok' });
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={`Export “${name || id}” as…`}
      onClose={onClose}
      className="modal-wide"
      footer={
        <>
          <span className="muted small ellipsis export-file">{file ? file.fileName : ''}</span>
          <span className="spacer" />
          <button className="btn" onClick={() => void copy()} disabled={!file}>
            {copied ? 'Copied ✓' : 'Copy'}
          </button>
          <button className="btn btn-primary" onClick={() => void save()} disabled={!file || saving}>
            {saving ? 'Saving…' : dialogs ? 'Save to file…' : 'Download'}
          </button>
        </>
      }
    >
      <div className="export-formats" role="radiogroup" aria-label="Export format">
        {(formats ?? []).map((f) => (
          <label key={f.name} className={`format-choice ${f.name === format ? 'format-on' : ''}`}>
            <input type="radio" name="export-format" value={f.name} checked={f.name === format} onChange={() => choose(f.name)} />
            <span>{f.label}</span>
            <span className="muted small mono">{f.extension}</span>
          </label>
        ))}
        {formats === null && !error && <span className="muted small">Loading formats…</span>}
      </div>
      {current?.note && !error && (
        <p className="alert alert-warn small" role="note" data-testid="export-note">
          {current.note}
        </p>
      )}
      {error ? (
        <div className="alert alert-error export-error" role="alert">
          <strong>{error.title}</strong>
          <p className="bounded-text">{error.message}</p>
          {error.hint && <p className="small">{error.hint}</p>}
        </div>
      ) : file ? (
        <CodeView code={file.content} language={file.language || current?.language || ''} label={`${current?.label ?? format} export`} />
      ) : (
        <div className="code-view code-loading muted small">{loading ? 'Exporting…' : ''}</div>
      )}
    </Modal>
  );
}
