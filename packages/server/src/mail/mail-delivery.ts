import type { Job } from 'pg-boss';
import type { Database, Queryable } from '../db/database';
import { createDocumentStore } from '../documents/stored-documents';
import { inTransaction, MAIL_ATTEMPTS, MAIL_QUEUE, type JobQueue } from '../jobs/job-queue';

/** The part of a nodemailer transport the delivery needs (tests pass a fake). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
    /** Files (a quote's PDF), read from `stored_documents` when the mail is sent. */
    attachments?: { filename: string; content: Buffer; contentType: string }[];
  }): Promise<unknown>;
}

export const MAX_DELIVERY_ATTEMPTS = MAIL_ATTEMPTS;

interface ClaimedMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attachments: { document_id: number }[];
  attempts: number;
}

export type MailOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

/**
 * Delivers the mail of one job of the `mail` queue. The job is settled in the transaction that
 * writes the mail's status, fenced to the attempt pg-boss handed out (a result that comes after
 * the job expired and went to another instance settles nothing). A failure is retried by pg-boss
 * with exponential backoff until MAIL_ATTEMPTS; the mail is `failed` after the last one.
 */
export async function deliverMailJob(
  db: Database,
  jobs: JobQueue,
  transport: MailTransport,
  from: string,
  job: Job<{ mailId: number }> & { retryCount?: number; retryLimit?: number },
): Promise<MailOutcome> {
  const { rows } = await db.query<ClaimedMail>(
    `update email_outbox set status = 'sending', claimed_at = now()
      where id = $1 and status in ('pending', 'sending')
      returning id, to_address, subject, text_body, html_body, attachments, attempts`,
    [job.data.mailId],
  );
  const mail = rows[0];
  if (!mail) {
    // Sent, given up or deleted meanwhile: nothing to do.
    await db.transaction((tx) => complete(jobs, tx, job));
    return 'skipped';
  }
  try {
    const attachments = await attachmentsOf(db, mail.attachments);
    await transport.sendMail({
      from,
      to: mail.to_address,
      subject: mail.subject,
      text: mail.text_body,
      ...(mail.html_body ? { html: mail.html_body } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message.slice(0, 500) : 'delivery failed';
    const last = (job.retryCount ?? 0) >= (job.retryLimit ?? MAIL_ATTEMPTS - 1);
    await db.transaction(async (tx) => {
      await tx.query(
        `update email_outbox set attempts = attempts + 1, last_error = $2, status = $3,
                claimed_at = null
          where id = $1`,
        [mail.id, message, last ? 'failed' : 'pending'],
      );
      await jobs.boss.fail(MAIL_QUEUE, fence(job), { message }, { db: inTransaction(tx) });
    });
    return last ? 'failed' : 'retry';
  }
  await db.transaction(async (tx) => {
    await tx.query(
      `update email_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1,
              claimed_at = null
        where id = $1`,
      [mail.id],
    );
    await complete(jobs, tx, job);
  });
  return 'sent';
}

/** A mail's attachments with their bytes (a document deleted since is left out). */
async function attachmentsOf(db: Queryable, refs: { document_id: number }[]) {
  const documents = createDocumentStore(db);
  const files = [];
  for (const { document_id } of refs) {
    const document = await documents.find(document_id);
    if (document)
      files.push({
        filename: document.filename,
        content: Buffer.from(document.bytes),
        contentType: document.content_type,
      });
  }
  return files;
}

/** The job with the attempt it was fetched at: pg-boss fences complete/fail to it. */
const fence = (job: Job<unknown> & { retryCount?: number }) => ({
  id: job.id,
  retryCount: job.retryCount ?? 0,
});

const complete = (jobs: JobQueue, tx: Queryable, job: Job<unknown>) =>
  jobs.boss.complete(MAIL_QUEUE, fence(job), null, { db: inTransaction(tx) });

/** Fetches up to `batchSize` due mail jobs (each handed to one fetcher only). */
export const fetchMailJobs = (jobs: JobQueue, batchSize = 1) =>
  jobs.fetch<{ mailId: number }>(MAIL_QUEUE, batchSize);

/**
 * Sends due mails one job at a time until none is due, `limit` were handled or `stopping()`
 * turns true; answers how many were sent and failed (for good or for now). Only the mail being
 * sent is held: stopping leaves every other mail due for another instance at once.
 */
export async function deliverPendingMail(
  db: Database,
  jobs: JobQueue,
  transport: MailTransport,
  from: string,
  limit = 20,
  stopping: () => boolean = () => false,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (let handled = 0; handled < limit && !stopping(); handled += 1) {
    const [job] = await fetchMailJobs(jobs);
    if (!job) break;
    const outcome = await deliverMailJob(db, jobs, transport, from, job);
    if (outcome === 'sent') sent += 1;
    else if (outcome !== 'skipped') failed += 1;
  }
  return { sent, failed };
}

/**
 * Delivers due mails: at once while some are due, then every `intervalMs` (a retry is due after
 * its backoff). Every `sweepMs` it also queues the mails stored without a job (a tool's insert). Returns stop(), which waits for the mail being sent. Safe with several API
 * instances on one PostgreSQL: each job is handed to one of them.
 */
export function startMailDelivery(options: {
  db: Database;
  jobs: JobQueue;
  transport: MailTransport;
  from: string;
  intervalMs?: number;
  /** How often mails stored without a job (by a tool, straight in SQL) are queued. */
  sweepMs?: number;
  onError?: (error: unknown) => void;
}): () => Promise<void> {
  let stopped = false;
  let swept = 0;
  let timer: NodeJS.Timeout | undefined;
  let wake: () => void = () => {};
  const loop = (async () => {
    while (!stopped) {
      let more = false;
      try {
        if (Date.now() - swept >= (options.sweepMs ?? 5000)) {
          swept = Date.now();
          await options.jobs.queueUnqueuedMail();
        }
        const { sent, failed } = await deliverPendingMail(
          options.db,
          options.jobs,
          options.transport,
          options.from,
          20,
          () => stopped,
        );
        more = sent + failed === 20;
      } catch (error) {
        options.onError?.(error);
      }
      if (more || stopped) continue;
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, options.intervalMs ?? 1000);
        timer.unref();
      });
    }
  })();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    wake();
    await loop;
  };
}
