/**
 * Lexus: trims, specs and standard features of the models most listed. A trim name without 'AWD' is the
 * two-wheel-drive car wherever Lexus sold both; 'h' names are hybrids and 'h+' plug-in hybrids, with an eCVT
 * unless a trim says otherwise.
 */
import type { ModelDetails, StandardFeature } from '../types.ts';
import { backupCamera, driverAssistSuite, phoneConnectivity, powerComforts, since } from './commonFeatures.ts';

const standard: readonly StandardFeature[] = [
  ...powerComforts,
  since('Keyless Entry', 2000),
  ...phoneConnectivity(2015),
  backupCamera,
];
/** Lexus Safety System+ (pre-collision braking, lane departure alert, radar cruise) became standard model by model. */
const withSafetySystemSince = (year: number) => [...standard, ...driverAssistSuite(year)];
const hybrid = { fuelType: 'hybrid', transmission: 'cvt' } as const;
const plugInHybrid = { fuelType: 'plug-in-hybrid', transmission: 'cvt' } as const;

export const lexus: ModelDetails<'Lexus'> = {
  CT: {
    specs: { bodyType: '5-door-hatchback', drivetrain: 'fwd', ...hybrid },
    features: standard,
    trims: [{ name: 'CT 200h' }],
  },
  ES: {
    specs: { bodyType: 'sedan' },
    features: withSafetySystemSince(2019),
    trims: [
      { name: 'ES 250 AWD', fuelType: 'gasoline', drivetrain: 'awd', transmission: '8-speed-automatic' },
      { name: 'ES 300', fuelType: 'gasoline', drivetrain: 'fwd' },
      { name: 'ES 300h', drivetrain: 'fwd', ...hybrid },
      { name: 'ES 330', fuelType: 'gasoline', drivetrain: 'fwd', transmission: 'automatic' },
      { name: 'ES 350', fuelType: 'gasoline', drivetrain: 'fwd', transmission: 'automatic' },
      { name: 'ES 350 F SPORT', fuelType: 'gasoline', drivetrain: 'fwd', transmission: '8-speed-automatic' },
    ],
  },
  GS: {
    specs: { bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic' },
    features: standard,
    trims: [
      { name: 'GS 300' },
      { name: 'GS 350', drivetrain: 'rwd' },
      { name: 'GS 350 AWD', drivetrain: 'awd' },
      { name: 'GS 400', drivetrain: 'rwd' },
      { name: 'GS 430', drivetrain: 'rwd' },
      { name: 'GS 450h', fuelType: 'hybrid', drivetrain: 'rwd' },
      { name: 'GS F', drivetrain: 'rwd', transmission: '8-speed-automatic' },
    ],
  },
  GX: {
    specs: { bodyType: 'suv', fuelType: 'gasoline', drivetrain: '4wd', transmission: 'automatic' },
    features: [...withSafetySystemSince(2020), 'Leather Interior'],
    trims: [{ name: 'GX 470' }, { name: 'GX 460' }, { name: 'GX 550' }],
  },
  HS: {
    specs: { bodyType: 'sedan', drivetrain: 'fwd', ...hybrid },
    features: standard,
    trims: [{ name: 'HS 250h' }],
  },
  IS: {
    specs: { fuelType: 'premium-gasoline' },
    features: withSafetySystemSince(2017),
    trims: [
      { name: 'IS 250', bodyType: 'sedan', drivetrain: 'rwd' },
      { name: 'IS 250 AWD', bodyType: 'sedan', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'IS 250C', bodyType: 'convertible', drivetrain: 'rwd' },
      { name: 'IS 300' },
      { name: 'IS 300 AWD', bodyType: 'sedan', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'IS 350', bodyType: 'sedan', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'IS 350 AWD', bodyType: 'sedan', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'IS 350 F SPORT', bodyType: 'sedan', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'IS 350C', bodyType: 'convertible', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'IS 500 F SPORT Performance', bodyType: 'sedan', drivetrain: 'rwd', transmission: '8-speed-automatic' },
      { name: 'IS F', bodyType: 'sedan', drivetrain: 'rwd', transmission: '8-speed-automatic' },
    ],
  },
  LC: {
    specs: { fuelType: 'premium-gasoline', drivetrain: 'rwd' },
    features: [...withSafetySystemSince(2018), 'Leather Interior', 'Heated Seats', 'Navigation System'],
    trims: [
      { name: 'LC 500', bodyType: 'coupe', transmission: 'automatic' },
      { name: 'LC 500 Convertible', bodyType: 'convertible', transmission: 'automatic' },
      { name: 'LC 500h', bodyType: 'coupe', fuelType: 'hybrid' },
    ],
  },
  LS: {
    specs: { bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic' },
    features: [
      ...withSafetySystemSince(2018),
      'Leather Interior',
      since('Heated Seats', 2007),
      since('Navigation System', 2007),
      since('Sunroof/Moonroof', 2007),
    ],
    trims: [
      { name: 'LS 400', drivetrain: 'rwd' },
      { name: 'LS 430', drivetrain: 'rwd' },
      { name: 'LS 460', drivetrain: 'rwd' },
      { name: 'LS 460 AWD', drivetrain: 'awd' },
      { name: 'LS 460 L', drivetrain: 'rwd' },
      { name: 'LS 500', drivetrain: 'rwd' },
      { name: 'LS 500 AWD', drivetrain: 'awd' },
      { name: 'LS 500 F SPORT', drivetrain: 'rwd' },
      { name: 'LS 500h', fuelType: 'hybrid' },
      { name: 'LS 600h L', fuelType: 'hybrid', drivetrain: 'awd' },
    ],
  },
  LX: {
    specs: { bodyType: 'suv', drivetrain: '4wd', transmission: 'automatic' },
    features: [
      ...withSafetySystemSince(2018),
      'Leather Interior',
      since('Heated Seats', 2008),
      since('Navigation System', 2008),
    ],
    trims: [
      { name: 'LX 450', fuelType: 'gasoline' },
      { name: 'LX 470', fuelType: 'gasoline' },
      { name: 'LX 570', fuelType: 'gasoline' },
      { name: 'LX 600', fuelType: 'gasoline' },
      { name: 'LX 700h', fuelType: 'hybrid' },
    ],
  },
  NX: {
    specs: { bodyType: 'suv' },
    features: withSafetySystemSince(2018),
    trims: [
      { name: 'NX 200t', fuelType: 'gasoline' },
      { name: 'NX 250', fuelType: 'gasoline' },
      { name: 'NX 300', fuelType: 'gasoline' },
      { name: 'NX 300h', ...hybrid },
      { name: 'NX 350', fuelType: 'gasoline', drivetrain: 'awd' },
      { name: 'NX 350h', drivetrain: 'awd', ...hybrid },
      { name: 'NX 450h+', drivetrain: 'awd', ...plugInHybrid },
    ],
  },
  RC: {
    specs: { bodyType: 'coupe', fuelType: 'premium-gasoline' },
    features: withSafetySystemSince(2018),
    trims: [
      { name: 'RC 300' },
      { name: 'RC 350', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'RC 350 AWD', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'RC 350 F SPORT', drivetrain: 'rwd', transmission: 'automatic' },
      { name: 'RC F', drivetrain: 'rwd', transmission: '8-speed-automatic' },
    ],
  },
  RX: {
    specs: { bodyType: 'suv' },
    features: withSafetySystemSince(2017),
    trims: [
      { name: 'RX 350', fuelType: 'gasoline' },
      { name: 'RX 350 AWD', fuelType: 'gasoline', drivetrain: 'awd' },
      { name: 'RX 350 F SPORT', fuelType: 'gasoline', drivetrain: 'awd' },
      { name: 'RX 350L', fuelType: 'gasoline', features: ['Third Row Seating'] },
      { name: 'RX 350h AWD', drivetrain: 'awd', ...hybrid },
      { name: 'RX 400h', ...hybrid },
      { name: 'RX 450h', ...hybrid },
      { name: 'RX 450hL', drivetrain: 'awd', ...hybrid, features: ['Third Row Seating'] },
      { name: 'RX 450h+', drivetrain: 'awd', ...plugInHybrid },
      { name: 'RX 500h F SPORT Performance', fuelType: 'hybrid', drivetrain: 'awd', transmission: 'automatic' },
    ],
  },
  TX: {
    specs: { bodyType: 'suv' },
    features: [...withSafetySystemSince(2024), 'Third Row Seating'],
    trims: [
      { name: 'TX 350', fuelType: 'gasoline' },
      { name: 'TX 500h F SPORT Performance', fuelType: 'hybrid', drivetrain: 'awd', transmission: 'automatic' },
      { name: 'TX 550h+', drivetrain: 'awd', ...plugInHybrid },
    ],
  },
  UX: {
    specs: { bodyType: 'suv', transmission: 'cvt' },
    features: withSafetySystemSince(2019),
    trims: [
      { name: 'UX 200', fuelType: 'gasoline', drivetrain: 'fwd' },
      { name: 'UX 250h', fuelType: 'hybrid' },
      { name: 'UX 300h', fuelType: 'hybrid' },
    ],
  },
};
