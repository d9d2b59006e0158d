import { describe, expect, it } from 'vitest';
import {
  daysBetween,
  mondayOf,
  parsePlannerUrl,
  plannerHref,
  plannerRange,
  shiftRange,
} from './planner-url';

const TODAY = '2026-12-03'; // a Thursday

describe('the planner URL', () => {
  it('reads the view, a real calendar day, the branch and a known category; ignores the rest', () => {
    expect(parsePlannerUrl('?view=month&start=2027-02-10&branch=4&category=lift-trucks')).toEqual({
      view: 'month',
      start: '2027-02-10',
      branch: 4,
      category: 'lift-trucks',
    });
    expect(parsePlannerUrl('?view=year&start=2027-02-30&branch=-2&category=boats')).toEqual({
      view: 'weeks',
      start: null,
      branch: null,
      category: null,
    });
    expect(parsePlannerUrl('?start=20270210&branch=1.5')).toMatchObject({
      start: null,
      branch: null,
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(plannerHref()).toBe('/authorized/account/planner');
    const state = {
      view: 'month',
      start: '2027-01-15',
      branch: 3,
      category: 'aerial-work-platforms',
    } as const;
    const href = plannerHref(state);
    expect(href).toBe(
      '/authorized/account/planner?view=month&start=2027-01-15&branch=3&category=aerial-work-platforms',
    );
    expect(parsePlannerUrl(href.slice(href.indexOf('?')))).toEqual(state);
  });
});

describe('the range shown', () => {
  it('two weeks: from the Monday of the week of the start (else today), 14 days', () => {
    expect(mondayOf('2026-12-03')).toBe('2026-11-30');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2026-12-06')).toBe('2026-11-30'); // a Sunday
    const range = plannerRange({ view: 'weeks', start: null }, TODAY);
    expect(range).toMatchObject({ from: '2026-11-30', to: '2026-12-13' });
    expect(range.days).toHaveLength(14);
    expect(range.days[3]).toBe(TODAY);
    expect(plannerRange({ view: 'weeks', start: '2027-01-01' }, TODAY)).toMatchObject({
      from: '2026-12-28',
      to: '2027-01-10',
    });
  });

  it('a month: its first to its last day, leap years and year ends included', () => {
    expect(plannerRange({ view: 'month', start: null }, TODAY)).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    const february = plannerRange({ view: 'month', start: '2028-02-20' }, TODAY);
    expect(february).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(february.days).toHaveLength(29);
    expect(plannerRange({ view: 'month', start: '2027-02-01' }, TODAY).days).toHaveLength(28);
  });

  it('previous and next: two weeks or a calendar month away', () => {
    const weeks = { view: 'weeks', start: null, branch: 2, category: null } as const;
    expect(shiftRange(weeks, 1, TODAY)).toEqual({ ...weeks, start: '2026-12-14' });
    expect(shiftRange(weeks, -1, TODAY)).toEqual({ ...weeks, start: '2026-11-16' });
    const month = { ...weeks, view: 'month', start: '2027-01-31' } as const;
    expect(shiftRange(month, 1, TODAY).start).toBe('2027-02-01');
    expect(shiftRange(month, -1, TODAY).start).toBe('2026-12-01');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });
});
