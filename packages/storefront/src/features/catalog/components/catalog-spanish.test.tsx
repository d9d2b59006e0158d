// The catalog on a Spanish page (/es/equipment): its own words, the SDK's enum labels, plural
// counts, and numbers, prices and days as es-US writes them.
import { jsonResponse } from '@liftline/sdk/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render-app';
import { useCatalogSearch } from '../hooks/use-catalog-search';
import { aPage, aUnit, someFilters } from '../testing/catalog-fixtures';
import { serveCatalog } from '../testing/fake-catalog-server';
import { Catalog } from './catalog';

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

function EquipmentPage() {
  const catalog = useCatalogSearch(paths.equipment.getHref);
  return <Catalog catalog={catalog} />;
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filtros' });

describe('Catalog in Spanish', () => {
  it('names the filters, counts with plurals and writes numbers as es-US does', async () => {
    const app = renderApp(<EquipmentPage />, {
      url: '/es/equipment?category=lift-trucks&capacity_min=5000',
      api: serveCatalog(),
    });

    expect(await screen.findByText('1–24 de 250 unidades')).toBeTruthy();
    const category = within(sidebar()).getByRole('region', { name: 'Categoría' });
    expect(within(category).getByRole('link', { name: 'Todas las categorías' })).toBeTruthy();
    expect(within(category).getByRole('link', { name: 'Montacargas 50 unidades' })).toBeTruthy();
    expect(within(sidebar()).getByRole('group', { name: 'Capacidad (lb)' })).toBeTruthy();
    expect(within(sidebar()).getByRole('spinbutton', { name: 'Capacidad mínima' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).getByRole('link', { name: 'Quitar Montacargas' })).toBeTruthy();
    expect(
      within(chips).getByRole('link', { name: 'Quitar Capacidad: 5,000 lb o más' }),
    ).toBeTruthy();
    // Links stay in the Spanish pages.
    expect(app.history.at(-1)).toBe('/es/equipment?category=lift-trucks&capacity_min=5000');
  });

  it('says one unit in the singular, with its card in Spanish', async () => {
    renderApp(<EquipmentPage />, {
      url: '/es/equipment',
      api: serveCatalog({
        list: () => jsonResponse(aPage([aUnit({ id: 3, title: 'Unit 3', hours_used: 1200 })])),
        filters: () => jsonResponse(someFilters({ total: 1 })),
      }),
    });

    expect(await screen.findByText('1 unidad')).toBeTruthy();
    const card = screen.getByRole('article');
    expect(within(card).getByText('En alquiler')).toBeTruthy();
    expect(within(card).getByText('En venta')).toBeTruthy();
    expect(within(card).getByText('Usado')).toBeTruthy();
    expect(within(card).getByText('5,000 lb')).toBeTruthy();
    expect(within(card).getByText('15.7 pies')).toBeTruthy();
    expect(within(card).getByText('GLP')).toBeTruthy();
    expect(within(card).getByText('1,200 h')).toBeTruthy();
    expect(within(card).getByText('$19,950')).toBeTruthy();
    expect(card.textContent).toContain('$190/día');
    expect(card.textContent).toContain('$650/semana · $1,815/mes');
    expect(
      within(card).getByRole('button', { name: 'Agregar a la cotización (Unit 3)' }),
    ).toBeTruthy();
  });

  it('writes the days of "available between" as es-US does', async () => {
    renderApp(<EquipmentPage />, {
      url: '/es/equipment?available_from=2027-12-03&available_to=2027-12-08',
      api: serveCatalog(),
    });

    const chips = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(within(chips).getByText('Disponible 3–8 de dic de 2027')).toBeTruthy();
    expect(within(sidebar()).getByRole('group', { name: 'Disponible entre' })).toBeTruthy();
  });
});
