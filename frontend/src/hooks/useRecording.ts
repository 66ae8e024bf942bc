import { useState } from 'react';
import type { AgentEvent, SessionInfo } from '../api/generated';
import type { RecordedRow } from '../components/RecordedSteps';
import { useEvent } from '../lib/api-context';

/**
 * useRecording follows one recording session from the studio's events: the
 * recorded rows (steps with their results), whether the page is busy, the
 * agent's log while it works on a goal, and the session closing under us.
 */
export function useRecording(onClosed: () => void) {
  const [session, setSession] = useState<SessionInfo | null>(null);
  const [rows, setRows] = useState<RecordedRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [agentLog, setAgentLog] = useState<AgentEvent[]>([]);
  const sid = session?.id;

  useEvent('session:step', (e) => {
    if (e.sessionId !== sid) return;
    setRows((r) => {
      const next = r.slice();
      next[e.index] = { step: e.step, result: e.result, prov: e.provenance };
      return next.filter(Boolean);
    });
  });
  useEvent('agent:event', (e) => {
    if (e.sessionId !== sid) return;
    setAgentLog((l) => (l.length >= 200 ? [...l.slice(-199), e] : [...l, e]));
  });
  useEvent('session:state', (e) => {
    if (e.sessionId === sid) setBusy(e.busy);
  });
  useEvent('session:closed', (e) => {
    if (e.sessionId === sid) {
      setSession(null);
      onClosed();
    }
  });

  /** open shows a session (new or resumed) with the steps it has. */
  const open = (s: SessionInfo | null) => {
    setSession(s);
    // A new recording's lists can come as null from older servers: read them as empty.
    setRows(s ? (s.trajectory.steps ?? []).map((step) => ({ step })) : []);
    // Nothing of the last recording stays: its agent log, its busy page.
    setAgentLog([]);
    setBusy(s?.busy ?? false);
  };

  return { session, open, rows, setRows, busy, setBusy, agentLog, setAgentLog };
}
