import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { aUnit } from '../testing/catalog-fixtures';
import { EquipmentCard } from './equipment-card';

const card = () => screen.getByRole('article');
const term = (label: string) =>
  within(card())
    .getAllByRole('term')
    .find((dt) => dt.textContent === label)?.nextElementSibling?.textContent;

describe('EquipmentCard', () => {
  it('links its title to the unit’s page and shows make, model and year', () => {
    renderApp(<EquipmentCard equipment={aUnit({ id: 42 })} />);

    const link = screen.getByRole('link', { name: '2021 Toyota 8FGCU25 Forklift' });
    expect(link.getAttribute('href')).toBe('/equipment/42');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(link.textContent);
    expect(card().textContent).toContain('2021 · Toyota 8FGCU25');
  });

  it('lists the key specs with their units and leaves out unknown ones', () => {
    renderApp(<EquipmentCard equipment={aUnit({ hours_used: null, fuel_type: 'dual-fuel' })} />);

    expect(term('Capacity')).toBe('5,000 lbs');
    expect(term('Lift height')).toBe('15.7 ft');
    expect(term('Fuel')).toBe('Dual fuel');
    expect(term('Hours')).toBeUndefined();
  });

  it('shows the sale price and the rental rates, with badges for what it is offered for', () => {
    renderApp(<EquipmentCard equipment={aUnit()} />);

    expect(term('Buy')).toBe('$19,950');
    expect(term('Rent')).toBe('$190/day $650/week · $1,815/month');
    const badges = within(screen.getByRole('list', { name: 'Offer' })).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual(['For rent', 'For sale', 'Used']);
  });

  it('says "Price on request" where one of the prices is missing', () => {
    renderApp(<EquipmentCard equipment={aUnit({ sale_price: null })} />);
    expect(term('Buy')).toBe('Price on request');
    expect(term('Rent')).toBe('$190/day $650/week · $1,815/month');
  });

  it('says "Price on request" for a unit for sale without a price', () => {
    renderApp(<EquipmentCard equipment={aUnit({ sale_price: null, for_rent: false })} />);
    expect(within(card()).getByText('Price on request')).toBeTruthy();
    expect(term('Buy')).toBeUndefined();
    expect(within(card()).queryByText(/\$/)).toBeNull();
  });

  it('says "Price on request" once when it has no price at all', () => {
    renderApp(
      <EquipmentCard
        equipment={aUnit({ sale_price: null, rental_rates: null, condition: 'new' })}
      />,
    );
    expect(within(card()).queryAllByRole('term')).toHaveLength(4); // the specs only
    expect(within(card()).getAllByText('Price on request')).toHaveLength(1);
    expect(within(card()).getByText('New')).toBeTruthy();
  });

  it('draws the category’s icon when there is no photo', () => {
    renderApp(<EquipmentCard equipment={aUnit({ image_url: null, category: 'rail-cars' })} />);

    expect(card().querySelector('img')).toBeNull();
    const placeholder = screen.getByTestId('image-placeholder');
    expect(placeholder.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('reserves the photo’s box and loads it lazily unless told to load it at once', () => {
    const unit = aUnit({ image_url: 'http://liftline.test/media/7.jpg' });
    const { unmount } = renderApp(<EquipmentCard equipment={unit} />);
    let image = card().querySelector('img');
    expect(image?.getAttribute('src')).toBe('http://liftline.test/media/7.jpg');
    expect(image?.getAttribute('width')).toBe('640');
    expect(image?.getAttribute('height')).toBe('480');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
    unmount();

    renderApp(<EquipmentCard equipment={unit} eager />);
    image = card().querySelector('img');
    expect(image?.getAttribute('loading')).toBe('eager');
    // On the first screen, but not raised above the page's main content.
    expect(image?.getAttribute('fetchpriority')).toBeNull();
  });

  it('offers the photo’s variants (AVIF first) at its own size, laid out as a card', () => {
    const media = 'http://liftline.test/media/7';
    const unit = aUnit({
      image_url: `${media}/480.webp`,
      image_width: 1600,
      image_height: 1200,
      image_sources: [
        { format: 'webp', width: 960, url: `${media}/960.webp` },
        { format: 'avif', width: 480, url: `${media}/480.avif` },
        { format: 'webp', width: 480, url: `${media}/480.webp` },
        { format: 'avif', width: 960, url: `${media}/960.avif` },
      ],
    });
    const { unmount } = renderApp(<EquipmentCard equipment={unit} />);
    const sources = [...card().querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0]?.getAttribute('srcset')).toBe(
      `${media}/480.avif 480w, ${media}/960.avif 960w`,
    );
    expect(sources[0]?.getAttribute('sizes')).toBe(
      '(max-width: 575.98px) 100vw, (min-width: 1200px) 300px, 50vw',
    );
    const image = card().querySelector('picture img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['1600', '1200']);
    unmount();

    renderApp(<EquipmentCard equipment={unit} compact />);
    expect(card().querySelector('picture source')?.getAttribute('sizes')).toMatch(
      /^\(max-width: 575\.98px\) 112px/,
    );
  });
});
