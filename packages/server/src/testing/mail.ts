import type { Queryable } from '../db/database';
import { createOutbox, type MailKind, type StoredMail } from '../mail/outbox';

/** The newest outbox mail of `kind` to `address`; throws when there is none. */
export async function latestMail(
  db: Queryable,
  address: string,
  kind: MailKind,
): Promise<StoredMail> {
  const mail = await createOutbox(db).latestTo(address, kind);
  if (!mail) throw new Error(`No ${kind} mail to ${address} in the outbox.`);
  return mail;
}

/** The `token` query parameter of the first link of the newest mail of `kind` to `address`. */
export async function mailedToken(db: Queryable, address: string, kind: MailKind): Promise<string> {
  const mail = await latestMail(db, address, kind);
  const url = mail.links[0]?.url;
  const token = url ? new URL(url).searchParams.get('token') : null;
  if (!token) throw new Error(`The ${kind} mail to ${address} has no token link.`);
  return token;
}

/** A calendar day as the mails of a language write it ("Jun 1, 2026", "1 jun 2026"). */
export const mailDay = (isoDay: string, tag: 'en-US' | 'es-US' = 'en-US') =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
