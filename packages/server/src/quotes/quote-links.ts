import type { Queryable } from '../db/database';
import { notFound } from '../http/api-error';
import type { Locale } from '../i18n/i18n';
import { leadTable } from '../leads/lead-inbox-repository';
import { leadTypeOf } from '../leads/lead-status';
import { quoteMessages } from './quote-messages';
import { newQuoteToken, quotePageUrl, quoteTokenHash } from './quote-tokens';

/**
 * createUserQuoteLink: a fresh token for the quote the customer has (the lead's latest sent or
 * answered version), when the lead was sent with the signed-in user's verified address; 404
 * otherwise, like a lead that does not exist (nobody learns whose requests exist).
 */
export async function mintUserQuoteLink(
  db: Queryable,
  publicUrl: string,
  userId: number,
  reference: string,
): Promise<{ url: string }> {
  const type = leadTypeOf(reference);
  const { rows } = await db.query<{ quote_id: number; locale: Locale }>(
    `select lq.id as quote_id, l.locale
       from ${leadTable(type)} l
       join users u on u.id = $2 and u.email_verified_at is not null
                   and lower(u.email) = lower(l.email)
       join lateral (select id from lead_quotes
                      where lead_type = $3 and lead_id = l.id
                        and status in ('sent', 'accepted', 'declined')
                      order by version desc limit 1) lq on true
      where l.reference = $1`,
    [reference, userId, type],
  );
  const row = rows[0];
  if (!row) throw notFound(quoteMessages.notFound);
  const token = newQuoteToken();
  await db.query(`insert into quote_tokens (token_hash, quote_id) values ($1, $2)`, [
    quoteTokenHash(token),
    row.quote_id,
  ]);
  return { url: quotePageUrl(publicUrl, row.locale, token) };
}
