import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { anAdminBranch } from '@/features/branches/testing/branch-fixtures';
import {
  branchSchema,
  branchValuesOf,
  emptyBranchValues,
  toBranchInput,
  weeklyHoursServerFields,
  type BranchFormInput,
} from './branch-form-values';

const filled = (overrides: Partial<BranchFormInput> = {}): BranchFormInput => ({
  ...emptyBranchValues(),
  name: ' Columbus ',
  address_line1: '1234 Industrial Pkwy',
  zip_code: '43228',
  city: ' Columbus ',
  time_zone: 'America/New_York',
  ...overrides,
});

const issues = (input: BranchFormInput) => {
  const result = v.safeParse(branchSchema, input);
  return result.success ? {} : (v.flatten<typeof branchSchema>(result.issues).nested ?? {});
};

describe('the branch form’s values', () => {
  it('sends the open days only, with their weekday, and leaves an empty state to the ZIP', () => {
    const input = toBranchInput(v.parse(branchSchema, filled()));
    expect(input).toEqual({
      name: 'Columbus',
      address_line1: '1234 Industrial Pkwy',
      zip_code: '43228',
      city: 'Columbus',
      phone_number: null,
      email: null,
      time_zone: 'America/New_York',
      weekly_hours: ['mon', 'tue', 'wed', 'thu', 'fri'].map((day) => ({
        day,
        opens: '07:00',
        closes: '17:00',
      })),
      closures: [],
    });
  });

  it('needs a city (the ZIP data has none)', () => {
    expect(issues(filled({ city: '  ' })).city?.[0]).toBe('Enter the city');
  });

  it('reads a branch back into seven rows', () => {
    const values = branchValuesOf(
      anAdminBranch({ weekly_hours: [{ day: 'sat', opens: '08:00', closes: '12:00' }] }),
    );
    expect(values.weekly_hours.map((row) => row.open)).toEqual([
      false,
      false,
      false,
      false,
      false,
      true,
      false,
    ]);
    expect(values.weekly_hours[5]).toEqual({ open: true, opens: '08:00', closes: '12:00' });
  });

  it('requires closing after opening on open days only, and five-digit ZIP codes', () => {
    const hours = emptyBranchValues().weekly_hours.map((row) => ({ ...row }));
    hours[1] = { open: true, opens: '17:00', closes: '09:00' };
    hours[6] = { open: false, opens: '17:00', closes: '09:00' };
    const found = issues(filled({ weekly_hours: hours, zip_code: '4322' }));
    expect(found['weekly_hours.1.closes']).toEqual(['Closing time must be after opening time']);
    expect(found['weekly_hours.6.closes']).toBeUndefined();
    expect(found.zip_code).toEqual(['Please provide a five digit zip code']);
  });

  it('maps the server’s positions in the list sent back to the weekday rows', () => {
    const hours = emptyBranchValues().weekly_hours.map((row) => ({ ...row }));
    hours[0] = { ...hours[0]!, open: false }; // Monday closed: Tuesday is sent first
    hours[5] = { ...hours[5]!, open: true }; // Saturday open
    const fields = weeklyHoursServerFields(v.parse(branchSchema, filled({ weekly_hours: hours })));
    expect(fields['weekly_hours.0.closes']).toBe('weekly_hours.1.closes');
    expect(fields['weekly_hours.4.opens']).toBe('weekly_hours.5.opens');
    expect(fields['weekly_hours.5.closes']).toBeUndefined();
  });
});
