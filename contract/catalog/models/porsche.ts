/**
 * Porsche: trims, specs and standard features. Petrol Porsches call for premium fuel. PDK and Tiptronic are
 * two-pedal gearboxes ('automatic'); only the seven-speed PDK gets its own value, where a name never had another box.
 */
import type { ModelDetails, StandardFeature } from '../types.ts';
import { backupCamera, emergencyBraking, phoneConnectivity, powerComforts, since } from './commonFeatures.ts';

const standard: readonly StandardFeature[] = [
  ...powerComforts,
  since('Keyless Entry', 1999),
  ...phoneConnectivity(2014),
  backupCamera,
];
/** Porsche Communication Management with navigation and Warn and Brake Assist came standard with newer generations. */
const withNavigationSince = (year: number) => [...standard, since('Navigation System', year), emergencyBraking];
const premiumPetrol = { fuelType: 'premium-gasoline' } as const;
const plugInHybrid = { fuelType: 'plug-in-hybrid' } as const;

/** Mid-engined two-seaters: always rear-wheel drive; base cars offered manual and PDK alike. */
const midEngined = (bodyType: 'coupe' | 'convertible') => ({ ...premiumPetrol, bodyType, drivetrain: 'rwd' }) as const;

export const porsche: ModelDetails<'Porsche'> = {
  911: {
    features: [...withNavigationSince(2017), since('Leather Interior', 2012)],
    trims: [
      { name: 'Carrera', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Carrera Cabriolet', ...premiumPetrol, bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'Carrera T', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Carrera S', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Carrera S Cabriolet', ...premiumPetrol, bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'Carrera 4', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'awd' },
      { name: 'Carrera 4S', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'awd' },
      { name: 'Carrera 4S Cabriolet', ...premiumPetrol, bodyType: 'convertible', drivetrain: 'awd' },
      // From 2025 the Carrera GTS is a hybrid (T-Hybrid); before, a petrol car.
      { name: 'Carrera GTS', bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Carrera 4 GTS', bodyType: 'coupe', drivetrain: 'awd' },
      { name: 'Targa 4', ...premiumPetrol, drivetrain: 'awd' },
      { name: 'Targa 4S', ...premiumPetrol, drivetrain: 'awd' },
      { name: 'Targa 4 GTS', drivetrain: 'awd' },
      // The 1991-1994 (964) Turbo and Turbo S were rear-wheel drive, every later one all-wheel drive.
      { name: 'Turbo', ...premiumPetrol, bodyType: 'coupe' },
      { name: 'Turbo S', ...premiumPetrol, bodyType: 'coupe' },
      { name: 'Turbo S Cabriolet', ...premiumPetrol, bodyType: 'convertible', drivetrain: 'awd' },
      { name: 'GT3', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'GT3 Touring', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'GT3 RS', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'GT2 RS', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd' },
      { name: 'Dakar', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'Sport Classic', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd', transmission: 'manual' },
      { name: 'S/T', ...premiumPetrol, bodyType: 'coupe', drivetrain: 'rwd', transmission: 'manual' },
    ],
  },
  '718 Cayman': {
    specs: midEngined('coupe'),
    features: standard,
    trims: [
      { name: 'Base' },
      { name: 'T' },
      { name: 'S' },
      { name: 'Style Edition' },
      { name: 'GTS 4.0' },
      { name: 'GT4' },
      { name: 'GT4 RS', transmission: '7-speed-dual-clutch' },
    ],
  },
  '718 Boxster': {
    specs: midEngined('convertible'),
    features: standard,
    trims: [
      { name: 'Base' },
      { name: 'T' },
      { name: 'S' },
      { name: 'Style Edition' },
      { name: '25 Years' },
      { name: 'GTS 4.0' },
      { name: 'Spyder' },
      { name: 'Spyder RS', transmission: '7-speed-dual-clutch' },
    ],
  },
  Boxster: {
    specs: midEngined('convertible'),
    features: standard,
    trims: [{ name: 'Base' }, { name: 'S' }, { name: 'GTS' }, { name: 'Spyder' }],
  },
  Cayman: {
    specs: midEngined('coupe'),
    features: standard,
    trims: [{ name: 'Base' }, { name: 'S' }, { name: 'R' }, { name: 'GTS' }, { name: 'GT4' }],
  },
  // Every Cayenne is all-wheel drive; the first generation's V6 offered a manual, later ones an eight-speed Tiptronic.
  Cayenne: {
    specs: { bodyType: 'suv', drivetrain: 'awd' },
    features: withNavigationSince(2019),
    trims: [
      { name: 'Base', ...premiumPetrol },
      { name: 'S', ...premiumPetrol },
      { name: 'GTS', ...premiumPetrol },
      { name: 'Turbo', ...premiumPetrol },
      { name: 'Turbo S', ...premiumPetrol },
      { name: 'Turbo GT', ...premiumPetrol, transmission: '8-speed-automatic' },
      { name: 'Diesel', fuelType: 'diesel', transmission: '8-speed-automatic' },
      { name: 'S Hybrid', fuelType: 'hybrid', transmission: '8-speed-automatic' },
      { name: 'E-Hybrid', ...plugInHybrid, transmission: '8-speed-automatic' },
      { name: 'S E-Hybrid', ...plugInHybrid, transmission: '8-speed-automatic' },
      { name: 'Turbo E-Hybrid', ...plugInHybrid, transmission: '8-speed-automatic' },
      { name: 'Turbo S E-Hybrid', ...plugInHybrid, transmission: '8-speed-automatic' },
    ],
  },
  'Cayenne Coupe': {
    specs: { bodyType: 'suv', drivetrain: 'awd', transmission: '8-speed-automatic' },
    features: withNavigationSince(2020),
    trims: [
      { name: 'Base', ...premiumPetrol },
      { name: 'S', ...premiumPetrol },
      { name: 'GTS', ...premiumPetrol },
      { name: 'Turbo', ...premiumPetrol },
      { name: 'Turbo GT', ...premiumPetrol },
      { name: 'E-Hybrid', ...plugInHybrid },
      { name: 'Turbo E-Hybrid', ...plugInHybrid },
      { name: 'Turbo S E-Hybrid', ...plugInHybrid },
    ],
  },
  // Petrol Macans all have the seven-speed PDK; the 2024-on Macan Electric names say 'Electric'.
  Macan: {
    specs: { bodyType: 'suv', ...premiumPetrol, transmission: '7-speed-dual-clutch', drivetrain: 'awd' },
    features: withNavigationSince(2019),
    trims: [
      { name: 'Base' },
      { name: 'S' },
      { name: 'T' },
      { name: 'GTS' },
      { name: 'Turbo' },
      { name: 'Electric', fuelType: 'electric', transmission: 'automatic', drivetrain: 'rwd' },
      { name: '4 Electric', fuelType: 'electric', transmission: 'automatic' },
      { name: '4S Electric', fuelType: 'electric', transmission: 'automatic' },
      { name: 'Turbo Electric', fuelType: 'electric', transmission: 'automatic' },
    ],
  },
  // A five-door liftback, never offered with a manual.
  Panamera: {
    specs: { bodyType: '5-door-hatchback', transmission: 'automatic', ...premiumPetrol },
    features: withNavigationSince(2017),
    trims: [
      { name: 'Base', drivetrain: 'rwd' },
      { name: 'S', drivetrain: 'rwd' },
      { name: '4', drivetrain: 'awd' },
      { name: '4S', drivetrain: 'awd' },
      { name: 'GTS', drivetrain: 'awd' },
      { name: 'Turbo', drivetrain: 'awd' },
      { name: 'Turbo S', drivetrain: 'awd' },
      { name: '4 Sport Turismo', bodyType: 'wagon', drivetrain: 'awd' },
      { name: 'S Hybrid', fuelType: 'hybrid', drivetrain: 'rwd' },
      { name: 'S E-Hybrid', ...plugInHybrid, drivetrain: 'rwd' },
      { name: '4 E-Hybrid', ...plugInHybrid, drivetrain: 'awd' },
      { name: '4S E-Hybrid', ...plugInHybrid, drivetrain: 'awd' },
      { name: 'Turbo E-Hybrid', ...plugInHybrid, drivetrain: 'awd' },
      { name: 'Turbo S E-Hybrid', ...plugInHybrid, drivetrain: 'awd' },
    ],
  },
  Taycan: {
    specs: { bodyType: 'sedan', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd' },
    features: withNavigationSince(2020),
    trims: [
      { name: 'Base', drivetrain: 'rwd' },
      { name: '4' },
      { name: '4S' },
      { name: 'GTS' },
      { name: 'Turbo' },
      { name: 'Turbo S' },
      { name: 'Turbo GT' },
      { name: '4 Cross Turismo', bodyType: 'wagon' },
      { name: '4S Cross Turismo', bodyType: 'wagon' },
      { name: 'Turbo Cross Turismo', bodyType: 'wagon' },
      { name: 'Turbo S Cross Turismo', bodyType: 'wagon' },
      { name: 'GTS Sport Turismo', bodyType: 'wagon' },
    ],
  },
};
