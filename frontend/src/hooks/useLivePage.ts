import { useCallback, useEffect, useRef, useState } from 'react';
import type { CandidateCheck, Target } from '../api/generated';
import { useMirror } from '../components/Mirror';
import { useApi, useEvent } from '../lib/api-context';
import { errorText, useToast } from '../lib/toast';

/** PickMode is what a pick on the mirror is for: the selected step's target, or a failed step's fix. */
export type PickMode = 'step' | 'fix';

/**
 * useLivePage owns the editor's live page: the session it opened (closed
 * again when the screen goes away), the mirror of the page shown (a run's
 * page while one runs, else runSession, else the editor's own), pick mode,
 * and the live "matches N elements" check of the selected step's target.
 */
export function useLivePage(opts: {
  trajectoryId: string;
  initialSession: string | null;
  /** runSession is the page of the run under way or of the failed run, if any. */
  runSession?: string;
  /** target is the selected step's target, checked against the page. */
  target?: Target;
  /** running pauses the check while a run moves the page. */
  running: boolean;
}) {
  const { trajectoryId, initialSession, runSession, target, running } = opts;
  const api = useApi();
  const toast = useToast();
  const [sessionId, setSessionId] = useState<string | null>(initialSession);
  const [opening, setOpening] = useState(false);
  const [picking, setPicking] = useState<PickMode | null>(null);
  const [checks, setChecks] = useState<CandidateCheck[] | null>(null);
  const [checking, setChecking] = useState(false);

  const mirrorSession = runSession || sessionId;
  const mirror = useMirror(mirrorSession);

  // The live page belongs to this screen: close it when the user leaves.
  const sessionRef = useRef(sessionId);
  sessionRef.current = sessionId;
  useEffect(
    () => () => {
      if (sessionRef.current) api.CloseSession(sessionRef.current).catch(() => {});
    },
    [api],
  );

  const openSession = useCallback(async () => {
    setOpening(true);
    try {
      const s = await api.StartSession({ trajectoryId });
      setSessionId(s.id);
    } catch (e) {
      toast(errorText(e), { kind: 'error' });
    } finally {
      setOpening(false);
    }
  }, [api, trajectoryId, toast]);

  const closeSession = useCallback(async () => {
    const sid = sessionRef.current;
    if (!sid) return;
    setSessionId(null);
    setPicking(null);
    try {
      await api.CloseSession(sid);
    } catch {
      /* gone already */
    }
  }, [api]);

  useEvent('session:closed', (e) => {
    if (e.sessionId === sessionRef.current) setSessionId(null);
  });

  const recheck = useCallback(async () => {
    if (!mirrorSession || !target) return setChecks(null);
    setChecking(true);
    try {
      setChecks(await api.CheckCandidates(mirrorSession, target));
    } catch {
      setChecks(null);
    } finally {
      setChecking(false);
    }
  }, [api, mirrorSession, target]);
  const frameUrl = mirror.frame?.url;
  useEffect(() => {
    setChecks(null);
    if (running) return; // the page is moving; check when the run ends
    const t = setTimeout(() => void recheck(), 150);
    return () => clearTimeout(t);
  }, [recheck, running, frameUrl]);

  return {
    sessionId,
    opening,
    openSession,
    closeSession,
    mirrorSession,
    frame: mirror.frame,
    highlight: mirror.highlight,
    setHighlight: mirror.setHighlight,
    picking,
    setPicking,
    checks,
    setChecks,
    checking,
    recheck,
  };
}

/** LivePage is what useLivePage returns. */
export type LivePage = ReturnType<typeof useLivePage>;
