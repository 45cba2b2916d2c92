import type { HtmlTagDescriptor } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestPortalConfig } from '../src/app/config-request';
import { preloadConfig } from './preload-config';

describe('the configuration preload in index.html', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the address the entry fetches, as a CORS fetch, so the entry takes its answer', async () => {
    const fetched = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetched);
    await requestPortalConfig();
    const [url] = fetched.mock.calls[0] as unknown as [URL, RequestInit];

    const tags = (preloadConfig().transformIndexHtml as () => HtmlTagDescriptor[])();
    expect(tags).toEqual([
      { tag: 'link', attrs: { rel: 'preload', href: url.pathname, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' },
    ]);
  });
});
