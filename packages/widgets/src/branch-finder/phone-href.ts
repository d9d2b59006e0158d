/** `tel:` link for a US phone number as displayed, e.g. "(312) 555-0142" → "tel:+13125550142". */
export function phoneHref(display: string): string {
  const digits = display.replace(/\D/g, '');
  return digits.length === 10
    ? `tel:+1${digits}`
    : `tel:${digits.startsWith('1') ? '+' : ''}${digits}`;
}
