/** Toyota: trims, specs and standard features of the best-selling models. Its car and crossover hybrids use an eCVT. */
import type { ModelDetails } from '../types.ts';
import {
  backupCamera,
  driverAssistSuite,
  phoneConnectivity,
  powerComforts,
  since,
  standardSince,
} from './commonFeatures.ts';

const hybrid = { fuelType: 'hybrid', transmission: 'cvt' } as const;
const plugInHybrid = { fuelType: 'plug-in-hybrid', transmission: 'cvt' } as const;
const petrolAutomatic = { fuelType: 'gasoline', transmission: 'automatic' } as const;
/** Climate and power accessories, from the first generation that made them standard on the base car. */
const comfortsSince = (year: number) => standardSince(year, ...powerComforts);

export const toyota: ModelDetails<'Toyota'> = {
  // Toyota Safety Sense P (pre-collision braking, lane departure alert, radar cruise) on every trim from 2018.
  Camry: {
    features: [
      ...comfortsSince(2007),
      since('Keyless Entry', 2012),
      ...phoneConnectivity(2015),
      backupCamera,
      ...driverAssistSuite(2018),
    ],
    trims: [
      { name: 'L', bodyType: 'sedan', drivetrain: 'fwd', ...petrolAutomatic },
      { name: 'LE', drivetrain: 'fwd' },
      { name: 'SE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'XLE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'XSE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'Nightshade', bodyType: 'sedan' },
      { name: 'LE AWD', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'SE AWD', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'XLE AWD', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'XSE AWD', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'XLE V6', bodyType: 'sedan', drivetrain: 'fwd', ...petrolAutomatic },
      { name: 'XSE V6', bodyType: 'sedan', drivetrain: 'fwd', ...petrolAutomatic },
      { name: 'TRD', bodyType: 'sedan', drivetrain: 'fwd', fuelType: 'gasoline', transmission: '8-speed-automatic' },
      { name: 'Hybrid LE', bodyType: 'sedan', drivetrain: 'fwd', ...hybrid },
      { name: 'Hybrid SE', bodyType: 'sedan', drivetrain: 'fwd', ...hybrid },
      { name: 'Hybrid XLE', bodyType: 'sedan', drivetrain: 'fwd', ...hybrid },
    ],
  },
  // Sedan only since 1998 (the wagon, coupe and All-Trac were gone); the hatchback is its own model.
  Corolla: {
    features: [...comfortsSince(2014), ...phoneConnectivity(2014), backupCamera, ...driverAssistSuite(2017)],
    trims: [
      { name: 'CE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'S', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'L', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'LE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'LE Eco', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'SE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'XSE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'XLE', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'Apex Edition', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'Nightshade', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: 'Hybrid LE', bodyType: 'sedan', ...hybrid },
    ],
  },
  'Corolla Hatchback': {
    specs: { bodyType: '5-door-hatchback', fuelType: 'gasoline', drivetrain: 'fwd' },
    features: [...powerComforts, ...phoneConnectivity(2019), backupCamera, ...driverAssistSuite(2019)],
    trims: [{ name: 'SE' }, { name: 'XSE' }, { name: 'Nightshade' }],
  },
  Highlander: {
    specs: { bodyType: 'suv' },
    features: [
      ...comfortsSince(2008),
      ...standardSince(2008, 'Keyless Entry', 'Third Row Seating'),
      ...phoneConnectivity(2014),
      backupCamera,
      ...driverAssistSuite(2017),
    ],
    trims: [
      { name: 'L', ...petrolAutomatic },
      { name: 'LE', ...petrolAutomatic },
      { name: 'LE Plus', ...petrolAutomatic },
      { name: 'XLE', ...petrolAutomatic },
      { name: 'XSE', ...petrolAutomatic },
      { name: 'Limited', ...petrolAutomatic },
      { name: 'Platinum', ...petrolAutomatic },
      { name: 'Hybrid LE', ...hybrid },
      { name: 'Hybrid XLE', ...hybrid },
      { name: 'Hybrid Limited', ...hybrid },
      { name: 'Hybrid Platinum', ...hybrid },
    ],
  },
  Prius: {
    specs: hybrid,
    features: [
      ...comfortsSince(2004),
      since('Keyless Entry', 2004),
      ...phoneConnectivity(2016),
      backupCamera,
      ...driverAssistSuite(2017),
    ],
    trims: [
      { name: 'Two', bodyType: '5-door-hatchback', drivetrain: 'fwd' },
      { name: 'Three', bodyType: '5-door-hatchback', drivetrain: 'fwd' },
      { name: 'Four', bodyType: '5-door-hatchback', drivetrain: 'fwd' },
      { name: 'Five', bodyType: '5-door-hatchback', drivetrain: 'fwd' },
      { name: 'L Eco', bodyType: '5-door-hatchback', drivetrain: 'fwd' },
      { name: 'LE', bodyType: '5-door-hatchback' },
      { name: 'XLE', bodyType: '5-door-hatchback' },
      { name: 'Limited', bodyType: '5-door-hatchback' },
      { name: 'LE AWD-e', bodyType: '5-door-hatchback', drivetrain: 'awd' },
      { name: 'XLE AWD-e', bodyType: '5-door-hatchback', drivetrain: 'awd' },
    ],
  },
  'Prius Prime': {
    specs: { bodyType: '5-door-hatchback', drivetrain: 'fwd', ...plugInHybrid },
    features: [...powerComforts, 'Keyless Entry', ...phoneConnectivity(2017), backupCamera, ...driverAssistSuite(2017)],
    trims: [
      { name: 'Plus' },
      { name: 'Premium' },
      { name: 'Advanced' },
      { name: 'LE' },
      { name: 'XLE' },
      { name: 'Limited' },
      { name: 'SE' },
      { name: 'XSE' },
      { name: 'XSE Premium' },
    ],
  },
  // Every RAV4 Hybrid and Prime is all-wheel drive.
  RAV4: {
    specs: { bodyType: 'suv' },
    features: [
      ...comfortsSince(2013),
      since('Keyless Entry', 2013),
      ...phoneConnectivity(2013),
      backupCamera,
      ...driverAssistSuite(2017),
    ],
    trims: [
      { name: 'Sport', ...petrolAutomatic },
      { name: 'LE', ...petrolAutomatic },
      { name: 'XLE', ...petrolAutomatic },
      { name: 'XLE Premium', ...petrolAutomatic },
      { name: 'Adventure', fuelType: 'gasoline' },
      { name: 'TRD Off-Road', fuelType: 'gasoline', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'Limited', ...petrolAutomatic },
      { name: 'Hybrid LE', drivetrain: 'awd', ...hybrid },
      { name: 'Hybrid XLE', drivetrain: 'awd', ...hybrid },
      { name: 'Hybrid XLE Premium', drivetrain: 'awd', ...hybrid },
      { name: 'Hybrid XSE', drivetrain: 'awd', ...hybrid },
      { name: 'Hybrid Limited', drivetrain: 'awd', ...hybrid },
      { name: 'Hybrid Woodland Edition', drivetrain: 'awd', ...hybrid },
      { name: 'Prime SE', drivetrain: 'awd', ...plugInHybrid },
      { name: 'Prime XSE', drivetrain: 'awd', ...plugInHybrid },
    ],
  },
  Tacoma: {
    specs: { bodyType: 'truck' },
    features: ['Air Conditioning', ...phoneConnectivity(2016), backupCamera, ...driverAssistSuite(2018)],
    trims: [
      { name: 'SR' },
      { name: 'SR5' },
      { name: 'PreRunner', drivetrain: 'rwd' },
      { name: 'TRD Sport' },
      { name: 'TRD Off-Road' },
      { name: 'TRD Pro', drivetrain: '4wd' },
      { name: 'Limited' },
      { name: 'Trailhunter', fuelType: 'hybrid', drivetrain: '4wd', transmission: 'automatic' },
    ],
  },
  Tundra: {
    specs: { bodyType: 'truck' },
    features: ['Air Conditioning', ...phoneConnectivity(2014), backupCamera, ...driverAssistSuite(2018)],
    trims: [
      { name: 'SR' },
      { name: 'SR5' },
      { name: 'Limited', transmission: 'automatic' },
      { name: 'Platinum', transmission: 'automatic' },
      { name: '1794 Edition', transmission: 'automatic' },
      { name: 'TRD Pro', drivetrain: '4wd', transmission: 'automatic' },
      { name: 'Capstone', fuelType: 'hybrid', transmission: 'automatic' },
    ],
  },
};
