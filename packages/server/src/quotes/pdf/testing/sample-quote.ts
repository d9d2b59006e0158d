import type { QuoteDocument, QuoteDocumentLine } from '../quote-document';

/** A quote document like the quotes module builds, with `lineCount` lines (totals consistent). */
export function sampleQuoteDocument(
  options: { lineCount?: number; language?: 'en' | 'es' } = {},
): QuoteDocument {
  const { lineCount = 10, language = 'en' } = options;
  const lines: QuoteDocumentLine[] = Array.from({ length: lineCount }, (_, index) => {
    const rent = index % 3 !== 2;
    const quantity = (index % 2) + 1;
    const unitPriceCents = 15_050 + index * 1_025;
    return {
      description: rent
        ? `${language === 'es' ? 'Plataforma de tijera eléctrica' : 'Electric scissor lift'} 19 ft #${index + 1}`
        : `${language === 'es' ? 'Arnés de seguridad' : 'Safety harness'} #${index + 1}`,
      quantity,
      rate_basis: rent ? (index % 3 === 0 ? 'week' : 'day') : 'sale',
      unit_price: unitPriceCents / 100,
      ...(rent ? { start_date: '2026-12-03', end_date: '2026-12-10' } : {}),
      total: (quantity * unitPriceCents) / 100,
    };
  });
  const cents = (amount: number) => Math.round(amount * 100);
  const rentCents = lines
    .filter((line) => line.rate_basis !== 'sale' && line.rate_basis !== 'each')
    .reduce((sum, line) => sum + cents(line.total), 0);
  const linesCents = lines.reduce((sum, line) => sum + cents(line.total), 0);
  const waiverCents = Math.round(rentCents * 0.15);
  const deliveryCents = 12_500;
  const subtotalCents = linesCents + waiverCents + deliveryCents;
  const taxCents = Math.round(subtotalCents * 0.0825);
  return {
    language,
    number: 'QT-2026-000042',
    version: 2,
    issued_date: '2026-11-29',
    valid_until: '2026-12-13',
    branch: {
      name: 'Liftline Austin North',
      address_lines: ['1200 Industrial Blvd', 'Austin, TX 78758'],
      phone: '(512) 555-0142',
      email: 'austin-north@liftline.example',
    },
    customer: {
      name: language === 'es' ? 'José Núñez' : 'Dana Whitfield',
      company: language === 'es' ? 'Construcciones Peña' : 'Whitfield Builders',
      email: 'customer@example.com',
      phone: '(512) 555-0199',
    },
    lines,
    charges: [
      {
        kind: 'delivery',
        description: language === 'es' ? 'Entrega y recogida en obra' : 'Delivery to the job site',
        amount: deliveryCents / 100,
      },
      {
        kind: 'damage_waiver',
        description: language === 'es' ? 'Exención de daños' : 'Damage waiver',
        percent: 0.15,
        amount: waiverCents / 100,
      },
    ],
    rent: rentCents / 100,
    subtotal: subtotalCents / 100,
    tax_rate: 0.0825,
    tax: taxCents / 100,
    total: (subtotalCents + taxCents) / 100,
    terms:
      language === 'es'
        ? 'El cliente es responsable del equipo desde la entrega hasta la recogida. ¿Preguntas? ¡Llámenos! Depósito reembolsable de 500 € o su equivalente en dólares.'
        : 'The customer is responsible for the equipment from delivery until pickup. Fuel is charged at the posted rate. Questions? Call us.',
    note_to_customer:
      language === 'es'
        ? 'Gracias por su solicitud. Precio válido para las fechas indicadas.'
        : 'Thank you for your request. Prices hold for the dates shown.',
  };
}
