import { useCallback, useEffect, useState } from 'react';
import type { Batch } from '../api/generated';
import { useApi, useEvent } from '../lib/api-context';

// DISMISSED_KEY keeps, for the session, the id of the batch whose summary
// was closed: coming back to the Library does not show it again.
const DISMISSED_KEY = 'reprise.batch.dismissed';

/**
 * useBatch follows the studio's batch, several flows run one after another
 * (StartBatch): the one under way or the last one, from GetBatch when the
 * screen opens and from batch:state events, each of which holds the whole
 * state. batch is the batch to show: none once its summary was closed
 * (dismiss); startedHere says start() started it. start runs flows with
 * values; stop stops the batch under way.
 */
export function useBatch() {
  const api = useApi();
  const [batch, setBatch] = useState<Batch | null>(null);
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) ?? '');
  // startedHere is the id of the batch start() started.
  const [startedHere, setStartedHere] = useState('');

  useEffect(() => {
    let live = true;
    // An event that came first is newer than this answer.
    api.GetBatch().then(
      (b) => live && b && setBatch((cur) => cur ?? b),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [api]);
  useEvent('batch:state', (b) => setBatch(b));

  const start = useCallback(
    async (trajectoryIds: string[], values: Record<string, string>) => {
      const b = await api.StartBatch({ trajectoryIds, values });
      setBatch((cur) => (cur?.id === b.id ? cur : b));
      setStartedHere(b.id);
      return b;
    },
    [api],
  );
  const stop = useCallback(async () => {
    if (batch?.status === 'running') await api.Cancel(batch.id);
  }, [api, batch]);
  const dismiss = useCallback(() => {
    if (!batch) return;
    sessionStorage.setItem(DISMISSED_KEY, batch.id);
    setDismissed(batch.id);
  }, [batch]);

  const shown = batch && batch.id !== dismissed ? batch : null;
  return { batch: shown, running: batch?.status === 'running', startedHere: !!shown && shown.id === startedHere, start, stop, dismiss };
}
