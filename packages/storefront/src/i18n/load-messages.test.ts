// The Spanish catalog brings the SDK's Spanish enum labels with it (they are not in the SDK's main
// entry, so English pages never load them): a Spanish page's categories, fuel types, weekdays and
// statuses are Spanish once its messages are loaded.
import { describe, expect, it, vi } from 'vitest';

describe('loadMessages', () => {
  it('adds the Spanish enum labels with the Spanish catalog, none with the English one', async () => {
    // Evaluated afresh: the test files of a worker share their modules, and another file may
    // have loaded the Spanish catalog already.
    vi.resetModules();
    const { enumLabels } = await import('@liftline/sdk');
    const { loadMessages } = await import('./catalogs');
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
