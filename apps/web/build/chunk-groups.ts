/**
 * How the build groups modules into files (rolldown's `output.codeSplitting.groups`). Left to itself the
 * bundler made a file of every set of modules shared by a different set of pages: a signed-in first
 * visit of /assigned fetched 108 files, most under 2 kB. Over HTTP/1.1 a browser opens six connections
 * to a server, so each small file waited its turn for a round trip: on the bench's phone profile that
 * wave alone took 900 ms, though its bytes needed about 250 ms. The groups follow a visit instead, and
 * each group also takes the modules its own modules import (rolldown's default), unless a group of a
 * higher priority took them first.
 */

/** The group holding what a signed-in start runs first; the bench's initial JavaScript starts from it. */
export const FIRST_SCREEN_GROUP = 'app';

/** A test matching these source files (paths under src/). */
const modules =
  (...paths: string[]) =>
  (id: string) =>
    paths.some((path) => id.replaceAll('\\', '/').endsWith(`/src/${path}`));

/** A test matching the modules in these folders (paths under src/). */
const inFolders =
  (...folders: string[]) =>
  (id: string) =>
    folders.some((folder) => id.replaceAll('\\', '/').includes(`/src/${folder}/`));

const FORM_LIBRARIES = /node_modules[\\/](@mui[\\/]x-date-pickers|react-hook-form|@hookform)[\\/]/;
const sharedFormParts = inFolders('components/form-fields', 'components/side-drawer', 'components/interview-request');

export const CHUNK_GROUPS = [
  // Libraries change less often than our code: a separate file stays cached across releases.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 50 },
  // The entry: the configuration request and the signed-out redirect, which must not wait for the app.
  { name: 'start', test: modules('main.tsx'), priority: 40 },
  { name: FIRST_SCREEN_GROUP, test: modules('app/render-portal.tsx', 'lib/config/load-portal-config.ts'), priority: 30 },
  // The session's calls and zod, which checks their answers: bootstrap starts them while the
  // configuration is on its way, so they need not wait for the shell's file to arrive and run.
  { name: 'session', test: modules('lib/session/prefetch-session.ts'), priority: 25 },
  // Every signed-in page needs the session frame and the shell: one file, fetched beside the page's.
  { name: 'shell', test: modules('app/session-gate.tsx', 'app/shell-layout.tsx'), priority: 20 },
  // The form libraries and the shared form parts built on them, loaded by the pages that have a form: in
  // `pages` (shared by more than 8) a list such as /assigned fetched and ran them too. Without their
  // dependencies (MUI's inputs, shared with pages that have no form), which stay in the groups of
  // `pages` and `shell`: a group that took them would be loaded by every page again.
  { name: 'forms', test: (id: string) => FORM_LIBRARIES.test(id) || sharedFormParts(id), priority: 15, includeDependenciesRecursively: false },
  // What most pages share (the list toolkit, dialogs): one file with the first page. What fewer pages
  // share stays in files of its own, so a page does not fetch another's charts or pickers.
  { name: 'pages', minShareCount: 8, priority: 10 },
];

/**
 * Every group's file is run, nearly all of it, by a signed-in first visit: each starts with V8's
 * compile hint (`//# allFunctionsCalledOnLoad`, Chrome 136 on; other engines read a comment), so its
 * functions are compiled while the file streams in, off the main thread, instead of one by one on the
 * main thread at their first call. The files of pages' own modules, most of whose code waits for an
 * action, get none.
 */
export const compileHintOf = (chunk: { name: string }): string =>
  CHUNK_GROUPS.some((group) => group.name === chunk.name) ? '//# allFunctionsCalledOnLoad' : '';
