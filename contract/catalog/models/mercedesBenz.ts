/** Mercedes-Benz: trims, specs and standard features of the models most listed. Petrol models call for premium fuel. */
import type { ModelDetails, StandardFeature } from '../types.ts';
import { backupCamera, emergencyBraking, phoneConnectivity, powerComforts, since } from './commonFeatures.ts';

const standard: readonly StandardFeature[] = [
  ...powerComforts,
  since('Keyless Entry', 2000),
  ...phoneConnectivity(2016),
  backupCamera,
  emergencyBraking,
];
const premiumPetrol = { fuelType: 'premium-gasoline' } as const;
/** Every model below but the C-Class (a manual C 300 Sport in 2008-2009) has only ever had automatic gearboxes. */
const automaticPetrol = { ...premiumPetrol, transmission: 'automatic' } as const;
const electric = { fuelType: 'electric', transmission: 'automatic' } as const;
const plugInHybrid = { fuelType: 'plug-in-hybrid', transmission: 'automatic' } as const;

export const mercedesBenz: ModelDetails<'Mercedes-Benz'> = {
  'C-Class': {
    specs: premiumPetrol,
    features: standard,
    trims: [
      { name: 'C 250', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'C 300 Sedan', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: 'C 300 4MATIC Sedan', bodyType: 'sedan', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'C 300 Coupe', bodyType: 'coupe', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'C 300 4MATIC Coupe', bodyType: 'coupe', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'C 300 Cabriolet', bodyType: 'convertible', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'AMG C 43', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'AMG C 63', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'AMG C 63 S', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'AMG C 63 S E PERFORMANCE', bodyType: 'sedan', drivetrain: 'awd', ...plugInHybrid },
    ],
  },
  'E-Class': {
    specs: automaticPetrol,
    features: standard,
    trims: [
      { name: 'E 250 BlueTEC', bodyType: 'sedan', fuelType: 'diesel' },
      { name: 'E 300', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: 'E 300 4MATIC', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'E 350 Sedan', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: 'E 350 4MATIC Sedan', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'E 450 4MATIC Sedan', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'E 450 4MATIC All-Terrain', bodyType: 'wagon', drivetrain: 'awd' },
      { name: 'E 450 Coupe', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'E 450 Cabriolet', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'AMG E 53 4MATIC+ Sedan', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'AMG E 63 S 4MATIC+ Sedan', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'AMG E 63 S 4MATIC+ Wagon', bodyType: 'wagon', drivetrain: 'awd' },
    ],
  },
  'S-Class': {
    specs: automaticPetrol,
    features: [
      ...standard,
      'Leather Interior',
      since('Heated Seats', 2007),
      since('Navigation System', 2007),
      since('Parking Sensors', 2007),
      since('Sunroof/Moonroof', 2014),
      since('Premium Sound System', 2014),
      since('Blind Spot Monitoring', 2014),
      since('Wireless Charging', 2021),
    ],
    trims: [
      { name: 'S 450 4MATIC', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'S 500 4MATIC', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'S 550', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: 'S 550 4MATIC', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'S 560 4MATIC', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'S 560e', bodyType: 'sedan', fuelType: 'plug-in-hybrid', drivetrain: 'rwd' },
      { name: 'S 580 4MATIC', bodyType: 'sedan', drivetrain: 'awd' },
      { name: 'S 580e 4MATIC', bodyType: 'sedan', fuelType: 'plug-in-hybrid', drivetrain: 'awd' },
      { name: 'AMG S 63 4MATIC+', drivetrain: 'awd' },
      { name: 'AMG S 63 E PERFORMANCE', bodyType: 'sedan', fuelType: 'plug-in-hybrid', drivetrain: 'awd' },
    ],
  },
  CLA: {
    specs: { ...automaticPetrol, bodyType: '4-door-sedan' },
    features: standard,
    trims: [
      { name: 'CLA 250', drivetrain: 'fwd' },
      { name: 'CLA 250 4MATIC', drivetrain: 'awd' },
      { name: 'AMG CLA 35 4MATIC', drivetrain: 'awd' },
      { name: 'AMG CLA 45 4MATIC', drivetrain: 'awd' },
    ],
  },
  GLA: {
    specs: { ...automaticPetrol, bodyType: 'suv' },
    features: standard,
    trims: [
      { name: 'GLA 250', drivetrain: 'fwd' },
      { name: 'GLA 250 4MATIC', drivetrain: 'awd' },
      { name: 'AMG GLA 35 4MATIC', drivetrain: 'awd' },
      { name: 'AMG GLA 45 4MATIC', drivetrain: 'awd' },
    ],
  },
  GLC: {
    specs: { ...automaticPetrol, bodyType: 'suv' },
    features: standard,
    trims: [
      { name: 'GLC 300', drivetrain: 'rwd' },
      { name: 'GLC 300 4MATIC', drivetrain: 'awd' },
      { name: 'GLC 350e 4MATIC', fuelType: 'plug-in-hybrid', drivetrain: 'awd' },
      { name: 'AMG GLC 43 4MATIC', drivetrain: 'awd' },
      { name: 'AMG GLC 63 S 4MATIC+', drivetrain: 'awd' },
      { name: 'AMG GLC 63 S E PERFORMANCE', fuelType: 'plug-in-hybrid', drivetrain: 'awd' },
    ],
  },
  // Sold in the US with 4MATIC only; a coupe-roofed SUV, so listed as an SUV.
  'GLC Coupe': {
    specs: { ...automaticPetrol, bodyType: 'suv', drivetrain: 'awd' },
    features: standard,
    trims: [{ name: 'GLC 300 4MATIC' }, { name: 'AMG GLC 43 4MATIC' }, { name: 'AMG GLC 63 S 4MATIC+' }],
  },
  GLE: {
    specs: { ...automaticPetrol, bodyType: 'suv' },
    features: standard,
    trims: [
      { name: 'GLE 300d 4MATIC', fuelType: 'diesel', drivetrain: 'awd' },
      { name: 'GLE 350', drivetrain: 'rwd' },
      { name: 'GLE 350 4MATIC', drivetrain: 'awd' },
      { name: 'GLE 400e 4MATIC', fuelType: 'plug-in-hybrid', drivetrain: 'awd' },
      { name: 'GLE 450 4MATIC', drivetrain: 'awd' },
      { name: 'GLE 550e 4MATIC', fuelType: 'plug-in-hybrid', drivetrain: 'awd' },
      { name: 'GLE 580 4MATIC', drivetrain: 'awd' },
      { name: 'AMG GLE 43 4MATIC', drivetrain: 'awd' },
      { name: 'AMG GLE 53 4MATIC+', drivetrain: 'awd' },
      { name: 'AMG GLE 63 S 4MATIC+', drivetrain: 'awd' },
    ],
  },
  'GLE Coupe': {
    specs: { ...automaticPetrol, bodyType: 'suv', drivetrain: 'awd' },
    features: standard,
    trims: [
      { name: 'GLE 450 4MATIC' },
      { name: 'AMG GLE 43 4MATIC' },
      { name: 'AMG GLE 53 4MATIC+' },
      { name: 'AMG GLE 63 S 4MATIC+' },
    ],
  },
  GLS: {
    specs: { ...automaticPetrol, bodyType: 'suv', drivetrain: 'awd' },
    features: [...standard, 'Third Row Seating'],
    trims: [
      { name: 'GLS 350d 4MATIC', fuelType: 'diesel' },
      { name: 'GLS 450 4MATIC' },
      { name: 'GLS 550 4MATIC' },
      { name: 'GLS 580 4MATIC' },
      { name: 'AMG GLS 63 4MATIC+' },
    ],
  },
  'G-Class': {
    specs: { bodyType: 'suv', drivetrain: '4wd', transmission: 'automatic' },
    features: [...standard, 'Leather Interior', since('Heated Seats', 2002)],
    trims: [
      { name: 'G 500', ...premiumPetrol },
      { name: 'G 550', ...premiumPetrol },
      { name: 'AMG G 55', ...premiumPetrol },
      { name: 'AMG G 63', ...premiumPetrol },
      { name: 'G 580 with EQ Technology', fuelType: 'electric' },
    ],
  },
  EQE: {
    specs: { ...electric, bodyType: 'sedan' },
    features: standard,
    trims: [
      { name: 'EQE 350+', drivetrain: 'rwd' },
      { name: 'EQE 350 4MATIC', drivetrain: 'awd' },
      { name: 'EQE 500 4MATIC', drivetrain: 'awd' },
      { name: 'AMG EQE', drivetrain: 'awd' },
    ],
  },
  'EQE SUV': { specs: { ...electric, bodyType: 'suv' }, features: standard },
  EQS: {
    specs: { ...electric, bodyType: 'sedan' },
    features: standard,
    trims: [
      { name: 'EQS 450+', drivetrain: 'rwd' },
      { name: 'EQS 450 4MATIC', drivetrain: 'awd' },
      { name: 'EQS 580 4MATIC', drivetrain: 'awd' },
      { name: 'AMG EQS', drivetrain: 'awd' },
    ],
  },
  'EQS SUV': { specs: { ...electric, bodyType: 'suv' }, features: standard },
};
