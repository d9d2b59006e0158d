import { describe, expect, it } from 'vitest';
import { schemaNamed } from '@/lib/forms/contract-check';
import { laterStatuses, LEAD_TYPE_LABELS } from './lead-labels';

describe('lead labels', () => {
  it('say the contract’s words for a lead’s type', () => {
    const type = schemaNamed('LeadSummary').properties?.type as { 'x-enum-labels'?: unknown };
    expect(LEAD_TYPE_LABELS).toEqual(type['x-enum-labels']);
  });

  it('offer only later statuses, none once won or lost', () => {
    expect(laterStatuses('new')).toEqual(['contacted', 'quoted', 'won', 'lost']);
    expect(laterStatuses('quoted')).toEqual(['won', 'lost']);
    expect(laterStatuses('won')).toEqual([]);
    expect(laterStatuses('lost')).toEqual([]);
  });
});
