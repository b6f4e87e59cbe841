// @vitest-environment happy-dom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { advanceTimers, jsonResponse, pending, stubFetch } from '../../testing/render';
import { emptyListingValues, type ListingFormValues } from './listingFormValues';
import { useAutoFill } from './useAutoFill';

const FEATURES_URL = '/api/vehicles/features/generate';
const SPECS_URL = '/api/vehicles/specs/generate';

const blank = emptyListingValues();
const car = (overrides: Partial<ListingFormValues>): ListingFormValues => ({ ...blank, ...overrides });

let answers: { features: () => Response | Promise<Response>; specs: () => Response | Promise<Response> };
let fetch: ReturnType<typeof stubFetch>;

beforeEach(() => {
  vi.useFakeTimers();
  answers = {
    features: () => jsonResponse({ features: ['Heated Seats', 'Sunroof/Moonroof'] }),
    specs: () => jsonResponse({ bodyType: 'SUV', drivetrain: 'All Wheel Drive' }),
  };
  fetch = stubFetch((url) =>
    url === FEATURES_URL ? answers.features() : url === SPECS_URL ? answers.specs() : undefined,
  );
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The hook as the form uses it, starting from a blank create form; rerender with the seller's next values. */
function renderAutoFill(values: ListingFormValues, { enabled = true, initial = blank } = {}) {
  const onFeatures = vi.fn();
  const onSpecs = vi.fn();
  const hook = renderHook(
    (props: { values: ListingFormValues }) =>
      useAutoFill({ enabled, values: props.values, initial, onFeatures, onSpecs }),
    {
      initialProps: { values },
    },
  );
  return { ...hook, onFeatures, onSpecs };
}

const callsTo = (url: string) => fetch.mock.calls.filter(([called]) => called === url);
const bodyOf = (url: string) => JSON.parse(String(callsTo(url).at(-1)?.[1]?.body));

describe('automatic features (create mode)', () => {
  it('asks for features 1.5 s after make, model and year are all set, and replaces the list with them', async () => {
    const { onFeatures } = renderAutoFill(car({ make: 'BMW', model: 'X5', year: '2021', bodyType: 'suv' }));
    await advanceTimers(1499);
    expect(callsTo(FEATURES_URL)).toHaveLength(0);
    await advanceTimers(1);
    expect(callsTo(FEATURES_URL)).toHaveLength(1);
    expect(bodyOf(FEATURES_URL)).toMatchObject({
      make: 'BMW',
      model: 'X5',
      year: '2021',
      vehicleDescription: '2021 BMW X5 suv',
    });
    expect(onFeatures).toHaveBeenCalledWith(['Heated Seats', 'Sunroof/Moonroof']);
  });

  it('says it is generating while the answer is on its way', async () => {
    answers.features = () => pending();
    const { result } = renderAutoFill(car({ make: 'BMW', model: 'X5', year: '2021' }));
    expect(result.current.generatingFeatures).toBe(false);
    await advanceTimers(1500);
    expect(result.current.generatingFeatures).toBe(true);
  });

  it('waits for the last of the three: nothing without a year, and the delay starts again when the car changes', async () => {
    const { rerender, onFeatures } = renderAutoFill(car({ make: 'BMW', model: 'X5' }));
    await advanceTimers(5000);
    expect(callsTo(FEATURES_URL)).toHaveLength(0);

    rerender({ values: car({ make: 'BMW', model: 'X5', year: '2020' }) });
    await advanceTimers(1000);
    rerender({ values: car({ make: 'BMW', model: 'X5', year: '2021' }) });
    await advanceTimers(1000);
    expect(callsTo(FEATURES_URL)).toHaveLength(0);
    await advanceTimers(500);
    expect(callsTo(FEATURES_URL)).toHaveLength(1);
    expect(bodyOf(FEATURES_URL).year).toBe('2021');
    expect(onFeatures).toHaveBeenCalledTimes(1);
  });

  it('never runs in edit mode', async () => {
    const { onFeatures, onSpecs } = renderAutoFill(car({ make: 'BMW', model: 'X5', year: '2021', trim: 'xDrive40i' }), {
      enabled: false,
    });
    await advanceTimers(10_000);
    expect(fetch).not.toHaveBeenCalled();
    expect(onFeatures).not.toHaveBeenCalled();
    expect(onSpecs).not.toHaveBeenCalled();
  });

  it('falls back to the local feature list when generation fails', async () => {
    answers.features = () => new Response('boom', { status: 500 });
    const { onFeatures } = renderAutoFill(car({ make: 'BMW', model: 'M4', year: '2019', trim: 'Competition' }));
    await advanceTimers(1500);
    expect(onFeatures).toHaveBeenCalledWith([
      'Backup camera',
      'Bluetooth connectivity',
      'USB ports',
      'Premium audio system',
      'Leather seats',
      'Navigation system',
      'Apple CarPlay',
      'Android Auto',
    ]);
  });
});

describe('automatic specs (create mode)', () => {
  it('asks for specs 1 s after make, model, trim and year are all chosen', async () => {
    const { onSpecs } = renderAutoFill(car({ make: 'BMW', model: 'X5', year: '2021', trim: 'xDrive40i' }));
    await advanceTimers(999);
    expect(callsTo(SPECS_URL)).toHaveLength(0);
    await advanceTimers(1);
    expect(callsTo(SPECS_URL)).toHaveLength(1);
    expect(bodyOf(SPECS_URL)).toEqual({ make: 'BMW', model: 'X5', year: '2021', trim: 'xDrive40i' });
    expect(onSpecs).toHaveBeenCalledWith({ bodyType: 'SUV', drivetrain: 'All Wheel Drive' });
  });

  it('does not ask without a trim, and a failure is only logged', async () => {
    const { rerender, onSpecs } = renderAutoFill(car({ make: 'BMW', model: 'X5', year: '2021' }));
    await advanceTimers(5000);
    expect(callsTo(SPECS_URL)).toHaveLength(0);

    answers.specs = () => new Response('down', { status: 503 });
    rerender({ values: car({ make: 'BMW', model: 'X5', year: '2021', trim: 'M50i' }) });
    await advanceTimers(1000);
    expect(callsTo(SPECS_URL)).toHaveLength(1);
    expect(onSpecs).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
  });

  it('does not generate again for the car a restored draft already describes', async () => {
    const draft = car({ make: 'BMW', model: 'X5', year: '2021', trim: 'xDrive40i', features: ['Chosen by hand'] });
    renderAutoFill(draft, { initial: draft });
    await advanceTimers(5000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
