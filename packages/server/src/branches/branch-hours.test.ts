import { describe, expect, it } from 'vitest';
import { zipState } from '../geo/zip-states';
import {
  calendarDays,
  closureProblems,
  displayHours,
  todayIn,
  upcomingClosures,
  weeklyHoursProblems,
  type BranchDayHours,
} from './branch-hours';
import { displayPhoneNumber } from './branch-input';

const day = (d: BranchDayHours['day'], opens = '07:00', closes = '17:00'): BranchDayHours => ({
  day: d,
  opens,
  closes,
});

describe('display hours derived from the weekly hours', () => {
  it('groups consecutive weekdays with the same hours, in weekday order', () => {
    expect(
      displayHours([
        day('sat', '08:00', '12:00'),
        day('fri'),
        day('mon'),
        day('tue'),
        day('wed'),
        day('thu'),
      ]),
    ).toEqual([
      { days: 'Mon–Fri', opens: '07:00', closes: '17:00' },
      { days: 'Sat', opens: '08:00', closes: '12:00' },
    ]);
  });

  it('breaks a run at a closed day or at different hours', () => {
    expect(
      displayHours([
        day('mon'),
        day('tue'),
        day('thu'),
        day('fri', '07:00', '16:00'),
        day('sat', '08:00', '12:00'),
        day('sun', '08:00', '12:00'),
      ]),
    ).toEqual([
      { days: 'Mon–Tue', opens: '07:00', closes: '17:00' },
      { days: 'Thu', opens: '07:00', closes: '17:00' },
      { days: 'Fri', opens: '07:00', closes: '16:00' },
      { days: 'Sat–Sun', opens: '08:00', closes: '12:00' },
    ]);
    expect(displayHours([])).toEqual([]);
  });
});

describe('checks of weekly hours and closures', () => {
  it('names the entry that repeats a weekday or closes before it opens', () => {
    expect(weeklyHoursProblems([day('mon'), day('tue'), day('mon', '08:00', '08:00')])).toEqual({
      'weekly_hours.2': ['lists a weekday that is already listed', 'must close after it opens'],
    });
    expect(weeklyHoursProblems([day('mon'), day('tue')])).toEqual({});
  });

  it('names a repeated date, an impossible date and a blank reason', () => {
    expect(
      closureProblems([
        { date: '2026-12-25', reason: 'Christmas Day' },
        { date: '2026-12-25', reason: 'Again' },
        { date: '2026-02-30', reason: 'Nope' },
        { date: '2026-07-04', reason: '   ' },
      ]),
    ).toEqual({
      'closures.1': ['lists a date that is already listed'],
      'closures.2': ['must be a date (YYYY-MM-DD)'],
      'closures.3': ['must have a reason besides spaces'],
    });
  });
});

describe('upcoming closures', () => {
  it('keeps today and later, soonest first', () => {
    expect(
      upcomingClosures(
        [
          { date: '2026-12-25', reason: 'Christmas Day' },
          { date: '2026-11-24', reason: 'Past' },
          { date: '2026-11-25', reason: 'Today' },
        ],
        '2026-11-25',
      ).map((closure) => closure.reason),
    ).toEqual(['Today', 'Christmas Day']);
  });

  it('"today" is the calendar day in the branch’s time zone', () => {
    const lateEveningInLosAngeles = new Date('2026-11-26T05:30:00Z');
    expect(todayIn('America/Los_Angeles', lateEveningInLosAngeles)).toBe('2026-11-25');
    expect(todayIn('America/New_York', lateEveningInLosAngeles)).toBe('2026-11-26');
  });

  it('the calendar days of the cache keys change when, and only when, a branch zone’s date does', () => {
    const at = (iso: string) => calendarDays(new Date(iso));
    // Midnight in New York (EDT, UTC−4) and then in Chicago (CDT, UTC−5); Honolulu (UTC−10) last.
    expect(at('2099-07-05T03:59:59Z')).not.toBe(at('2099-07-05T04:00:00Z'));
    expect(at('2099-07-05T04:00:00Z')).toBe(at('2099-07-05T04:59:59Z'));
    expect(at('2099-07-05T04:59:59Z')).not.toBe(at('2099-07-05T05:00:00Z'));
    expect(at('2099-07-05T10:00:00Z')).toBe(at('2099-07-06T03:59:59Z'));
    expect(at('2099-07-06T03:59:59Z')).toContain('2099-07-05');
    expect(at('2099-07-06T03:59:59Z')).not.toContain('2099-07-06');
    expect(at('2099-07-06T04:00:00Z')).toContain('2099-07-06');
  });
});

describe('ZIP code states and phone numbers', () => {
  it('knows the state of a ZIP code from its prefix', () => {
    expect(zipState('60601')).toBe('IL');
    expect(zipState('94124')).toBe('CA');
    expect(zipState('43215')).toBe('OH');
    expect(zipState('10001')).toBe('NY');
    expect(zipState('02108')).toBe('MA');
    expect(zipState('73301')).toBe('TX');
    expect(zipState('80202')).toBe('CO');
    expect(zipState('09001')).toBeUndefined();
  });

  it('formats North American numbers for display and keeps others as typed', () => {
    expect(displayPhoneNumber('312.555.0142')).toBe('(312) 555-0142');
    expect(displayPhoneNumber('+1 312 555 0142')).toBe('(312) 555-0142');
    expect(displayPhoneNumber('1-312-555-0142')).toBe('(312) 555-0142');
    expect(displayPhoneNumber(' (312) 555-0142 ')).toBe('(312) 555-0142');
    expect(displayPhoneNumber('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(displayPhoneNumber('555-0142')).toBe('555-0142');
    expect(displayPhoneNumber('  ')).toBeNull();
    expect(displayPhoneNumber(null)).toBeNull();
  });
});
