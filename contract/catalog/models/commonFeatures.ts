/** Feature lists that several makes' models share, with the model year from which each is standard. */
import type { PresetFeature } from '../presetFeatures.ts';
import type { StandardFeature } from '../types.ts';

export const since = (name: PresetFeature, year: number): StandardFeature => ({ name, since: year });

/** Climate control and power accessories: standard throughout 1990-2027 on the models that list this set. */
export const powerComforts = [
  'Air Conditioning',
  'Power Windows',
  'Power Door Locks',
  'Cruise Control',
] as const satisfies readonly PresetFeature[];

/** FMVSS 111 requires a rear-view camera on every light vehicle built from 1 May 2018, i.e. model year 2019 on. */
export const backupCamera = since('Backup Camera', 2019);

/**
 * Twenty makers committed (NHTSA and IIHS, 2016) to automatic emergency braking as standard on virtually all light
 * vehicles built from 1 September 2022, i.e. model year 2023 on. Models that had it earlier say so themselves.
 */
export const emergencyBraking = since('Automatic Emergency Braking', 2023);

/** Bluetooth pairing and USB ports, standard from the given model year. */
export const phoneConnectivity = (year: number): StandardFeature[] => [
  since('Bluetooth Connectivity', year),
  since('USB Ports', year),
];

/** Toyota Safety Sense P / Lexus Safety System+ and Honda Sensing bundle these three, standard from the given year. */
export const driverAssistSuite = (year: number): StandardFeature[] => [
  since('Automatic Emergency Braking', year),
  since('Lane Departure Warning', year),
  since('Adaptive Cruise Control', year),
];

/** Several features that became standard in the same model year. */
export const standardSince = (year: number, ...names: PresetFeature[]): StandardFeature[] =>
  names.map((name) => since(name, year));
