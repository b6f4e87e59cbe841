/** The listings the load's sellers submit: varied makes, years, prices and mileages, each with a VIN of its own. */
import { listingData } from '../../tests/helpers/fixtures.ts';

const MAKES = [
  ['BMW', 'M3'],
  ['Toyota', 'Camry'],
  ['Ford', 'F-150'],
  ['Honda', 'Civic'],
  ['Porsche', '911'],
];

let vinCounter = 0;
/** 17 characters, digits after 'LT' (no I, O or Q), distinct per process and call. */
export function uniqueVin(): string {
  vinCounter++;
  return `LT${String(process.pid % 100_000).padStart(5, '0')}${String(vinCounter).padStart(10, '0')}`;
}

export function listing(index: number) {
  const [make, model] = MAKES[index % MAKES.length];
  return listingData({
    make,
    model,
    year: 2012 + (index % 12),
    price: 15_000 + ((index * 7919) % 80_000),
    mileage: 5_000 + ((index * 104_729) % 120_000),
    vin: uniqueVin(),
    contactEmail: `seller-${index}@load.example`,
  });
}
