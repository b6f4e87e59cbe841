/** Ford: trims, specs and standard features of the best-selling models. Ford sells its trucks' and SUVs' systems as 4WD. */
import type { ModelDetails } from '../types.ts';
import { backupCamera, phoneConnectivity, powerComforts, standardSince } from './commonFeatures.ts';

/** Ford Co-Pilot360 (pre-collision assist with braking, lane-keeping system), standard on every trim from the given year. */
const coPilot360Since = (year: number) => standardSince(year, 'Automatic Emergency Braking', 'Lane Departure Warning');
const petrol = { fuelType: 'gasoline' } as const;
const petrolAutomatic = { fuelType: 'gasoline', transmission: 'automatic' } as const;

export const ford: ModelDetails<'Ford'> = {
  // The 1990s Broncos and the 2021-on ones: every one four-wheel drive and petrol.
  Bronco: {
    specs: { bodyType: 'suv', drivetrain: '4wd', ...petrol },
    features: ['Air Conditioning', ...phoneConnectivity(2021), backupCamera, ...coPilot360Since(2021)],
    trims: [
      { name: 'XL' },
      { name: 'XLT' },
      { name: 'Eddie Bauer' },
      { name: 'Base' },
      { name: 'Big Bend' },
      { name: 'Black Diamond' },
      { name: 'Outer Banks' },
      { name: 'Badlands' },
      { name: 'Wildtrak', transmission: 'automatic' },
      { name: 'Everglades', transmission: 'automatic' },
      { name: 'Heritage Edition' },
      { name: 'Raptor', transmission: 'automatic' },
    ],
  },
  Escape: {
    specs: { bodyType: 'suv' },
    features: [
      ...standardSince(2013, ...powerComforts),
      ...phoneConnectivity(2013),
      backupCamera,
      ...coPilot360Since(2020),
    ],
    trims: [
      { name: 'XLS', ...petrol },
      { name: 'XLT', ...petrol },
      { name: 'Limited', ...petrol },
      { name: 'S', ...petrol },
      { name: 'SE', ...petrol },
      { name: 'SEL', ...petrol },
      { name: 'Titanium', ...petrol },
      { name: 'Active', ...petrol },
      { name: 'ST-Line', ...petrol },
      { name: 'Platinum', ...petrol },
      { name: 'Hybrid', fuelType: 'hybrid', transmission: 'cvt' },
      { name: 'SE Hybrid', fuelType: 'hybrid', transmission: 'cvt' },
      { name: 'Titanium Hybrid', fuelType: 'hybrid', transmission: 'cvt' },
      { name: 'Plug-In Hybrid', fuelType: 'plug-in-hybrid', drivetrain: 'fwd', transmission: 'cvt' },
    ],
  },
  Explorer: {
    specs: { bodyType: 'suv' },
    features: [
      ...standardSince(2011, ...powerComforts, 'Third Row Seating'),
      ...phoneConnectivity(2016),
      backupCamera,
      ...coPilot360Since(2020),
      ...standardSince(2020, 'Blind Spot Monitoring'),
    ],
    trims: [
      { name: 'Base', ...petrol },
      { name: 'XL', ...petrol },
      { name: 'XLS', ...petrol },
      { name: 'XLT', ...petrol },
      { name: 'Eddie Bauer', ...petrol },
      { name: 'Limited' },
      { name: 'Sport', ...petrol },
      { name: 'Platinum', drivetrain: '4wd', transmission: 'automatic' },
      { name: 'ST', ...petrolAutomatic, drivetrain: '4wd' },
      { name: 'Timberline', ...petrolAutomatic, drivetrain: '4wd' },
      { name: 'King Ranch' },
      { name: 'Active', ...petrol },
    ],
  },
  'F-150': {
    specs: { bodyType: 'truck' },
    features: ['Air Conditioning', ...phoneConnectivity(2021), backupCamera, ...coPilot360Since(2021)],
    trims: [
      { name: 'XL' },
      { name: 'STX' },
      { name: 'XLT' },
      { name: 'FX4', drivetrain: '4wd' },
      { name: 'Lariat' },
      { name: 'King Ranch' },
      { name: 'Platinum' },
      { name: 'Limited' },
      { name: 'Tremor', transmission: 'automatic' },
      { name: 'Raptor', ...petrolAutomatic, drivetrain: '4wd' },
      { name: 'Raptor R', ...petrolAutomatic, drivetrain: '4wd' },
    ],
  },
  'F-150 Lightning': {
    specs: { bodyType: 'truck', fuelType: 'electric', drivetrain: '4wd', transmission: 'automatic' },
    features: [
      ...powerComforts,
      'Bluetooth Connectivity',
      'USB Ports',
      'Backup Camera',
      'Automatic Emergency Braking',
      'Lane Departure Warning',
    ],
    trims: [{ name: 'Pro' }, { name: 'XLT' }, { name: 'Flash' }, { name: 'Lariat' }, { name: 'Platinum' }],
  },
  // Every Mustang has driven its rear wheels on petrol.
  Mustang: {
    specs: { drivetrain: 'rwd', ...petrol },
    features: [...standardSince(2010, ...powerComforts), ...phoneConnectivity(2015), backupCamera],
    trims: [
      { name: 'LX' },
      { name: 'V6' },
      { name: 'V6 Premium' },
      { name: 'EcoBoost' },
      { name: 'EcoBoost Premium' },
      { name: 'GT' },
      { name: 'GT Premium' },
      { name: 'Mach 1', bodyType: 'coupe' },
      { name: 'Bullitt', bodyType: 'coupe', transmission: 'manual' },
      { name: 'Dark Horse', bodyType: 'coupe' },
      { name: 'Shelby GT350', bodyType: 'coupe', transmission: 'manual' },
      { name: 'Shelby GT350R', bodyType: 'coupe', transmission: 'manual' },
      { name: 'Shelby GT500' },
    ],
  },
  'Mustang Mach-E': {
    specs: { bodyType: 'suv', fuelType: 'electric', transmission: 'automatic' },
    features: [
      ...powerComforts,
      'Keyless Entry',
      'Bluetooth Connectivity',
      'USB Ports',
      'Backup Camera',
      'Automatic Emergency Braking',
      'Lane Departure Warning',
    ],
    trims: [
      { name: 'Select' },
      { name: 'Premium' },
      { name: 'California Route 1' },
      { name: 'GT', drivetrain: 'awd' },
      { name: 'GT Performance Edition', drivetrain: 'awd' },
      { name: 'Rally', drivetrain: 'awd' },
    ],
  },
};
