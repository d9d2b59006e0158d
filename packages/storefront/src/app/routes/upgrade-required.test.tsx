import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UpgradeRequiredRoute from './upgrade-required';
import { renderApp } from '@/testing/render-app';

const assign = vi.fn();
const realLocation = window.location;

afterEach(() => {
  Object.defineProperty(window, 'location', { value: realLocation, configurable: true });
  assign.mockReset();
});

function stubLocation() {
  Object.defineProperty(window, 'location', {
    value: { ...realLocation, assign },
    configurable: true,
  });
}

describe('upgrade required', () => {
  it('"Reload" loads the page the visitor was on from the server', () => {
    stubLocation();
    renderApp(<UpgradeRequiredRoute />, {
      url: '/guest/upgrade-required?from=%2Fequipment%3Fq%3Dlift',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(assign).toHaveBeenCalledWith('/equipment?q=lift');
  });

  it('without a (safe) page to go back to, reloads the home page', () => {
    stubLocation();
    renderApp(<UpgradeRequiredRoute />, {
      url: '/guest/upgrade-required?from=%2F%2Fevil.example',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(assign).toHaveBeenCalledWith('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Please reload Liftline' })).toBeTruthy();
  });

  it.each([
    '%2F%09%2Fevil.example%2Fx',
    '/%0A/evil.example/x',
    '/%5Cevil.example',
    '/.//evil.example',
  ])('"Reload" with a way out of the site (from=%s) reloads the home page', (from) => {
    stubLocation();
    renderApp(<UpgradeRequiredRoute />, { url: `/guest/upgrade-required?from=${from}` });

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));

    expect(assign).toHaveBeenCalledWith('/');
  });
});
