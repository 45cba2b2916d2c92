import { useCallback, useEffect, useRef, useState } from 'react';
import type { DecisionItem } from '@portal/domain/api/my-decisions';
import { DECISION_UNDO_MS } from '@portal/domain/decisions/decision-rules';
import type { Verdict } from '../api/decide-item';

export interface HeldDecision {
  item: DecisionItem;
  verdict: Verdict;
  /** When it is sent unless undone (epoch ms). */
  sendAt: number;
}

/**
 * Decisions confirmed but held for DECISION_UNDO_MS before they are sent, so a mistaken tap can be
 * undone. One leaving the page before its time is sent then: the user confirmed it.
 */
export const useUndoWindow = (send: (decision: HeldDecision) => void) => {
  const [held, setHeld] = useState<ReadonlyMap<string, HeldDecision>>(new Map());
  const timers = useRef(new Map<string, { timer: ReturnType<typeof setTimeout>; decision: HeldDecision }>());
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  const release = useCallback((id: string) => {
    timers.current.delete(id);
    setHeld((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  const hold = useCallback(
    (item: DecisionItem, verdict: Verdict) => {
      const decision = { item, verdict, sendAt: Date.now() + DECISION_UNDO_MS };
      const timer = setTimeout(() => {
        release(item.id);
        sendRef.current(decision);
      }, DECISION_UNDO_MS);
      timers.current.set(item.id, { timer, decision });
      setHeld((current) => new Map(current).set(item.id, decision));
    },
    [release],
  );

  const undo = useCallback(
    (id: string) => {
      const entry = timers.current.get(id);
      if (entry) clearTimeout(entry.timer);
      release(id);
    },
    [release],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const { timer, decision } of pending.values()) {
        clearTimeout(timer);
        sendRef.current(decision);
      }
      pending.clear();
    };
  }, []);

  return { held, hold, undo };
};
