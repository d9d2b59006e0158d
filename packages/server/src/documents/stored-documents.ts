import { createHash } from 'node:crypto';
import type { Queryable } from '../db/database';

/** A file the server made and keeps byte for byte (a quote or agreement PDF). */
export interface StoredDocument {
  id: number;
  filename: string;
  content_type: 'application/pdf';
  sha256: string;
  bytes: Uint8Array;
}

export const sha256Hex = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/**
 * The `stored_documents` table (migration 032): PDFs kept in the database, in the transaction of
 * the change that made them, so a rollback keeps nothing and every instance reads the same bytes.
 * Mails attach them by id (email_outbox.attachments), so neither the mail row nor its queue job
 * carries the bytes.
 */
export function createDocumentStore(db: Queryable) {
  return {
    async store(filename: string, bytes: Uint8Array): Promise<{ id: number; sha256: string }> {
      const sha256 = sha256Hex(bytes);
      const { rows } = await db.query<{ id: number }>(
        `insert into stored_documents (content_type, filename, sha256, bytes)
         values ('application/pdf', $1, $2, $3) returning id`,
        [filename, sha256, Buffer.from(bytes)],
      );
      return { id: rows[0]!.id, sha256 };
    },

    async find(id: number): Promise<StoredDocument | undefined> {
      const { rows } = await db.query<Omit<StoredDocument, 'bytes'> & { bytes: Uint8Array }>(
        `select id, filename, content_type, sha256, bytes from stored_documents where id = $1`,
        [id],
      );
      const row = rows[0];
      return row && { ...row, bytes: new Uint8Array(row.bytes) };
    },

    /** Names and sizes only (the dev outbox lists them). */
    async describe(ids: number[]): Promise<{ id: number; filename: string; size: number }[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<{ id: number; filename: string; size: number }>(
        `select id, filename, octet_length(bytes)::int as size from stored_documents
          where id = any ($1::int[])`,
        [ids],
      );
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },
  };
}

export type DocumentStore = ReturnType<typeof createDocumentStore>;
