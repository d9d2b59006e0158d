import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { createDocumentStore } from '../documents/stored-documents';
import { notFound } from '../http/api-error';
import type { Outbox, StoredMail } from './outbox';

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The Host header's name (without the port), lower-cased; '' when missing. */
function hostName(request: FastifyRequest): string {
  const host = (request.headers.host ?? '').toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/**
 * Development aid: `/dev/outbox` lists the newest e-mails (verify, reset, invite, quote …) with
 * clickable links, `/dev/outbox.json` the same as JSON. Off when NODE_ENV=production (DEV_OUTBOX).
 * It answers only requests whose Host is a loopback name: a web page on a DNS-rebound name that
 * resolves to this machine cannot read the reset and invite links (404, as if it did not exist).
 * Every answer is `Cache-Control: no-store`: the links are secrets (reset, invite, verification).
 * A mail's attachments (a quote's PDF) are listed with their name and size and served at
 * `/dev/outbox/documents/{id}`, so a test or the e2e journey reads the file the customer got.
 */
export async function devOutbox(
  app: FastifyInstance,
  { outbox, db }: { outbox: Outbox; db: Queryable },
) {
  const documents = createDocumentStore(db);
  /** The mails with each attachment's name, size and address. */
  async function withAttachments(mails: StoredMail[]) {
    return Promise.all(
      mails.map(async (mail) => ({
        ...mail,
        attachments: (
          await documents.describe(mail.attachments.map((attachment) => attachment.document_id))
        ).map((file) => ({
          document_id: file.id,
          filename: file.filename,
          size: file.size,
          url: `/dev/outbox/documents/${file.id}`,
        })),
      })),
    );
  }
  app.addHook('onRequest', async (request) => {
    if (!LOOPBACK_NAMES.has(hostName(request))) throw notFound();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  app.get('/dev/outbox.json', async () => ({
    items: await withAttachments(await outbox.recent(100)),
  }));
  app.get<{ Params: { id: string } }>('/dev/outbox/documents/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const document =
      Number.isInteger(id) && id > 0 && id < 2 ** 31 ? await documents.find(id) : undefined;
    if (!document) throw notFound();
    return reply
      .type(document.content_type)
      .header('content-disposition', `inline; filename="${document.filename}"`)
      .send(Buffer.from(document.bytes));
  });
  app.get('/dev/outbox', async (_request, reply) => {
    const mails = await withAttachments(await outbox.recent(100));
    const rows = mails
      .map(
        (mail) => `<article>
  <h2>${escape(mail.subject)}</h2>
  <p class="meta">#${mail.id} · ${escape(mail.kind)} · to ${escape(mail.to)} · ${escape(mail.created_at)} · ${escape(mail.status)}</p>
  ${mail.links.length ? `<ul>${mail.links.map((link) => `<li><a href="${escape(link.url)}">${escape(link.label)}</a></li>`).join('')}</ul>` : ''}
  ${mail.attachments.length ? `<ul>${mail.attachments.map((file) => `<li>📎 <a href="${escape(file.url)}">${escape(file.filename)}</a> (${Math.ceil(file.size / 1024)} KB)</li>`).join('')}</ul>` : ''}
  <pre>${escape(mail.text)}</pre>
</article>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (development)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}h1{margin:0}h2{margin:0;font-size:1.1rem}
.meta{color:#555;margin:.25rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;border-radius:6px}
a{color:#b3261e;font-weight:600}</style></head>
<body><main><h1>Outbox</h1><p>E-mails the server has queued, newest first (development only).</p>
${rows || '<p>No e-mails yet.</p>'}</main></body></html>`;
  });
}
