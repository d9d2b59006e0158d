import { describe, expect, it } from 'vitest';
import { contractErrors } from './contract-schema';

const bar = {
  kind: 'hold',
  start_date: '2026-12-01',
  end_date: '2026-12-03',
  quantity: 1,
  booking_id: 7,
  request_id: null,
  lead_reference: null,
};
const planner = {
  from: '2026-12-01',
  to: '2026-12-14',
  units: [{ id: 1, title: 'Lift', category: 'lift-trucks', branch_id: 3, fleet: 2, bars: [bar] }],
};

describe('contractErrors', () => {
  it('passes an answer of the contract’s shape', () => {
    expect(contractErrors('Planner', planner)).toEqual([]);
  });

  it('names a key the contract does not have, a wrong type, a missing key and a bad date', () => {
    const unit = planner.units[0]!;
    expect(
      contractErrors('Planner', { ...planner, units: [{ ...unit, customer_email: 'x@y.z' }] }),
    ).toEqual(['/units/0 must NOT have additional properties']);
    expect(
      contractErrors('Planner', {
        ...planner,
        units: [{ ...unit, bars: [{ ...bar, quantity: '1' }] }],
      }),
    ).toEqual(['/units/0/bars/0/quantity must be integer']);
    const { fleet: _fleet, ...noFleet } = unit;
    expect(contractErrors('Planner', { ...planner, units: [noFleet] })).toEqual([
      "/units/0 must have required property 'fleet'",
    ]);
    expect(contractErrors('Planner', { ...planner, from: '2026-13-01' })).toEqual([
      '/from must match format "date"',
    ]);
    expect(() => contractErrors('NoSuchSchema', {})).toThrow(/no schema NoSuchSchema/);
  });
});
