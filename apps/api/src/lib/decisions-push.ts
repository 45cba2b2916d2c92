/**
 * What a decision tells the live connection once its transaction has committed: the user's other
 * sessions refetch My decisions. The notification hub implements it; the routes of every decision
 * (the queue's and each item's own page) call it.
 */
export interface DecisionsPush {
  decisionsChangedFor(userId: string): void;
}
