/** Numbers and dates as the spec's admin screens show them (section 9): US dollars without cents, miles. */
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "$68,900"; the API sends price as text ("68900.00"), the console bridge as a number. */
export function formatPrice(price: string | number | null | undefined): string {
  const value = Number(price);
  return price != null && Number.isFinite(value) ? dollars.format(value) : '—';
}

/** "18,500 miles" (the admin table's wording; elsewhere the spec says "mi"). */
export function formatMiles(mileage: number | null | undefined): string {
  return typeof mileage === 'number' && Number.isFinite(mileage) ? `${whole.format(mileage)} miles` : '—';
}

/** "2021 BMW M3". */
export function vehicleName(vehicle: { year: number; make: string; model: string }): string {
  return `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
}

/** The browser's local date, as the spec's Submitted column. */
export function formatLocalDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toLocaleDateString() : '—';
}
