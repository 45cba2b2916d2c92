import { availableParallelism } from 'node:os';

/**
 * Test workers of every project. The API's tests wait on PostgreSQL and the web's on timers and
 * promises: on a small machine a core keeps more than one worker busy (docs/decisions/0102-ci-time-by-stage.md).
 * Vitest 5 runs projects side by side only when they have the same number, so the web's project,
 * which has a configuration file of its own, sets it too.
 */
export const TEST_WORKERS = Math.max(3, availableParallelism());
