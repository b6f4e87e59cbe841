/** BMW: trims, specs and standard features of the models most listed. Every petrol BMW calls for premium fuel. */
import type { ModelDetails, StandardFeature } from '../types.ts';
import { backupCamera, emergencyBraking, phoneConnectivity, powerComforts, since } from './commonFeatures.ts';

const standard: readonly StandardFeature[] = [
  ...powerComforts,
  since('Keyless Entry', 2000),
  ...phoneConnectivity(2014),
  backupCamera,
  emergencyBraking,
];
/** Navigation came standard with each model's current iDrive generation. */
const withNavigationSince = (year: number) => [...standard, since('Navigation System', year)];
const premiumPetrol = { fuelType: 'premium-gasoline' } as const;
const electric = { fuelType: 'electric', transmission: 'automatic' } as const;
const plugInHybrid = { fuelType: 'plug-in-hybrid', transmission: '8-speed-automatic' } as const;

export const bmw: ModelDetails<'BMW'> = {
  '2 Series': {
    specs: premiumPetrol,
    features: standard,
    trims: [
      {
        name: '228i xDrive Gran Coupe',
        bodyType: '4-door-sedan',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      { name: '230i Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: '230i xDrive Coupe', bodyType: 'coupe', drivetrain: 'awd' },
      { name: '230i Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
      {
        name: 'M235i xDrive Gran Coupe',
        bodyType: '4-door-sedan',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      { name: 'M240i Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'M240i xDrive Coupe', bodyType: 'coupe', drivetrain: 'awd' },
      { name: 'M240i Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
    ],
  },
  '3 Series': {
    specs: premiumPetrol,
    features: withNavigationSince(2019),
    trims: [
      { name: '320i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: '328i', drivetrain: 'rwd' },
      { name: '328d', fuelType: 'diesel', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      { name: '330i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: '330i xDrive', bodyType: 'sedan', drivetrain: 'awd' },
      { name: '330i xDrive Sports Wagon', bodyType: 'wagon', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: '330e', bodyType: 'sedan', drivetrain: 'rwd', ...plugInHybrid },
      { name: '330e xDrive', bodyType: 'sedan', drivetrain: 'awd', ...plugInHybrid },
      { name: '335i', drivetrain: 'rwd' },
      { name: '340i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: 'M340i', bodyType: 'sedan', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      { name: 'M340i xDrive', bodyType: 'sedan', drivetrain: 'awd', transmission: '8-speed-automatic' },
    ],
  },
  '4 Series': {
    specs: premiumPetrol,
    features: standard,
    trims: [
      { name: '430i Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: '430i xDrive Coupe', bodyType: 'coupe', drivetrain: 'awd' },
      { name: '430i Convertible', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: '430i Gran Coupe', bodyType: '5-door-hatchback', drivetrain: 'rwd' },
      { name: '430i xDrive Gran Coupe', bodyType: '5-door-hatchback', drivetrain: 'awd' },
      { name: 'M440i xDrive Coupe', bodyType: 'coupe', drivetrain: 'awd', transmission: '8-speed-automatic' },
      {
        name: 'M440i xDrive Convertible',
        bodyType: 'convertible',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      {
        name: 'M440i xDrive Gran Coupe',
        bodyType: '5-door-hatchback',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
    ],
  },
  '5 Series': {
    specs: premiumPetrol,
    features: withNavigationSince(2017),
    trims: [
      { name: '528i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: '530i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: '530i xDrive', bodyType: 'sedan', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: '530e', bodyType: 'sedan', drivetrain: 'rwd', ...plugInHybrid },
      { name: '530e xDrive', bodyType: 'sedan', drivetrain: 'awd', ...plugInHybrid },
      { name: '535i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: '540i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: '540i xDrive', bodyType: 'sedan', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: '550i', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: '550e xDrive', bodyType: 'sedan', drivetrain: 'awd', ...plugInHybrid },
      { name: 'M550i xDrive', bodyType: 'sedan', drivetrain: 'awd', transmission: '8-speed-automatic' },
    ],
  },
  '7 Series': {
    specs: { ...premiumPetrol, bodyType: 'sedan' },
    features: [
      ...standard,
      'Leather Interior',
      since('Heated Seats', 2009),
      since('Navigation System', 2009),
      since('Sunroof/Moonroof', 2009),
      since('Parking Sensors', 2009),
    ],
    trims: [
      { name: '740i', drivetrain: 'rwd', transmission: 'automatic' },
      { name: '740i xDrive', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: '750i', drivetrain: 'rwd', transmission: 'automatic' },
      { name: '750i xDrive', drivetrain: 'awd', transmission: 'automatic' },
      { name: '760i xDrive', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'M760i xDrive', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: '745e xDrive', drivetrain: 'awd', ...plugInHybrid },
      { name: '750e xDrive', drivetrain: 'awd', ...plugInHybrid },
    ],
  },
  '8 Series': {
    specs: premiumPetrol,
    features: withNavigationSince(2019),
    trims: [
      { name: '840i Coupe', bodyType: 'coupe', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      { name: '840i xDrive Coupe', bodyType: 'coupe', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: '840i Convertible', bodyType: 'convertible', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      {
        name: '840i xDrive Convertible',
        bodyType: 'convertible',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      { name: '840i Gran Coupe', bodyType: '4-door-sedan', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      {
        name: '840i xDrive Gran Coupe',
        bodyType: '4-door-sedan',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      { name: 'M850i xDrive Coupe', bodyType: 'coupe', drivetrain: 'awd', transmission: '8-speed-automatic' },
      {
        name: 'M850i xDrive Convertible',
        bodyType: 'convertible',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      {
        name: 'M850i xDrive Gran Coupe',
        bodyType: '4-door-sedan',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      { name: '850i', bodyType: 'coupe', drivetrain: 'rwd' },
    ],
  },
  M2: {
    specs: { ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
    features: standard,
    trims: [{ name: 'Base' }, { name: 'Competition' }, { name: 'CS' }],
  },
  M3: {
    specs: premiumPetrol,
    features: standard,
    trims: [
      { name: 'Base', drivetrain: 'rwd' },
      { name: 'Competition', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: 'Competition xDrive', bodyType: 'sedan', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'CS', bodyType: 'sedan' },
    ],
  },
  M4: {
    specs: premiumPetrol,
    features: standard,
    trims: [
      { name: 'Base', drivetrain: 'rwd' },
      { name: 'Competition Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Competition xDrive Coupe', bodyType: 'coupe', drivetrain: 'awd', transmission: '8-speed-automatic' },
      {
        name: 'Competition xDrive Convertible',
        bodyType: 'convertible',
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      { name: 'CS', bodyType: 'coupe' },
      { name: 'CSL', bodyType: 'coupe', drivetrain: 'rwd', transmission: '8-speed-automatic' },
    ],
  },
  M5: {
    features: standard,
    trims: [
      { name: 'Base' },
      {
        name: 'Competition',
        bodyType: 'sedan',
        ...premiumPetrol,
        drivetrain: 'awd',
        transmission: '8-speed-automatic',
      },
      { name: 'CS', bodyType: 'sedan', ...premiumPetrol, drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'Touring', bodyType: 'wagon', drivetrain: 'awd', ...plugInHybrid },
    ],
  },
  X1: {
    specs: { ...premiumPetrol, bodyType: 'suv' },
    features: standard,
    trims: [
      { name: 'sDrive28i' },
      { name: 'xDrive28i', drivetrain: 'awd' },
      { name: 'M35i', drivetrain: 'awd', transmission: '7-speed-dual-clutch' },
    ],
  },
  X3: {
    specs: { ...premiumPetrol, bodyType: 'suv' },
    features: standard,
    trims: [
      { name: 'sDrive30i', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      { name: 'xDrive28i', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'xDrive30i', drivetrain: 'awd' },
      { name: 'xDrive35i', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'xDrive30e', drivetrain: 'awd', ...plugInHybrid },
      { name: '30 xDrive', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'M40i', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'M50 xDrive', drivetrain: 'awd', transmission: '8-speed-automatic' },
    ],
  },
  'X3 M': {
    specs: { ...premiumPetrol, bodyType: 'suv', drivetrain: 'awd', transmission: '8-speed-automatic' },
    features: standard,
    trims: [{ name: 'Base' }, { name: 'Competition' }],
  },
  X5: {
    specs: { ...premiumPetrol, bodyType: 'suv' },
    features: withNavigationSince(2019),
    trims: [
      { name: 'sDrive35i', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      { name: 'xDrive35i', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'xDrive35d', fuelType: 'diesel', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'sDrive40i', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      { name: 'xDrive40i', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'xDrive40e', drivetrain: 'awd', ...plugInHybrid },
      { name: 'xDrive45e', drivetrain: 'awd', ...plugInHybrid },
      { name: 'xDrive50e', drivetrain: 'awd', ...plugInHybrid },
      { name: 'xDrive50i', drivetrain: 'awd' },
      { name: 'M50i', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'M60i', drivetrain: 'awd', transmission: '8-speed-automatic' },
    ],
  },
  'X5 M': {
    specs: { ...premiumPetrol, bodyType: 'suv', drivetrain: 'awd', transmission: 'automatic' },
    features: standard,
    trims: [{ name: 'Base' }, { name: 'Competition', transmission: '8-speed-automatic' }],
  },
  X7: {
    specs: { ...premiumPetrol, bodyType: 'suv', drivetrain: 'awd', transmission: '8-speed-automatic' },
    features: [
      ...standard,
      'Leather Interior',
      'Heated Seats',
      'Navigation System',
      'Parking Sensors',
      'Third Row Seating',
    ],
    trims: [{ name: 'xDrive40i' }, { name: 'xDrive50i' }, { name: 'M50i' }, { name: 'M60i' }, { name: 'ALPINA XB7' }],
  },
  Z4: {
    specs: { ...premiumPetrol, bodyType: 'convertible', drivetrain: 'rwd' },
    features: standard,
    trims: [
      { name: 'sDrive28i' },
      { name: 'sDrive30i' },
      { name: 'sDrive35i', transmission: '7-speed-dual-clutch' },
      { name: 'M40i' },
    ],
  },
  i4: {
    specs: { ...electric, bodyType: '5-door-hatchback' },
    features: withNavigationSince(2022),
    trims: [
      { name: 'eDrive35', drivetrain: 'rwd' },
      { name: 'eDrive40', drivetrain: 'rwd' },
      { name: 'xDrive40', drivetrain: 'awd' },
      { name: 'M50', drivetrain: 'awd' },
      { name: 'M50 xDrive', drivetrain: 'awd' },
    ],
  },
  i7: {
    specs: { ...electric, bodyType: 'sedan' },
    features: withNavigationSince(2023),
    trims: [
      { name: 'eDrive50', drivetrain: 'rwd' },
      { name: 'xDrive60', drivetrain: 'awd' },
      { name: 'M70 xDrive', drivetrain: 'awd' },
    ],
  },
  iX: {
    specs: { ...electric, bodyType: 'suv', drivetrain: 'awd' },
    features: withNavigationSince(2022),
    trims: [{ name: 'xDrive45' }, { name: 'xDrive50' }, { name: 'M60' }, { name: 'M70' }],
  },
};
