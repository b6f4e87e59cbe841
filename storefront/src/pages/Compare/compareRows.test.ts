import { describe, expect, it } from 'vitest';
import type { Deal } from '@contract/deals';
import { makeVehicle } from '../../testing/render';
import { compareSections, differencesOnly, type CompareSection } from './compareRows';

const rated: Deal = {
  rating: 'great',
  marketValue: 48000,
  low: 43000,
  high: 52000,
  comparables: 37,
  basis: 'model',
  belowValue: 3200,
};

const rowOf = (sections: CompareSection[], key: string) =>
  sections.flatMap((section) => section.rows).find((row) => row.key === key);

describe('compareSections', () => {
  it('aligns every fact by row, one value per car in column order', () => {
    const sections = compareSections([
      makeVehicle({ id: 1, year: 2021, mileage: 38500, price: '44800.00', deal: rated }),
      makeVehicle({ id: 2, year: 2019, mileage: 12000, price: '44800.00', deal: null, trim: null }),
    ]);
    expect(sections.map((section) => section.title)).toEqual(['Price and value', 'Details']);
    expect(sections[1].rows.map((row) => row.label)).toEqual([
      'Year',
      'Trim',
      'Mileage',
      'Condition',
      'Body type',
      'Fuel type',
      'Transmission',
      'Drivetrain',
      'Exterior color',
      'Interior color',
      'Location',
    ]);
    expect(rowOf(sections, 'year')).toMatchObject({ values: ['2021', '2019'], differs: true });
    expect(rowOf(sections, 'mileage')).toMatchObject({ values: ['38,500 mi', '12,000 mi'], differs: true });
    expect(rowOf(sections, 'trim')).toMatchObject({ values: ['xDrive40i', '—'], differs: true });
    expect(rowOf(sections, 'price')).toMatchObject({ values: ['$44,800', '$44,800'], differs: false });
    expect(rowOf(sections, 'deal')).toMatchObject({ values: ['Great Deal', '—'], differs: true });
    expect(rowOf(sections, 'marketValue')?.values).toEqual(['$48,000', '—']);
    expect(rowOf(sections, 'bodyType')).toMatchObject({ values: ['SUV', 'SUV'], differs: false });
    expect(rowOf(sections, 'location')).toMatchObject({ values: ['Scottsdale, AZ', 'Scottsdale, AZ'] });
  });

  it('says when an approved car has too little data for a market value', () => {
    const sections = compareSections([makeVehicle({ deal: { rating: null } })]);
    expect(rowOf(sections, 'deal')?.values).toEqual(['Not enough data']);
    expect(rowOf(sections, 'marketValue')?.values).toEqual(['Not enough data']);
  });

  it('makes a row of every feature any car has, alphabetically, matched regardless of case', () => {
    const sections = compareSections([
      makeVehicle({ id: 1, features: ['Sunroof', 'Heated Seats'] }),
      makeVehicle({ id: 2, features: ['heated seats', ' Apple CarPlay '] }),
      makeVehicle({ id: 3, features: ['Heated  Seats', 'Sunroof'] }),
    ]);
    const features = sections.find((section) => section.title === 'Features')!;
    expect(features.rows.map((row) => [row.label, row.values, row.differs])).toEqual([
      ['Apple CarPlay', ['No', 'Yes', 'No'], true],
      ['Heated Seats', ['Yes', 'Yes', 'Yes'], false],
      ['Sunroof', ['Yes', 'No', 'Yes'], true],
    ]);
  });

  it('finds no difference with a single car, and no features section without features', () => {
    const sections = compareSections([makeVehicle({ features: [] })]);
    expect(sections.flatMap((section) => section.rows).some((row) => row.differs)).toBe(false);
    expect(sections.map((section) => section.title)).not.toContain('Features');
  });
});

describe('differencesOnly', () => {
  it('keeps only the rows that differ and drops sections left empty', () => {
    const sections = compareSections([
      makeVehicle({ id: 1, year: 2021, features: ['Sunroof'] }),
      makeVehicle({ id: 2, year: 2020, features: ['Sunroof'] }),
    ]);
    const shown = differencesOnly(sections);
    expect(shown.map((section) => section.title)).toEqual(['Details']);
    expect(shown[0].rows.map((row) => row.key)).toEqual(['year']);
  });
});
