import { describe, expect, it } from 'vitest';
import { aRentalRequest } from '@/features/rentals/testing/rental-fixtures';
import { movesOf } from './request-actions';

const moves = (kind: 'extension' | 'off_rent' | 'service', status: string) =>
  movesOf(aRentalRequest({ kind, status: status as never }));

describe('the moves the inbox offers (the server’s rules)', () => {
  it('an extension: approve or refuse while pending, then nothing', () => {
    expect(moves('extension', 'pending')).toEqual(['approved', 'refused']);
    expect(moves('extension', 'approved')).toEqual([]);
    expect(moves('extension', 'refused')).toEqual([]);
  });

  it('a call-off: confirm or refuse while pending; mark returned once confirmed', () => {
    expect(moves('off_rent', 'pending')).toEqual(['confirmed', 'refused']);
    expect(moves('off_rent', 'confirmed')).toEqual(['returned']);
    expect(moves('off_rent', 'returned')).toEqual([]);
    expect(moves('off_rent', 'refused')).toEqual([]);
  });

  it('a service request: schedule or resolve while open; resolve once scheduled', () => {
    expect(moves('service', 'open')).toEqual(['scheduled', 'resolved']);
    expect(moves('service', 'scheduled')).toEqual(['resolved']);
    expect(moves('service', 'resolved')).toEqual([]);
  });
});
