import { aBranch } from '@liftline/sdk/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { aHoldingBranch, anEquipment } from '../testing/equipment-data';
import { BranchAvailability } from './branch-availability';

const held = anEquipment({ branch: aHoldingBranch({ id: 1 }) });

describe('BranchAvailability', () => {
  it('says the unit is available at the saved branch when that branch holds it', () => {
    renderApp(
      <BranchAvailability equipment={held} savedBranch={aBranch({ id: 1, city: 'Chicago' })} />,
    );

    expect(screen.getByText('Available at your branch (Chicago, IL)')).toBeTruthy();
    expect(screen.queryByText(/Held at/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Find your local branch' })).toBeNull();
  });

  it('names the holding branch with its phone and offers delivery from another saved branch', () => {
    const saved = aBranch({ id: 9, city: 'Columbus', state: 'OH' });
    renderApp(<BranchAvailability equipment={held} savedBranch={saved} />);

    expect(screen.getByText('Held at Chicago – West Loop, Chicago, IL')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(312) 555-0142' }).getAttribute('href')).toBe(
      'tel:+13125550142',
    );
    expect(
      screen.getByText(
        'Your branch in Columbus, OH can arrange delivery or a transfer of this unit.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Available at your branch/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Branch details' }).getAttribute('href')).toBe(
      '/branches/1',
    );
  });

  it('prompts to find a local branch when none is saved', () => {
    renderApp(<BranchAvailability equipment={held} savedBranch={null} />);

    expect(screen.getByText('Find your local branch to see availability near you.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find your local branch' })).toBeTruthy();
    expect(screen.getByText('Held at Chicago – West Loop, Chicago, IL')).toBeTruthy();
    expect(screen.queryByText(/Available at your branch/)).toBeNull();
  });

  it('leaves out the phone link when the holding branch has no number', () => {
    renderApp(
      <BranchAvailability
        equipment={anEquipment({ branch: aHoldingBranch({ phone_number: null }) })}
        savedBranch={null}
      />,
    );

    expect(screen.queryByRole('link', { name: /555/ })).toBeNull();
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Branch details']);
  });
});
