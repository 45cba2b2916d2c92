import { lazy, Suspense, type ComponentProps } from 'react';

const ErrorScreenView = lazy(() => import('./error-screen').then((m) => ({ default: m.ErrorScreen })));

/** The error screen for code the first screen loads: it comes with the error, not before the first screen. */
export const LazyErrorScreen = (props: ComponentProps<typeof ErrorScreenView>) => (
  <Suspense fallback={null}>
    <ErrorScreenView {...props} />
  </Suspense>
);
