// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyListingValues, type ListingFormValues } from '../../features/listings/listingFormValues';
import { renderWithProviders } from '../../testing/render';
import { VehicleInfoSection } from './VehicleInfoSection';

afterEach(cleanup);

function Harness() {
  const form = useForm<ListingFormValues>({ defaultValues: { ...emptyListingValues(), bodyType: 'coupe' } });
  return <VehicleInfoSection form={form} listingId={null} />;
}

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) => Array.from(element.options).map((option) => option.value);

describe('the dependent selects', () => {
  it("suggests vPIC's trims of the model year for a model the hand-written catalogue has none of", async () => {
    renderWithProviders(<Harness />);
    fireEvent.change(select(/^Make/), { target: { value: 'Maserati' } });
    fireEvent.change(select(/^Model/), { target: { value: 'Ghibli' } });
    fireEvent.change(select(/^Year/), { target: { value: '2016' } });
    const trim = (await screen.findByRole('combobox', { name: /^Trim Level/ })) as HTMLInputElement;
    expect(trim.tagName).toBe('INPUT');
    const suggestions = async () =>
      Array.from(document.getElementById(trim.getAttribute('list') ?? '')?.querySelectorAll('option') ?? []).map(
        (option) => option.value,
      );
    await vi.waitFor(async () => expect(await suggestions()).toEqual(['Luxury', 'Sport']));
    fireEvent.change(select(/^Year/), { target: { value: '2022' } });
    expect(await suggestions()).toContain('Trofeo');
    // Any trim may still be typed.
    fireEvent.change(trim, { target: { value: 'Nerissimo' } });
    expect(trim.value).toBe('Nerissimo');
  });

  it('enables model after make and trim after model, with the catalogue lists', () => {
    renderWithProviders(<Harness />);
    expect(select(/^Model/).disabled).toBe(true);
    expect(select(/^Trim Level/).disabled).toBe(true);

    fireEvent.change(select(/^Make/), { target: { value: 'Honda' } });
    expect(select(/^Model/).disabled).toBe(false);
    expect(optionsOf(select(/^Model/))).toContain('Accord');
    expect(select(/^Trim Level/).disabled).toBe(true);

    fireEvent.change(select(/^Model/), { target: { value: 'Accord' } });
    expect(select(/^Trim Level/).disabled).toBe(false);
    expect(optionsOf(select(/^Trim Level/))).toContain('Hybrid EX');
  });

  it('a new make clears model, trim and body type; a new model clears trim and body type', () => {
    renderWithProviders(<Harness />);
    fireEvent.change(select(/^Make/), { target: { value: 'Honda' } });
    fireEvent.change(select(/^Body Type/), { target: { value: 'sedan' } });
    fireEvent.change(select(/^Model/), { target: { value: 'Accord' } });
    expect(select(/^Body Type/).value).toBe('');

    fireEvent.change(select(/^Body Type/), { target: { value: 'sedan' } });
    fireEvent.change(select(/^Trim Level/), { target: { value: 'EX-L' } });
    fireEvent.change(select(/^Make/), { target: { value: 'Toyota' } });
    expect(select(/^Model/).value).toBe('');
    expect(select(/^Trim Level/).value).toBe('');
    expect(select(/^Trim Level/).disabled).toBe(true);
    expect(select(/^Body Type/).value).toBe('');
  });

  it('offers the years from next year down to 1990', () => {
    renderWithProviders(<Harness />);
    const years = optionsOf(select(/^Year/)).filter(Boolean);
    expect(years[0]).toBe(String(new Date().getFullYear() + 1));
    expect(years.at(-1)).toBe('1990');
  });

  it('marks the required fields', () => {
    renderWithProviders(<Harness />);
    expect(select(/^Make/).getAttribute('aria-required')).toBe('true');
    expect(select(/^Trim Level/).hasAttribute('aria-required')).toBe(false);
  });
});
