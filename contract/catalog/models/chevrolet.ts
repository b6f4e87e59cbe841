/** Chevrolet: trims, specs and standard features of the models most listed. */
import type { ModelDetails } from '../types.ts';
import { backupCamera, phoneConnectivity, powerComforts, standardSince } from './commonFeatures.ts';

/** Chevy Safety Assist (automatic emergency braking, lane keep assist with lane departure warning). */
const chevySafetyAssistSince = (year: number) =>
  standardSince(year, 'Automatic Emergency Braking', 'Lane Departure Warning');

export const chevrolet: ModelDetails<'Chevrolet'> = {
  Camaro: {
    specs: { fuelType: 'gasoline', drivetrain: 'rwd' },
    // The 1993-2002 base cars had manual windows; the 2010-on fifth generation brought these as standard.
    features: [
      'Air Conditioning',
      ...standardSince(2010, 'Power Windows', 'Power Door Locks', 'Cruise Control'),
      ...phoneConnectivity(2016),
      backupCamera,
    ],
    trims: [
      { name: 'LS' },
      { name: 'LT' },
      { name: '1LT' },
      { name: '2LT' },
      { name: '3LT' },
      { name: 'SS' },
      { name: '1SS' },
      { name: '2SS' },
      { name: 'Z28' },
      { name: 'Z/28', bodyType: 'coupe', transmission: 'manual' },
      { name: 'ZL1' },
    ],
  },
  // The C7 offered a manual or an automatic, the C8 only its dual-clutch: only names unique to the C8 get one.
  Corvette: {
    specs: { fuelType: 'gasoline' },
    features: [
      ...powerComforts,
      ...standardSince(1997, 'Keyless Entry', 'Leather Interior'),
      ...phoneConnectivity(2014),
      backupCamera,
    ],
    trims: [
      { name: 'Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'Stingray Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Stingray Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'Grand Sport Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Grand Sport Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'Z06 Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Z06 Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'ZR1 Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'ZR1 Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'E-Ray Coupe', bodyType: 'coupe', fuelType: 'hybrid', drivetrain: 'awd', transmission: 'automatic' },
      {
        name: 'E-Ray Convertible',
        bodyType: 'convertible',
        fuelType: 'hybrid',
        drivetrain: 'awd',
        transmission: 'automatic',
      },
    ],
  },
  'Silverado 1500': {
    specs: { bodyType: 'truck' },
    features: ['Air Conditioning', ...phoneConnectivity(2019), backupCamera, ...chevySafetyAssistSince(2023)],
    trims: [
      { name: 'WT' },
      { name: 'Custom', transmission: 'automatic' },
      { name: 'Custom Trail Boss', drivetrain: '4wd', transmission: 'automatic' },
      { name: 'LT' },
      { name: 'LT Trail Boss', drivetrain: '4wd', transmission: 'automatic' },
      { name: 'RST', transmission: 'automatic' },
      { name: 'LTZ', transmission: 'automatic' },
      { name: 'High Country', transmission: 'automatic' },
      { name: 'ZR2', drivetrain: '4wd', transmission: 'automatic' },
    ],
  },
  Tahoe: {
    specs: { bodyType: 'suv' },
    features: [
      'Air Conditioning',
      ...standardSince(2000, 'Power Windows', 'Power Door Locks', 'Cruise Control', 'Keyless Entry'),
      ...phoneConnectivity(2015),
      ...standardSince(2015, 'Backup Camera', 'Remote Start', 'Third Row Seating'),
      ...chevySafetyAssistSince(2021),
    ],
    trims: [
      { name: 'LS' },
      { name: 'LT' },
      { name: 'RST', transmission: 'automatic' },
      { name: 'Z71', drivetrain: '4wd', transmission: 'automatic' },
      { name: 'Premier', transmission: 'automatic' },
      { name: 'High Country', transmission: 'automatic' },
    ],
  },
};
