/** The listing form's preset features, in form order. */
export const presetFeatures = [
  'Air Conditioning',
  'Heated Seats',
  'Leather Interior',
  'Sunroof/Moonroof',
  'Navigation System',
  'Backup Camera',
  'Bluetooth Connectivity',
  'Cruise Control',
  'Power Windows',
  'Power Door Locks',
  'Keyless Entry',
  'Remote Start',
  'All-Wheel Drive',
  'Premium Sound System',
  'USB Ports',
  'Wireless Charging',
  'Parking Sensors',
  'Blind Spot Monitoring',
  'Lane Departure Warning',
  'Adaptive Cruise Control',
  'Automatic Emergency Braking',
  'Tinted Windows',
  'Roof Rack',
  'Trailer Hitch',
  'Third Row Seating',
] as const;

export type PresetFeature = (typeof presetFeatures)[number];

/** Sorts feature names the way the form lists the presets. */
export const byPresetOrder = (a: PresetFeature, b: PresetFeature): number =>
  presetFeatures.indexOf(a) - presetFeatures.indexOf(b);
