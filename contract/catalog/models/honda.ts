/** Honda: trims, specs and standard features of the best-selling models. Honda's two-motor hybrids use an eCVT. */
import type { ModelDetails } from '../types.ts';
import {
  backupCamera,
  driverAssistSuite,
  phoneConnectivity,
  powerComforts,
  since,
  standardSince,
} from './commonFeatures.ts';

const petrol = { fuelType: 'gasoline' } as const;
const hybridSedan = { bodyType: 'sedan', fuelType: 'hybrid', transmission: 'cvt' } as const;
const hybrid = { fuelType: 'hybrid', transmission: 'cvt' } as const;
/** Honda Sensing (collision mitigation braking, road departure mitigation, adaptive cruise). */
const hondaSensingSince = driverAssistSuite;

export const honda: ModelDetails<'Honda'> = {
  // Every Accord sold in the US drives its front wheels.
  Accord: {
    specs: { drivetrain: 'fwd' },
    features: [
      ...standardSince(2008, ...powerComforts, 'Keyless Entry'),
      ...phoneConnectivity(2013),
      since('Backup Camera', 2013),
      ...hondaSensingSince(2018),
    ],
    trims: [
      { name: 'LX', ...petrol },
      { name: 'SE', ...petrol },
      { name: 'Sport', ...petrol },
      { name: 'EX', ...petrol },
      { name: 'EX-L', ...petrol },
      { name: 'EX-L V6', ...petrol },
      { name: 'Touring', ...petrol },
      { name: 'Sport 2.0T', bodyType: 'sedan', ...petrol },
      { name: 'Hybrid', bodyType: 'sedan', fuelType: 'hybrid' },
      { name: 'Hybrid EX', ...hybridSedan },
      { name: 'Hybrid EX-L', ...hybridSedan },
      { name: 'Hybrid Touring', ...hybridSedan },
      { name: 'Sport Hybrid', ...hybridSedan },
      { name: 'Sport-L Hybrid', ...hybridSedan },
      { name: 'EX-L Hybrid', ...hybridSedan },
      { name: 'Touring Hybrid', ...hybridSedan },
    ],
  },
  Civic: {
    features: [
      ...standardSince(2016, ...powerComforts, 'Keyless Entry'),
      ...phoneConnectivity(2016),
      backupCamera,
      ...hondaSensingSince(2019),
    ],
    trims: [
      { name: 'DX', ...petrol, drivetrain: 'fwd' },
      { name: 'LX', ...petrol, drivetrain: 'fwd' },
      { name: 'EX', ...petrol, drivetrain: 'fwd' },
      { name: 'EX-L', ...petrol, drivetrain: 'fwd' },
      { name: 'Sport', ...petrol, drivetrain: 'fwd' },
      { name: 'Touring', ...petrol, drivetrain: 'fwd' },
      { name: 'Si', ...petrol, drivetrain: 'fwd', transmission: 'manual' },
      {
        name: 'Type R',
        bodyType: '5-door-hatchback',
        fuelType: 'premium-gasoline',
        drivetrain: 'fwd',
        transmission: 'manual',
      },
      { name: 'Hybrid', bodyType: 'sedan', fuelType: 'hybrid', drivetrain: 'fwd' },
      { name: 'Sport Hybrid', drivetrain: 'fwd', ...hybrid },
      { name: 'Sport Touring Hybrid', drivetrain: 'fwd', ...hybrid },
    ],
  },
  'CR-V': {
    specs: { bodyType: 'suv' },
    features: [
      ...standardSince(2007, ...powerComforts, 'Keyless Entry'),
      ...phoneConnectivity(2015),
      backupCamera,
      ...hondaSensingSince(2020),
    ],
    trims: [
      { name: 'LX', ...petrol },
      { name: 'SE', ...petrol },
      { name: 'EX', ...petrol },
      { name: 'EX-L', ...petrol },
      { name: 'Special Edition', ...petrol },
      { name: 'Touring', ...petrol },
      { name: 'Hybrid EX', drivetrain: 'awd', ...hybrid },
      { name: 'Hybrid EX-L', drivetrain: 'awd', ...hybrid },
      { name: 'Hybrid Touring', drivetrain: 'awd', ...hybrid },
      { name: 'Sport Hybrid', ...hybrid },
      { name: 'Sport-L Hybrid', ...hybrid },
      { name: 'Sport Touring Hybrid', drivetrain: 'awd', ...hybrid },
    ],
  },
  Odyssey: {
    specs: { bodyType: 'minivan', drivetrain: 'fwd', transmission: 'automatic', ...petrol },
    features: [
      ...standardSince(1999, ...powerComforts, 'Keyless Entry'),
      'Third Row Seating',
      ...phoneConnectivity(2014),
      backupCamera,
      ...hondaSensingSince(2021),
    ],
    trims: [
      { name: 'LX' },
      { name: 'SE' },
      { name: 'EX' },
      { name: 'EX-L' },
      { name: 'Sport' },
      { name: 'Touring' },
      { name: 'Elite' },
    ],
  },
  Pilot: {
    specs: { bodyType: 'suv', transmission: 'automatic', ...petrol },
    features: [
      ...powerComforts,
      since('Keyless Entry', 2003),
      'Third Row Seating',
      ...phoneConnectivity(2016),
      backupCamera,
      ...hondaSensingSince(2019),
    ],
    trims: [
      { name: 'LX' },
      { name: 'EX' },
      { name: 'EX-L' },
      { name: 'Sport' },
      { name: 'Touring' },
      { name: 'Elite', drivetrain: 'awd' },
      { name: 'Black Edition', drivetrain: 'awd' },
      { name: 'TrailSport', drivetrain: 'awd' },
    ],
  },
};
