import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { routeById } from '@portal/domain/access/routes';
import { RequireSignIn } from './require-sign-in';
import { RouteError } from './route-error';
import { RouteGuard } from './route-guard';
import { RouteTitle } from './route-title';
import { loadSessionGate, loadShellLayout, WEB_ROUTES, type RouteFrame, type RouteHandle, type WebRoute } from './web-routes';

const pageOf = (route: WebRoute): RouteObject =>
  route.page ? { index: true, lazy: route.page } : { index: true, element: <RouteTitle routeId={route.id} /> };

const openRoute = (route: WebRoute): RouteObject => ({
  path: route.path,
  handle: { routeId: route.id } satisfies RouteHandle,
  ...(route.page ? { lazy: route.page } : { element: <RouteTitle routeId={route.id} /> }),
});

const guarded = (route: WebRoute): RouteObject => ({
  path: route.path,
  handle: { routeId: route.id } satisfies RouteHandle,
  element: <RouteGuard routeId={route.id} />,
  children: [pageOf(route)],
});

const inFrame = (frame: RouteFrame) => WEB_ROUTES.filter((route) => route.frame === frame);

/**
 * The router, derived from the one route table: open pages, then signed-in pages with or without the
 * shell. The session's frame and the shell load with the first signed-in page, in parallel with it,
 * rather than before anything is drawn.
 */
export const buildRoutes = (): RouteObject[] => [
  {
    errorElement: <RouteError />,
    children: [
      ...inFrame('open').map(openRoute),
      {
        element: <RequireSignIn />,
        children: [
          {
            lazy: loadSessionGate,
            children: [
              ...inFrame('bare').map(guarded),
              { lazy: loadShellLayout, children: inFrame('shell').map(guarded) },
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={routeById('notFound').path} replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(buildRoutes());
