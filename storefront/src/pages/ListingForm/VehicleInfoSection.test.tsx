// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyListingValues, type ListingFormValues } from '../../features/listings/listingFormValues';
import { VehicleInfoSection } from './VehicleInfoSection';

afterEach(cleanup);

function Harness() {
  const form = useForm<ListingFormValues>({ defaultValues: { ...emptyListingValues(), bodyType: 'coupe' } });
  return <VehicleInfoSection form={form} />;
}

const select = (name: RegExp) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const optionsOf = (element: HTMLSelectElement) => Array.from(element.options).map((option) => option.value);

describe('the dependent selects', () => {
  it('enables model after make and trim after model, with the catalogue lists', () => {
    render(<Harness />);
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
    render(<Harness />);
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
    render(<Harness />);
    const years = optionsOf(select(/^Year/)).filter(Boolean);
    expect(years[0]).toBe(String(new Date().getFullYear() + 1));
    expect(years.at(-1)).toBe('1990');
  });

  it('marks the required fields', () => {
    render(<Harness />);
    expect(select(/^Make/).getAttribute('aria-required')).toBe('true');
    expect(select(/^Trim Level/).hasAttribute('aria-required')).toBe(false);
  });
});
