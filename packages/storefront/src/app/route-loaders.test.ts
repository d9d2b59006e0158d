import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/config/paths';
import { ROUTE_PATTERNS } from './route-loaders';

describe('ROUTE_PATTERNS (dist/routes.json: the server answers 404 for other pages)', () => {
  it('lists every route in English and its Spanish twin under /es', () => {
    expect(ROUTE_PATTERNS).toHaveLength(ROUTES.length * 2);
    expect(ROUTE_PATTERNS).toEqual(
      expect.arrayContaining([
        '/',
        '/es',
        '/equipment/:equipment_id',
        '/es/equipment/:equipment_id',
        '/es/branches/:branch_id',
        '/es/authorized/account',
      ]),
    );
  });
});
