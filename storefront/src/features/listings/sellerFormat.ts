/** Numbers on the seller's dashboard (spec section 9): whole US dollars, counts with separators. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');

/** "68900.00" → "$68,900"; a value that is not a number reads as a dash rather than "$NaN". */
export function priceLabel(price: string | number): string {
  const value = Number(price);
  return Number.isFinite(value) ? dollars.format(value) : '—';
}

export function countLabel(value: number): string {
  return Number.isFinite(value) ? count.format(value) : '0';
}
