import type { QuoteChargeKind, QuoteDocumentLanguage, QuoteRateBasis } from './quote-document';

/**
 * The PDFs' words in both languages. A typed table rather than the Lingui catalogs: the PDF is a
 * layout of short labels, and a missing Spanish label is a type error here (pdf-labels.test.ts also
 * fails on a Spanish label left equal to the English one).
 */
export interface PdfLabels {
  quoteTitle: string;
  agreementTitle: string;
  quoteNumber: string;
  agreementNumber: string;
  version: string;
  issued: string;
  validUntil: string;
  preparedFor: string;
  noteToCustomer: string;
  description: string;
  quantity: string;
  rate: string;
  unitPrice: string;
  lineTotal: string;
  charges: string;
  rent: string;
  subtotal: string;
  tax: (rate: string) => string;
  total: string;
  percentOfRent: (percent: string) => string;
  validity: (date: string) => string;
  terms: string;
  /** The footer: "Page 1 of 3". */
  page: (page: number, pages: number) => string;
  quoteVersion: (number: string, version: number) => string;
  rateBasis: Record<QuoteRateBasis, string>;
  chargeKind: Record<QuoteChargeKind, string>;
  signature: string;
  signatureStatement: string;
  signerName: string;
  signerTitle: string;
  signedAtUtc: string;
  ipAddress: string;
  userAgent: string;
  quotePdfSha256: string;
  sentWith: string;
}

export const PDF_LABELS: Record<QuoteDocumentLanguage, PdfLabels> = {
  en: {
    quoteTitle: 'Quote',
    agreementTitle: 'Rental agreement',
    quoteNumber: 'Quote number',
    agreementNumber: 'Agreement number',
    version: 'Version',
    issued: 'Issued',
    validUntil: 'Valid until',
    preparedFor: 'Prepared for',
    noteToCustomer: 'Note',
    description: 'Description',
    quantity: 'Qty',
    rate: 'Rate',
    unitPrice: 'Unit price',
    lineTotal: 'Amount',
    charges: 'Charges',
    rent: 'Rent',
    subtotal: 'Subtotal',
    tax: (rate) => `Tax (${rate})`,
    total: 'Total',
    percentOfRent: (percent) => `${percent} of rent`,
    validity: (date) => `This quote is valid until ${date}.`,
    terms: 'Terms and conditions',
    page: (page, pages) => `Page ${page} of ${pages}`,
    quoteVersion: (number, version) => `Quote ${number}, version ${version}`,
    rateBasis: {
      day: 'Day',
      week: 'Week',
      four_weeks: '4 weeks',
      sale: 'Sale',
      each: 'Each',
    },
    chargeKind: {
      delivery: 'Delivery',
      pickup: 'Pickup',
      damage_waiver: 'Damage waiver',
      environmental: 'Environmental fee',
      fuel: 'Fuel',
      other: 'Other',
    },
    signature: 'Signature',
    signatureStatement:
      'The customer accepted this quote and the terms above online by typing their full name and ticking the box agreeing to the terms.',
    signerName: 'Signed by',
    signerTitle: 'Title',
    signedAtUtc: 'Signed at (UTC)',
    ipAddress: 'IP address',
    userAgent: 'User agent',
    quotePdfSha256: 'SHA-256 of the quote PDF',
    sentWith: 'Sent with Liftline',
  },
  es: {
    quoteTitle: 'Cotización',
    agreementTitle: 'Contrato de alquiler',
    quoteNumber: 'Número de cotización',
    agreementNumber: 'Número de contrato',
    version: 'Versión',
    issued: 'Emitida',
    validUntil: 'Válida hasta',
    preparedFor: 'Preparada para',
    noteToCustomer: 'Nota',
    description: 'Descripción',
    quantity: 'Cant.',
    rate: 'Tarifa',
    unitPrice: 'Precio unitario',
    lineTotal: 'Importe',
    charges: 'Cargos',
    rent: 'Alquiler',
    subtotal: 'Subtotal',
    tax: (rate) => `Impuesto (${rate})`,
    total: 'Total',
    percentOfRent: (percent) => `${percent} del alquiler`,
    validity: (date) => `Esta cotización es válida hasta el ${date}.`,
    terms: 'Términos y condiciones',
    page: (page, pages) => `Página ${page} de ${pages}`,
    quoteVersion: (number, version) => `Cotización ${number}, versión ${version}`,
    rateBasis: {
      day: 'Día',
      week: 'Semana',
      four_weeks: '4 semanas',
      sale: 'Venta',
      each: 'Unidad',
    },
    chargeKind: {
      delivery: 'Entrega',
      pickup: 'Recogida',
      damage_waiver: 'Exención de daños',
      environmental: 'Cargo ambiental',
      fuel: 'Combustible',
      other: 'Otro',
    },
    signature: 'Firma',
    signatureStatement:
      'El cliente aceptó en línea esta cotización y los términos anteriores escribiendo su nombre completo y marcando la casilla de aceptación de los términos.',
    signerName: 'Firmado por',
    signerTitle: 'Cargo',
    signedAtUtc: 'Firmado el (UTC)',
    ipAddress: 'Dirección IP',
    userAgent: 'Agente de usuario',
    quotePdfSha256: 'SHA-256 del PDF aceptado',
    sentWith: 'Enviado con Liftline',
  },
};
