/**
 * Audi: trims, specs and standard features of the best-selling models. Petrol Audis call for premium fuel;
 * 'quattro' is all-wheel drive; S tronic is the seven-speed dual-clutch, Tiptronic the torque-converter automatic.
 */
import type { ModelDetails, StandardFeature } from '../types.ts';
import { backupCamera, emergencyBraking, phoneConnectivity, powerComforts, since } from './commonFeatures.ts';

const standard: readonly StandardFeature[] = [
  ...powerComforts,
  since('Keyless Entry', 2000),
  ...phoneConnectivity(2018),
  backupCamera,
  emergencyBraking,
];
/** Leather seating came standard on the base Premium trim with the 2017-on generations. */
const withLeather = [...standard, since('Leather Interior', 2017)];
const premiumPetrol = { fuelType: 'premium-gasoline' } as const;
const sTronic = { transmission: '7-speed-dual-clutch' } as const;

export const audi: ModelDetails<'Audi'> = {
  A4: {
    specs: premiumPetrol,
    features: withLeather,
    trims: [
      { name: '2.0T Premium', bodyType: 'sedan', drivetrain: 'fwd' },
      { name: '2.0T quattro Premium', drivetrain: 'awd' },
      { name: '2.0T quattro Premium Plus', drivetrain: 'awd' },
      { name: '40 TFSI Premium', bodyType: 'sedan', drivetrain: 'fwd', ...sTronic },
      { name: '40 TFSI quattro Premium', bodyType: 'sedan', drivetrain: 'awd', ...sTronic },
      { name: '45 TFSI quattro Premium', bodyType: 'sedan', drivetrain: 'awd', ...sTronic },
      { name: '45 TFSI quattro Premium Plus', bodyType: 'sedan', drivetrain: 'awd', ...sTronic },
      { name: '45 TFSI quattro Prestige', bodyType: 'sedan', drivetrain: 'awd', ...sTronic },
    ],
  },
  A6: {
    specs: { ...premiumPetrol, bodyType: 'sedan' },
    features: withLeather,
    trims: [
      { name: '2.0T Premium', drivetrain: 'fwd' },
      { name: '2.0T quattro Premium', drivetrain: 'awd' },
      { name: '3.0T quattro Premium Plus', drivetrain: 'awd', transmission: 'automatic' },
      { name: '3.0T quattro Prestige', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'TDI quattro Premium Plus', fuelType: 'diesel', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: '45 TFSI quattro Premium', drivetrain: 'awd', ...sTronic },
      { name: '45 TFSI quattro Premium Plus', drivetrain: 'awd', ...sTronic },
      { name: '55 TFSI quattro Premium Plus', drivetrain: 'awd', ...sTronic },
      { name: '55 TFSI quattro Prestige', drivetrain: 'awd', ...sTronic },
    ],
  },
  'e-tron GT': {
    specs: { bodyType: 'sedan', fuelType: 'electric', drivetrain: 'awd', transmission: 'automatic' },
    features: [...standard, 'Navigation System'],
    trims: [{ name: 'Premium Plus' }, { name: 'Prestige' }],
  },
  // Every Q5 sold in the US is a quattro.
  Q5: {
    specs: { ...premiumPetrol, bodyType: 'suv', drivetrain: 'awd' },
    features: withLeather,
    trims: [
      { name: '2.0T quattro Premium' },
      { name: '2.0T quattro Premium Plus' },
      { name: '3.2 quattro Premium Plus', transmission: 'automatic' },
      { name: '3.0T quattro Premium Plus', transmission: '8-speed-automatic' },
      { name: 'Hybrid quattro', fuelType: 'hybrid', transmission: '8-speed-automatic' },
      { name: 'TDI quattro Premium Plus', fuelType: 'diesel', transmission: '8-speed-automatic' },
      { name: '40 TFSI quattro Premium', ...sTronic },
      { name: '45 TFSI quattro Premium', ...sTronic },
      { name: '45 TFSI quattro Premium Plus', ...sTronic },
      { name: '45 TFSI quattro Prestige', ...sTronic },
      { name: '55 TFSI e quattro Premium Plus', fuelType: 'plug-in-hybrid', ...sTronic },
    ],
  },
  // Every Q7 is a quattro with a Tiptronic automatic and three rows of seats.
  Q7: {
    specs: { ...premiumPetrol, bodyType: 'suv', drivetrain: 'awd', transmission: 'automatic' },
    features: [...withLeather, 'Third Row Seating'],
    trims: [
      { name: '3.6 quattro Premium' },
      { name: '2.0T quattro Premium' },
      { name: '2.0T quattro Premium Plus' },
      { name: '3.0T quattro Premium' },
      { name: '3.0T quattro Premium Plus' },
      { name: '3.0T quattro Prestige' },
      { name: 'TDI quattro Premium Plus', fuelType: 'diesel' },
      { name: '45 TFSI quattro Premium' },
      { name: '45 TFSI quattro Premium Plus' },
      { name: '55 TFSI quattro Premium Plus' },
      { name: '55 TFSI quattro Prestige' },
    ],
  },
};
