import type { Queryable } from '../db/database';

/** The part of a nodemailer transport the delivery needs (tests pass a fake). */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

export const MAX_DELIVERY_ATTEMPTS = 5;

interface PendingMail {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
}

/**
 * Sends up to `limit` pending mails once; returns how many were sent, failed and were released.
 * When `stopping()` turns true (shutdown) the mails of the batch not yet sent are handed back
 * (`pending` again, unclaimed) so another instance sends them at once, not after the claim expires.
 */
export async function deliverPendingMail(
  db: Queryable,
  transport: MailTransport,
  from: string,
  limit = 20,
  stopping: () => boolean = () => false,
): Promise<{ sent: number; failed: number; released: number }> {
  // Claim a batch atomically: concurrent deliverers (other instances) skip rows claimed here.
  const { rows } = await db.query<PendingMail>(
    `update email_outbox set status = 'sending', claimed_at = now()
      where id in (
        select id from email_outbox
         where status = 'pending' or (status = 'sending' and claimed_at < now() - interval '10 minutes')
         order by id limit $1
         for update skip locked)
      returning id, to_address, subject, text_body, html_body, attempts`,
    [limit],
  );
  let sent = 0;
  let failed = 0;
  for (const [index, mail] of rows.entries()) {
    if (stopping()) {
      const unsent = rows.slice(index).map((row) => row.id);
      await db.query(
        `update email_outbox set status = 'pending', claimed_at = null
          where id = any($1::int[]) and status = 'sending'`,
        [unsent],
      );
      return { sent, failed, released: unsent.length };
    }
    try {
      await transport.sendMail({
        from,
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text_body,
        ...(mail.html_body ? { html: mail.html_body } : {}),
      });
      await db.query(
        `update email_outbox set status = 'sent', sent_at = now(), attempts = attempts + 1 where id = $1`,
        [mail.id],
      );
      sent += 1;
    } catch (error) {
      const attempts = mail.attempts + 1;
      await db.query(
        `update email_outbox set attempts = $2, last_error = $3, status = $4 where id = $1`,
        [
          mail.id,
          attempts,
          error instanceof Error ? error.message.slice(0, 500) : 'delivery failed',
          attempts >= MAX_DELIVERY_ATTEMPTS ? 'failed' : 'pending',
        ],
      );
      failed += 1;
    }
  }
  return { sent, failed, released: 0 };
}

/**
 * Delivers the outbox every `intervalMs` (one batch at a time, never overlapping). Returns stop(),
 * which waits for the mail being sent and releases the rest of the batch's claims.
 * Safe with several API instances on one PostgreSQL: each mail is claimed by one of them.
 */
export function startMailDelivery(options: {
  db: Queryable;
  transport: MailTransport;
  from: string;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running
      .then(() =>
        stopped
          ? undefined
          : deliverPendingMail(options.db, options.transport, options.from, 20, () => stopped),
      )
      .catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? 5000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
