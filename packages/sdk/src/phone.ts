/**
 * A `tel:` URI for a phone number as displayed: "(312) 555-0142" → "tel:+13125550142".
 * North American numbers get the +1 country code; numbers already in + form are kept.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return `tel:${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}
