import type { Status } from '../api/generated';

/** StatusBadge shows a run or step status with a colour and a word (never colour alone). */
export function StatusBadge({ status, compact }: { status?: Status | string | null; compact?: boolean }) {
  if (!status) return <span className="badge badge-none">{compact ? '–' : 'never run'}</span>;
  const icon = { passed: '✓', failed: '✕', running: '●', skipped: '–', cancelled: '⊘', setup: '↦' }[status] ?? '?';
  return (
    <span className={`badge badge-${status}`} data-status={status} title={status}>
      <span aria-hidden="true">{icon}</span>
      {!compact && <span>{status}</span>}
    </span>
  );
}
