// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { getCompareIds, toggleCompareId } from './compareVehicles';
import { CompareTray } from './CompareTray';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const tray = () => screen.queryByRole('region', { name: 'Compare' });

describe('CompareTray', () => {
  it('shows nothing until a car is chosen, then links to the comparison of the chosen cars', () => {
    renderWithProviders(<CompareTray />, { route: '/search' });
    expect(tray()).toBeNull();
    act(() => void toggleCompareId(7));
    expect(screen.getByRole('link', { name: 'Compare 1 car' }).getAttribute('href')).toBe('/compare?ids=7');
    act(() => {
      toggleCompareId(3);
      toggleCompareId(9);
    });
    expect(screen.getByText('3 cars chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compare 3 cars' }).getAttribute('href')).toBe('/compare?ids=7,3,9');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(getCompareIds()).toEqual([]);
    expect(tray()).toBeNull();
  });

  it('stays away from the compare page itself', () => {
    toggleCompareId(7);
    renderWithProviders(<CompareTray />, { route: '/compare?ids=7' });
    expect(tray()).toBeNull();
  });
});
