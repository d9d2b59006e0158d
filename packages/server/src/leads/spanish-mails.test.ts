import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller } from '../testing/accounts';
import { loginAsDemoOwner, type TestSession } from '../testing/auth';
import { latestMail, mailDay } from '../testing/mail';
import { createTestApp } from '../testing/test-app';

/**
 * The customer's mails go out in the `locale` of the request (the page or widget that sent it):
 * the quote confirmation, the quote list confirmation, the contact confirmation and the status
 * changes of that lead. The branch's mails stay English (staff).
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let call: ReturnType<typeof apiCaller>;
let owner: TestSession;
let unit: { id: number; title: string; branch_id: number };
let customers = 0;
beforeAll(async () => {
  t = await createTestApp();
  call = apiCaller(t.app);
  owner = await loginAsDemoOwner(t.app);
  unit = (
    await t.db.query<{ id: number; title: string; branch_id: number }>(
      `select id, title, branch_id from products
        where status = 'published' and for_rent and branch_id is not null and fleet_quantity >= 2
          and rental_daily is not null and rental_weekly is not null
        order by id limit 1`,
    )
  ).rows[0]!;
});
afterAll(() => t.close());

const daysFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const spanishDay = (isoDay: string) => mailDay(isoDay, 'es-US');
const nextEmail = () => `cliente${++customers}@customer.example`;

function rentQuote(email: string, locale?: string) {
  return {
    equipment_id: unit.id,
    listing: 'rent',
    start_date: daysFromToday(3),
    end_date: daysFromToday(10),
    quantity: 2,
    jobsite_zip: '60601',
    name: 'Lucía Obras',
    email,
    phone: '(312) 555-0100',
    company: null,
    notes: null,
    branch_id: null,
    ...(locale === undefined ? {} : { locale }),
  };
}

describe('the customer mails of a request in Spanish', () => {
  it('a quote request with locale es: a Spanish confirmation, an English mail to the branch', async () => {
    const email = nextEmail();
    const response = await call('POST', '/equipment/request-quote', {
      payload: rentQuote(email, 'es'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const mail = await latestMail(t.db, email, 'quote-confirmation');
    expect(mail.subject).toBe(`Recibimos su solicitud de cotización ${reference}`);
    for (const text of [
      'Hola, Lucía Obras:',
      `Gracias por su solicitud de cotización. Su número de referencia es ${reference}`,
      'Modalidad: alquiler',
      `Período de alquiler: del ${spanishDay(daysFromToday(3))} al ${spanishDay(daysFromToday(10))}`,
      'Cantidad: 2',
      'Código postal de la obra: 60601',
      'Sus notas:',
      '(ninguna)',
      `/es/equipment/${unit.id}`,
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).not.toMatch(/Thank you|Your request|Rental period/);
    expect(mail.links).toEqual([
      { label: 'Ver el equipo', url: `${t.config.publicUrl}/es/equipment/${unit.id}` },
    ]);
    const { rows } = await t.db.query<{ subject: string; text_body: string }>(
      `select subject, text_body from email_outbox where kind = 'quote-request' and subject like $1`,
      [`%${reference}%`],
    );
    expect(rows[0]!.text_body).toContain('New quote request');
    expect(rows[0]!.text_body).toContain(`/equipment/${unit.id}`);
    expect(rows[0]!.text_body).not.toContain('/es/');
  });

  it('without locale (or locale en) the confirmation stays English', async () => {
    for (const locale of [undefined, 'en']) {
      const email = nextEmail();
      const response = await call('POST', '/equipment/request-quote', {
        payload: rentQuote(email, locale),
      });
      expect(response.statusCode, response.body).toBe(201);
      const mail = await latestMail(t.db, email, 'quote-confirmation');
      expect(mail.subject).toMatch(/^We received your quote request Q-/);
      expect(mail.text).toContain('Hello Lucía Obras,');
      expect(mail.text).not.toContain('/es/');
    }
  });

  it('a quote list with locale es: every line, estimate and date in Spanish', async () => {
    const email = nextEmail();
    const response = await call('POST', '/equipment/request-quote', {
      payload: {
        items: [
          {
            equipment_id: unit.id,
            listing: 'rent',
            quantity: 2,
            start_date: daysFromToday(3),
            end_date: daysFromToday(12),
          },
        ],
        jobsite_address: '1200 W Fulton Market',
        jobsite_zip: '60607',
        po_number: 'PO-1',
        name: 'Lucía Obras',
        email,
        phone: '(312) 555-0100',
        locale: 'es',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const mail = await latestMail(t.db, email, 'quote-confirmation');
    expect(mail.subject).toBe(`Recibimos su solicitud de cotización ${reference}`);
    for (const text of [
      `1. ${unit.title} (número de inventario`,
      `Alquiler de 2 unidades, del ${spanishDay(daysFromToday(3))} al ${spanishDay(daysFromToday(12))} (10 días)`,
      'Estimado: $',
      ' por unidad, $',
      'Los estimados no incluyen impuestos',
      'Obra: 1200 W Fulton Market, 60607',
      'Número de orden de compra: PO-1',
    ]) {
      expect(mail.text).toContain(text);
    }
    expect(mail.text).toMatch(/\d+ × (semana|día|4 semanas) \$/);
  });

  it('a message to a branch with locale es: a Spanish confirmation', async () => {
    const email = nextEmail();
    const response = await call('POST', '/contact-branch', {
      payload: {
        branch_id: unit.branch_id,
        name: 'Lucía Obras',
        email,
        subject: 'Horario',
        message: '¿Abren los sábados?',
        locale: 'es',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { reference } = response.json<{ reference: string }>();
    const mail = await latestMail(t.db, email, 'contact-confirmation');
    expect(mail.subject).toBe(`Recibimos su mensaje ${reference}`);
    expect(mail.text).toContain('Gracias por comunicarse con nuestra sucursal');
    expect(mail.text).toContain('También puede comunicarse directamente con la sucursal:');
    expect(mail.text).toContain('Asunto: Horario');
  });

  it('a status change of a Spanish request mails the customer in Spanish', async () => {
    const email = nextEmail();
    const response = await call('POST', '/equipment/request-quote', {
      payload: rentQuote(email, 'es'),
    });
    const { reference } = response.json<{ reference: string }>();
    const { rows } = await t.db.query<{ account_id: number }>(
      'select account_id from quote_requests where reference = $1',
      [reference],
    );
    const quoted = await call('POST', `/account/${rows[0]!.account_id}/leads/${reference}`, {
      as: owner,
      payload: { status: 'quoted' },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const mail = await latestMail(t.db, email, 'lead-status');
    expect(mail.subject).toMatch(new RegExp(`^Su solicitud de cotización ${reference}: \\S`));
    expect(mail.text).toContain(`El estado de su solicitud de cotización ${reference} ahora es:`);
    expect(mail.text).toContain('Preparamos una cotización para usted.');
    expect(mail.text).not.toMatch(/Quoted|quote request/);
  });

  it('refuses a locale the server does not speak: 422 on locale', async () => {
    const response = await call('POST', '/equipment/request-quote', {
      payload: rentQuote(nextEmail(), 'fr'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      locale: ['must be one of: en, es'],
    });
  });
});
