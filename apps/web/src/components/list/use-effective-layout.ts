import type { ListLayout } from './use-list-controls';
import { useSmallScreen } from './use-small-screen';

/** The list layout is offered only on medium and larger screens (SPEC.md §2): smaller ones get cards whatever is stored. */
export const useEffectiveLayout = (stored: ListLayout): ListLayout => (useSmallScreen() ? 'card' : stored);
