import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f8;color:#1b1f24}
main{box-sizing:border-box;max-width:24rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #d5dae1;border-radius:8px}
h1{margin:0 0 .25rem;font-size:1.25rem;color:#0b4f8a}
h2{margin:0 0 1.5rem;font-size:1.5rem}
label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;font:inherit;border:1px solid #6b7480;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#0b5cab;border:0;border-radius:4px;cursor:pointer}
button:hover{background:#094a8a}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #0b5cab;outline-offset:2px}
.error{margin:0 0 1rem;padding:.75rem;color:#8a1c1c;background:#fdecec;border:1px solid #e4a3a3;border-radius:4px}
.notice{margin:0 0 1rem;padding:.75rem;color:#0f4a2a;background:#e8f5ec;border:1px solid #9fd0b0;border-radius:4px}
p{line-height:1.5}
a{color:#0b5cab}
.links{margin-top:1.25rem;text-align:center}
.mail{margin:1rem 0;padding:.75rem;border:1px solid #d5dae1;border-radius:4px}
.mail h3{margin:0 0 .25rem;font-size:1rem}
.meta{margin:0 0 .5rem;color:#4a525c;font-size:.875rem}
.mail-body{white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.5}
`;

const sha256Source = (source: string) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

export interface Page {
  title: string;
  /** Trusted markup: every value echoed into it must already be escaped. */
  body: string;
  /** A constant script, allowed by its hash; never put request data in it. */
  script?: string;
}

export interface RenderedPage {
  html: string;
  /** The page's own policy: the site's strict CSP would block the inline style (and the logout script). */
  contentSecurityPolicy: string;
}

/**
 * `formTargets` must list every origin a form may end up at: browsers apply form-action to the redirects
 * after a submission too, and sign-in and sign-out both finish with a redirect to the SPA's origin.
 */
export const renderPage = (page: Page, formTargets: readonly string[]): RenderedPage => {
  const scriptSources = page.script === undefined ? "'none'" : sha256Source(page.script);
  return {
    html: `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Client Portal</h1>
${page.body}
</main>
${page.script === undefined ? '' : `<script>${page.script}</script>`}
</body>
</html>`,
    contentSecurityPolicy: [
      "default-src 'none'",
      `style-src ${sha256Source(STYLE)}`,
      `script-src ${scriptSources}`,
      `form-action 'self' ${formTargets.join(' ')}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  };
};

/** Answers with a page of the built-in provider's own (Fastify) routes, never cached. */
export const sendPage = (reply: FastifyReply, status: number, page: Page, formTargets: readonly string[]) => {
  const { html, contentSecurityPolicy } = renderPage(page, formTargets);
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('content-security-policy', contentSecurityPolicy)
    .type('text/html; charset=utf-8')
    .send(html);
};
