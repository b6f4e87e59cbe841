/**
 * Land Rover: trims, specs and standard features of the models most listed. Land Rover sells its permanent
 * four-wheel-drive models with a two-speed transfer box as four-wheel drive and the transverse-engined ones
 * (Velar, Evoque, Discovery Sport, LR2) as all-wheel drive; petrol engines call for premium fuel.
 */
import type { ModelDetails, StandardFeature } from '../types.ts';
import { backupCamera, emergencyBraking, phoneConnectivity, powerComforts, since } from './commonFeatures.ts';

const standard: readonly StandardFeature[] = [
  ...powerComforts,
  since('Keyless Entry', 2000),
  ...phoneConnectivity(2015),
  backupCamera,
  emergencyBraking,
];
const petrolAutomatic = { fuelType: 'premium-gasoline', transmission: 'automatic' } as const;
const petrolEightSpeed = { fuelType: 'premium-gasoline', transmission: '8-speed-automatic' } as const;
const dieselEightSpeed = { fuelType: 'diesel', transmission: '8-speed-automatic' } as const;
const plugInEightSpeed = { fuelType: 'plug-in-hybrid', transmission: '8-speed-automatic' } as const;

export const landRover: ModelDetails<'Land Rover'> = {
  'Range Rover': {
    specs: { bodyType: 'suv', drivetrain: '4wd' },
    features: [
      ...standard,
      'Leather Interior',
      since('Heated Seats', 2003),
      since('Navigation System', 2003),
      since('Premium Sound System', 2013),
      since('Parking Sensors', 2013),
    ],
    trims: [
      { name: 'Base', ...petrolAutomatic },
      { name: 'HSE', ...petrolAutomatic },
      { name: 'HSE Td6', ...dieselEightSpeed },
      { name: 'Supercharged', ...petrolAutomatic },
      { name: 'Autobiography', ...petrolAutomatic },
      { name: 'SVAutobiography', ...petrolEightSpeed },
      { name: 'P400e', ...plugInEightSpeed },
      { name: 'P400 SE', ...petrolEightSpeed },
      { name: 'P440e Autobiography', ...plugInEightSpeed },
      { name: 'P530 SE', ...petrolEightSpeed },
      { name: 'P530 Autobiography', ...petrolEightSpeed },
      { name: 'P550e Autobiography', ...plugInEightSpeed },
      { name: 'P615 SV', ...petrolEightSpeed },
    ],
  },
  'Range Rover Sport': {
    specs: { bodyType: 'suv', drivetrain: '4wd' },
    features: [...standard, since('Navigation System', 2014)],
    trims: [
      { name: 'SE', ...petrolEightSpeed },
      { name: 'HSE', ...petrolAutomatic },
      { name: 'HSE Td6', ...dieselEightSpeed },
      { name: 'Supercharged', ...petrolAutomatic },
      { name: 'Autobiography', ...petrolAutomatic },
      { name: 'SVR', ...petrolEightSpeed },
      { name: 'P400e', ...plugInEightSpeed },
      { name: 'P360 SE', ...petrolEightSpeed },
      { name: 'P400 Dynamic SE', ...petrolEightSpeed },
      { name: 'P440e Autobiography', ...plugInEightSpeed },
      { name: 'P550e Autobiography', ...plugInEightSpeed },
      { name: 'SV', ...petrolEightSpeed },
    ],
  },
  'Range Rover Velar': {
    specs: { bodyType: 'suv', drivetrain: 'awd', ...petrolEightSpeed },
    features: standard,
    trims: [
      { name: 'P250 S' },
      { name: 'P250 R-Dynamic SE' },
      { name: 'P340 S' },
      { name: 'P380 R-Dynamic HSE' },
      { name: 'P400 Dynamic SE' },
      { name: 'P400e Dynamic SE', fuelType: 'plug-in-hybrid' },
    ],
  },
  'Range Rover Evoque': {
    specs: { bodyType: 'suv', drivetrain: 'awd', ...petrolAutomatic },
    features: standard,
    trims: [
      { name: 'Pure' },
      { name: 'Prestige' },
      { name: 'Dynamic' },
      { name: 'SE' },
      { name: 'HSE' },
      { name: 'HSE Dynamic' },
      { name: 'Autobiography' },
      { name: 'Convertible', bodyType: 'convertible' },
      { name: 'P250 S' },
      { name: 'P250 SE' },
      { name: 'P250 Dynamic SE' },
      { name: 'P300 R-Dynamic SE' },
      { name: 'P300 R-Dynamic HSE' },
    ],
  },
  // The 1993-1997 Defender 90 and 110 came with a manual gearbox; only the 2020-on names get its eight-speed.
  Defender: {
    specs: { bodyType: 'suv', drivetrain: '4wd' },
    features: standard,
    trims: [
      { name: '90' },
      { name: '110' },
      { name: '130', ...petrolEightSpeed },
      { name: 'S', ...petrolEightSpeed },
      { name: 'SE', ...petrolEightSpeed },
      { name: 'X-Dynamic SE', ...petrolEightSpeed },
      { name: 'X', ...petrolEightSpeed },
      { name: 'V8', ...petrolEightSpeed },
      { name: 'Octa', ...petrolEightSpeed },
    ],
  },
  Discovery: {
    specs: { bodyType: 'suv', drivetrain: '4wd' },
    features: standard,
    trims: [
      { name: 'SE', fuelType: 'gasoline' },
      { name: 'HSE', fuelType: 'gasoline', transmission: 'automatic' },
      { name: 'HSE Luxury', ...petrolEightSpeed },
      { name: 'Td6 HSE', ...dieselEightSpeed },
      { name: 'P300 S', ...petrolEightSpeed },
      { name: 'P360 R-Dynamic S', ...petrolEightSpeed },
    ],
  },
  'Discovery Sport': {
    specs: { bodyType: 'suv', drivetrain: 'awd', ...petrolAutomatic },
    features: standard,
    trims: [
      { name: 'SE' },
      { name: 'HSE' },
      { name: 'HSE Luxury' },
      { name: 'P250 S' },
      { name: 'P250 SE' },
      { name: 'P250 R-Dynamic SE' },
      { name: 'P290 R-Dynamic HSE' },
    ],
  },
  LR2: {
    specs: { bodyType: 'suv', drivetrain: 'awd', fuelType: 'gasoline', transmission: 'automatic' },
    features: standard,
    trims: [{ name: 'SE' }, { name: 'HSE' }],
  },
  LR3: {
    specs: { bodyType: 'suv', drivetrain: '4wd', fuelType: 'gasoline', transmission: 'automatic' },
    features: standard,
    trims: [{ name: 'SE' }, { name: 'HSE' }],
  },
  LR4: {
    specs: { bodyType: 'suv', drivetrain: '4wd', ...petrolAutomatic },
    features: standard,
    trims: [{ name: 'Base' }, { name: 'HSE' }, { name: 'HSE LUX' }],
  },
};
