import { describe, expect, it, vi } from 'vitest';
import { formatClockTime, formatHoursRange } from './clock-time';

/** `Intl`'s own answer, spaces made alike (ICU writes U+202F or a space before AM/PM). */
function intlTime(locale: string, time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    .format(Date.UTC(2000, 0, 1, hours, minutes))
    .replace(/[\s\u202f]/gu, ' ');
}

const spaced = (text: string) => text.replace(/\u00a0/gu, ' ');

describe('formatClockTime', () => {
  it('writes en-US times on a 12-hour clock with AM and PM', () => {
    expect(formatClockTime('05:30')).toBe('5:30\u00a0AM');
    expect(formatClockTime('16:30', 'en-US')).toBe('4:30\u00a0PM');
    expect(formatClockTime('07:05')).toBe('7:05\u00a0AM');
    expect(formatClockTime('23:59')).toBe('11:59\u00a0PM');
  });

  it('writes noon as 12:00 PM and midnight as 12:00 AM', () => {
    expect(formatClockTime('12:00')).toBe('12:00\u00a0PM');
    expect(formatClockTime('12:30')).toBe('12:30\u00a0PM');
    expect(formatClockTime('00:00')).toBe('12:00\u00a0AM');
    expect(formatClockTime('00:15')).toBe('12:15\u00a0AM');
  });

  it.each(['en-US', 'es-US'])(
    'writes every minute of the day as Intl.DateTimeFormat does for %s',
    (locale) => {
      for (let minute = 0; minute < 24 * 60; minute += 1) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        expect(spaced(formatClockTime(time, locale)), time).toBe(intlTime(locale, time));
      }
    },
  );

  it('builds no Intl formatter for en-US and es-US (the first one costs the page)', async () => {
    vi.resetModules();
    const fresh = await import('./clock-time');
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      fresh.formatHoursRange({ opens: '05:30', closes: '16:30' }, 'en-US');
      fresh.formatHoursRange({ opens: '05:30', closes: '16:30' }, 'es-US');
      expect(built).not.toHaveBeenCalled();
    } finally {
      built.mockRestore();
    }
  });

  it('writes es-US times with a.m. and p.m., noon and midnight included', () => {
    expect(formatClockTime('05:30', 'es-US')).toBe('5:30\u00a0a.m.');
    expect(formatClockTime('16:30', 'es-US')).toBe('4:30\u00a0p.m.');
    expect(formatClockTime('12:00', 'es-US')).toBe('12:00\u00a0p.m.');
    expect(formatClockTime('00:15', 'es-US')).toBe('12:15\u00a0a.m.');
  });

  it('takes the locale: other locales are written by Intl', () => {
    expect(formatClockTime('16:30', 'en-GB')).toBe('16:30');
    expect(spaced(formatClockTime('16:30', 'es-MX'))).toBe(intlTime('es-MX', '16:30'));
    expect(formatClockTime('16:30', 'es-US')).not.toBe(formatClockTime('16:30', 'en-US'));
  });

  it('gives back a value that is not an HH:MM time as it is', () => {
    expect(formatClockTime('')).toBe('');
    expect(formatClockTime('24:00')).toBe('24:00');
    expect(formatClockTime('7:00')).toBe('7:00');
  });
});

describe('formatHoursRange', () => {
  it('writes opening and closing time with an en dash between', () => {
    expect(formatHoursRange({ opens: '05:30', closes: '16:30' })).toBe(
      '5:30\u00a0AM – 4:30\u00a0PM',
    );
    expect(spaced(formatHoursRange({ opens: '00:00', closes: '12:00' }, 'en-US'))).toBe(
      '12:00 AM – 12:00 PM',
    );
    expect(formatHoursRange({ opens: '05:30', closes: '16:30' }, 'en-GB')).toBe('5:30 – 16:30');
    expect(formatHoursRange({ opens: '05:30', closes: '16:30' }, 'es-US')).toBe(
      '5:30\u00a0a.m. – 4:30\u00a0p.m.',
    );
  });
});
