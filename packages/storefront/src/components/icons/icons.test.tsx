import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as icons from './icons';

describe('icons', () => {
  const all = Object.entries(icons);

  it('include every icon of the spec', () => {
    const spec = [
      'ConstructionEquipmentIcon',
      'ForkliftIcon',
      'LocationIcon',
      'MewpsIcon',
      'RailCarIcon',
      'SearchIcon',
      'WarehouseIcon',
      'BookIcon',
      'EmailIcon',
      'PersonIcon',
      'PhoneIcon',
      'PlayIcon',
      'PlusIcon',
      'SignatureIcon',
      'CalendarIcon',
      'FiltersIcon',
      'BarsIcon',
    ];
    expect(Object.keys(icons)).toEqual(expect.arrayContaining(spec));
  });

  it.each(all)('%s is decorative by default: hidden from assistive technology', (_, Icon) => {
    const { container } = render(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.getAttribute('role')).toBeNull();
    expect(svg?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(svg?.getAttribute('stroke')).toBe('currentColor');
  });

  it('with a title it is an image with that accessible name', () => {
    render(<icons.ForkliftIcon title="Lift trucks" />);

    const img = screen.getByRole('img', { name: 'Lift trucks' });
    expect(img.getAttribute('aria-hidden')).toBeNull();
  });

  it('takes a size and passes other props through', () => {
    const { container } = render(<icons.SearchIcon size={32} className="x" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe('32');
    expect(svg?.getAttribute('height')).toBe('32');
    expect(svg?.getAttribute('class')).toBe('x');
  });
});
