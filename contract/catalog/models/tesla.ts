/**
 * Tesla: trims, specs and standard features. Every Tesla is electric with a single-speed drive ('automatic');
 * 'D' and dual-motor names drive all four wheels. Autopilot (adaptive cruise) became standard in 2019, so from 2020.
 */
import type { ModelDetails, StandardFeature } from '../types.ts';
import { since } from './commonFeatures.ts';

const standard: readonly StandardFeature[] = [
  'Air Conditioning',
  'Power Windows',
  'Power Door Locks',
  'Keyless Entry',
  'Navigation System',
  'Backup Camera',
  'Bluetooth Connectivity',
  'USB Ports',
  since('Cruise Control', 2020),
  since('Adaptive Cruise Control', 2020),
];
const electric = { fuelType: 'electric', transmission: 'automatic' } as const;

export const tesla: ModelDetails<'Tesla'> = {
  Cybertruck: {
    specs: { bodyType: 'truck', ...electric },
    features: [
      ...standard,
      'Heated Seats',
      'Wireless Charging',
      'Automatic Emergency Braking',
      'Lane Departure Warning',
    ],
    trims: [
      { name: 'Long Range RWD', drivetrain: 'rwd' },
      { name: 'All-Wheel Drive', drivetrain: 'awd' },
      { name: 'Foundation Series', drivetrain: 'awd' },
      { name: 'Cyberbeast', drivetrain: 'awd' },
    ],
  },
  'Model 3': {
    specs: { bodyType: 'sedan', ...electric },
    features: [
      ...standard,
      'Automatic Emergency Braking',
      'Lane Departure Warning',
      since('Heated Seats', 2019),
      since('Wireless Charging', 2021),
    ],
    trims: [
      { name: 'Standard', drivetrain: 'rwd' },
      { name: 'Standard Range Plus', drivetrain: 'rwd' },
      { name: 'Mid Range', drivetrain: 'rwd' },
      { name: 'Rear-Wheel Drive', drivetrain: 'rwd' },
      { name: 'Long Range' },
      { name: 'Long Range Rear-Wheel Drive', drivetrain: 'rwd' },
      { name: 'Long Range AWD', drivetrain: 'awd' },
      { name: 'Performance', drivetrain: 'awd' },
    ],
  },
  'Model S': {
    specs: { bodyType: '5-door-hatchback', ...electric },
    features: [...standard, since('Heated Seats', 2019)],
    trims: [
      { name: '60', drivetrain: 'rwd' },
      { name: '70', drivetrain: 'rwd' },
      { name: '70D', drivetrain: 'awd' },
      { name: '75', drivetrain: 'rwd' },
      { name: '75D', drivetrain: 'awd' },
      { name: '85', drivetrain: 'rwd' },
      { name: '85D', drivetrain: 'awd' },
      { name: 'P85', drivetrain: 'rwd' },
      { name: 'P85D', drivetrain: 'awd' },
      { name: '90D', drivetrain: 'awd' },
      { name: 'P90D', drivetrain: 'awd' },
      { name: '100D', drivetrain: 'awd' },
      { name: 'P100D', drivetrain: 'awd' },
      { name: 'Long Range', drivetrain: 'awd' },
      { name: 'Long Range Plus', drivetrain: 'awd' },
      { name: 'Performance', drivetrain: 'awd' },
      { name: 'Plaid', drivetrain: 'awd' },
    ],
  },
  'Model X': {
    specs: { bodyType: 'suv', drivetrain: 'awd', ...electric },
    features: [...standard, since('Heated Seats', 2019)],
    trims: [
      { name: '75D' },
      { name: '90D' },
      { name: 'P90D' },
      { name: '100D' },
      { name: 'P100D' },
      { name: 'Long Range' },
      { name: 'Long Range Plus' },
      { name: 'Performance' },
      { name: 'Plaid' },
    ],
  },
  'Model Y': {
    specs: { bodyType: 'suv', ...electric },
    features: [
      ...standard,
      'Heated Seats',
      'Automatic Emergency Braking',
      'Lane Departure Warning',
      since('Wireless Charging', 2021),
    ],
    trims: [
      { name: 'Standard', drivetrain: 'rwd' },
      { name: 'Rear-Wheel Drive', drivetrain: 'rwd' },
      { name: 'Long Range', drivetrain: 'awd' },
      { name: 'Long Range Rear-Wheel Drive', drivetrain: 'rwd' },
      { name: 'Long Range All-Wheel Drive', drivetrain: 'awd' },
      { name: 'Performance', drivetrain: 'awd' },
    ],
  },
  Roadster: {
    specs: { bodyType: 'convertible', drivetrain: 'rwd', ...electric },
    features: ['Air Conditioning', 'Power Windows', 'Power Door Locks'],
  },
};
