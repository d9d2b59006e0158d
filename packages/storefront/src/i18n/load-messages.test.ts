// The Spanish catalog brings the SDK's Spanish enum labels with it (they are not in the SDK's main
// entry, so English pages never load them): a Spanish page's categories, fuel types, weekdays and
// statuses are Spanish once its messages are loaded.
import { enumLabels } from '@liftline/sdk';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './catalogs';

describe('loadMessages', () => {
  it('adds the Spanish enum labels with the Spanish catalog, none with the English one', async () => {
    await loadMessages('en');
    expect(enumLabels('es').EQUIPMENT_CATEGORY['aerial-work-platforms']).toBe(
      'Aerial work platforms',
    );

    await loadMessages('es');
    expect(enumLabels('es').EQUIPMENT_CATEGORY['aerial-work-platforms']).toBe(
      'Plataformas de trabajo aéreo',
    );
    expect(enumLabels('es-US').WEEKDAY.mon).toBe('lunes');
    expect(enumLabels('en').WEEKDAY.mon).toBe('Monday');
  });
});
