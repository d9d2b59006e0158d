// The unit page on a Spanish page (/es/equipment/:id): labels, enum labels and prices in Spanish;
// the make, the model, the dealer's own spec lines and description as written.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { paths } from '@/config/paths';
import { anEquipment } from '@/features/equipment/testing/equipment-data';
import { fakeApi, json } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import EquipmentDetailRoute from './equipment-detail';

function renderSpanishDetail() {
  const api = fakeApi({ 'GET /equipment/:id': () => json(anEquipment()) });
  return renderApp(<Route path={paths.equipmentDetail.path} component={EquipmentDetailRoute} />, {
    url: '/es/equipment/7',
    api,
  });
}

const title = anEquipment().title;

describe('equipment detail page in Spanish', () => {
  it('labels the specifications in Spanish and keeps what the dealer wrote', async () => {
    renderSpanishDetail();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Equipo 7');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    const table = within(screen.getByRole('region', { name: 'Especificaciones' })).getByRole(
      'table',
    );
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Marca', 'Toyota'],
      ['Modelo', '8FGCU25'],
      ['Año', '2021'],
      ['Estado', 'Usado'],
      ['Capacidad', '5,000 lb'],
      ['Altura de elevación', '15.5 pies'],
      ['Tipo de combustible', 'GLP'],
      ['Horas de uso', '9,156 horas'],
      ['Número de inventario', 'LT-10482'],
      ['Mast type', 'Triple stage'],
    ]);
    const description = screen.getByRole('region', { name: 'Descripción' });
    expect(description.textContent).toContain('Serviced and inspected.');
  });

  it('names the category in the breadcrumbs and writes the prices as es-US does', async () => {
    renderSpanishDetail();
    await screen.findByRole('heading', { level: 1, name: title });

    const trail = screen.getByRole('navigation', { name: /./ });
    const links = [...trail.querySelectorAll('a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toContainEqual(['Equipos', '/es/equipment']);
    expect(links).toContainEqual(['Montacargas', '/es/equipment?category=lift-trucks']);
    const prices = [...document.querySelectorAll('dt')].map(
      (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`,
    );
    expect(prices).toEqual([
      'Precio de venta: $28,500',
      'Tarifa diaria: $189.50',
      'Tarifa semanal: $650',
      'Tarifa mensual: $1,815',
    ]);
    expect(screen.getByText('En alquiler')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Disponibilidad' })).toBeTruthy();
    expect(
      screen.getByText('Busque su sucursal para ver la disponibilidad cerca de usted.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar alquiler a la cotización' })).toBeTruthy();
    // The quote widget speaks the page's language too.
    expect(screen.getByRole('button', { name: /Solicitar cotización/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Agregar compra a la cotización' })).toBeTruthy();
  });
});
