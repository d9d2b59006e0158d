import type { Queryable } from '../db/database';
import type { JobQueue } from '../jobs/job-queue';

/** What an e-mail is for; the dev outbox page and tests look mails up by it. */
export type MailKind =
  | 'verify-email'
  | 'password-reset'
  | 'email-change-notice'
  | 'account-invite'
  | 'quote-request'
  | 'quote-confirmation'
  | 'contact-request'
  | 'contact-confirmation'
  | 'lead-status'
  | 'quote-sent'
  | 'quote-accepted'
  | 'quote-accepted-branch'
  | 'rental-request'
  | 'webhook-endpoint-disabled';

export interface MailLink {
  label: string;
  url: string;
}

export interface OutgoingMail {
  kind: MailKind;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The actionable links of the mail (verify, reset, invite …), listed on the dev outbox page. */
  links?: MailLink[];
  /**
   * Files attached, by their `stored_documents` id (stored once, in the same transaction): the
   * delivery reads the bytes, so the mail row and its job stay small.
   */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  document_id: number;
}

export interface StoredMail extends Required<Omit<OutgoingMail, 'html'>> {
  id: number;
  html: string | null;
  status: 'pending' | 'sent' | 'failed';
  created_at: string;
}

/**
 * The e-mail outbox: mails are stored with their delivery job (the `mail` queue of `jobs`), in the
 * caller's transaction when given one, and delivered later. Without `jobs` (tools, tests that only
 * read) a mail is stored alone and queued when a job queue starts (`queueUnqueuedMail`).
 */
export function createOutbox(db: Queryable, jobs?: JobQueue) {
  return {
    async enqueue(mail: OutgoingMail, tx: Queryable = db): Promise<number> {
      const { rows } = await tx.query<{ id: number }>(
        `insert into email_outbox (kind, to_address, subject, text_body, html_body, links,
           attachments)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          mail.kind,
          mail.to,
          mail.subject,
          mail.text,
          mail.html ?? null,
          JSON.stringify(mail.links ?? []),
          JSON.stringify(mail.attachments ?? []),
        ],
      );
      const id = rows[0]!.id;
      if (jobs) await jobs.sendMail(tx, id);
      return id;
    },

    async recent(limit = 50): Promise<StoredMail[]> {
      const { rows } = await db.query<StoredMail>(
        `select id, kind, to_address as "to", subject, text_body as text, html_body as html, links, attachments, status,
                to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
           from email_outbox order by id desc limit $1`,
        [limit],
      );
      return rows;
    },

    /** The newest mail of a kind sent to an address (tests and the dev outbox use it). */
    async latestTo(address: string, kind: MailKind): Promise<StoredMail | undefined> {
      const { rows } = await db.query<StoredMail>(
        `select id, kind, to_address as "to", subject, text_body as text, html_body as html, links, attachments, status,
                to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
           from email_outbox where lower(to_address) = lower($1) and kind = $2 order by id desc limit 1`,
        [address, kind],
      );
      return rows[0];
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
