import http from 'node:http';

/**
 * A POST of JSON over node:http with kept-alive connections, answering the status and, for a
 * failure, the start of the body. A load run at several requests in flight uses it instead of
 * `fetch`: on a small machine the load generator shares the cores with the server it measures, and
 * `fetch` (undici's web streams) cost about 1.8 ms of CPU a request against 0.5 ms here
 * (docs/decisions/0169), time the server would have spent waiting for a core.
 */
export const leanPoster = (maxSockets: number) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const post = (url: string, headers: Record<string, string>, body: unknown): Promise<{ status: number; message?: string }> =>
    new Promise((resolve, reject) => {
      const text = JSON.stringify(body);
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
        (response) => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => {
            if (!ok) chunks.push(chunk);
          });
          response.on('end', () => resolve(ok ? { status } : { status, message: Buffer.concat(chunks).toString('utf8').slice(0, 200) }));
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(text);
    });
  return { post, close: () => agent.destroy() };
};
