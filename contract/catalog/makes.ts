/**
 * The listing form's makes (in the form's order and spelling) and the models sold
 * under each in the US from 1990 on, as the model select offers them. Names only: trims, specs and features live
 * in models/, so the search filters and the model select load this small module without them.
 * Accented names are written as NHTSA vPIC (and so a decoded VIN) writes them: Huracan, Murcielago.
 */
export const makeModels = {
  Acura: [
    'ADX', 'CL', 'ILX', 'Integra', 'Legend', 'MDX', 'NSX', 'RDX', 'RL', 'RLX', 'RSX', 'SLX', 'TL', 'TLX', 'TSX', 'Vigor', 'ZDX',
  ],
  'Alfa Romeo': ['4C', '8C Competizione', '164', 'Giulia', 'Spider', 'Stelvio', 'Tonale'],
  'Aston Martin': ['DB7', 'DB9', 'DB11', 'DB12', 'DBS', 'DBX', 'Rapide', 'Vanquish', 'Vantage', 'Virage'],
  Audi: [
    '80', '90', '100', 'A3', 'A4', 'A4 allroad', 'A5', 'A6', 'A6 allroad', 'A6 e-tron', 'A7', 'A8', 'allroad', 'Cabriolet',
    'e-tron', 'e-tron GT', 'Q3', 'Q4 e-tron', 'Q5', 'Q5 Sportback', 'Q6 e-tron', 'Q7', 'Q8', 'Q8 e-tron', 'R8', 'RS 3',
    'RS 5', 'RS 6 Avant', 'RS 7', 'RS e-tron GT', 'RS Q8', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8', 'SQ5', 'SQ7', 'SQ8', 'TT',
    'TT RS', 'TTS', 'V8',
  ],
  Bentley: [
    'Arnage', 'Azure', 'Bentayga', 'Brooklands', 'Continental Flying Spur', 'Continental GT', 'Continental GTC',
    'Continental R', 'Flying Spur', 'Mulsanne', 'Turbo R',
  ],
  BMW: [
    '1 Series', '2 Series', '3 Series', '4 Series', '5 Series', '6 Series', '7 Series', '8 Series', 'ALPINA B7', 'i3', 'i4',
    'i5', 'i7', 'i8', 'iX', 'M2', 'M3', 'M4', 'M5', 'M6', 'M8', 'X1', 'X2', 'X3', 'X3 M', 'X4', 'X4 M', 'X5', 'X5 M', 'X6',
    'X6 M', 'X7', 'XM', 'Z3', 'Z4', 'Z8',
  ],
  Bugatti: ['Chiron', 'Divo', 'Mistral', 'Tourbillon', 'Veyron'],
  Buick: [
    'Cascada', 'Century', 'Enclave', 'Encore', 'Encore GX', 'Envision', 'Envista', 'LaCrosse', 'LeSabre', 'Lucerne',
    'Park Avenue', 'Rainier', 'Regal', 'Rendezvous', 'Riviera', 'Roadmaster', 'Skylark', 'Terraza', 'Verano',
  ],
  Cadillac: [
    'Allante', 'ATS', 'Catera', 'CELESTIQ', 'CT4', 'CT5', 'CT6', 'CTS', 'DeVille', 'DTS', 'Eldorado', 'ELR', 'Escalade',
    'Escalade ESV', 'Escalade EXT', 'Escalade IQ', 'Fleetwood', 'LYRIQ', 'OPTIQ', 'Seville', 'SRX', 'STS', 'VISTIQ', 'XLR',
    'XT4', 'XT5', 'XT6', 'XTS',
  ],
  Chevrolet: [
    'Astro', 'Avalanche', 'Aveo', 'Beretta', 'Blazer', 'Blazer EV', 'Bolt EUV', 'Bolt EV', 'Camaro', 'Caprice', 'Cavalier',
    'Cobalt', 'Colorado', 'Corsica', 'Corvette', 'Cruze', 'Equinox', 'Equinox EV', 'Express', 'HHR', 'Impala', 'Lumina',
    'Malibu', 'Metro', 'Monte Carlo', 'S-10', 'Silverado 1500', 'Silverado 2500HD', 'Silverado 3500HD', 'Silverado EV',
    'Sonic', 'Spark', 'SS', 'SSR', 'Suburban', 'Tahoe', 'Tracker', 'Trailblazer', 'Traverse', 'Trax', 'Uplander',
    'Venture', 'Volt',
  ],
  Chrysler: [
    '200', '300', '300M', 'Aspen', 'Cirrus', 'Concorde', 'Crossfire', 'Imperial', 'LeBaron', 'LHS', 'New Yorker',
    'Pacifica', 'Prowler', 'PT Cruiser', 'Sebring', 'Town & Country', 'Voyager',
  ],
  Dodge: [
    'Avenger', 'Caliber', 'Caravan', 'Challenger', 'Charger', 'Dakota', 'Dart', 'Durango', 'Dynasty', 'Grand Caravan',
    'Hornet', 'Intrepid', 'Journey', 'Magnum', 'Neon', 'Nitro', 'Ram 1500', 'Ram 2500', 'Ram 3500', 'Shadow', 'Spirit',
    'Stealth', 'Stratus', 'Viper',
  ],
  Ferrari: [
    '12Cilindri', '296 GTB', '296 GTS', '348', '360', '456', '458 Italia', '458 Spider', '488 GTB', '488 Pista',
    '488 Spider', '512 TR', '550 Maranello', '575M Maranello', '599 GTB Fiorano', '612 Scaglietti', '812 GTS',
    '812 Superfast', 'California', 'California T', 'Enzo', 'F8 Spider', 'F8 Tributo', 'F12berlinetta', 'F355', 'F430',
    'FF', 'GTC4Lusso', 'LaFerrari', 'Portofino', 'Portofino M', 'Purosangue', 'Roma', 'Roma Spider', 'SF90 Spider',
    'SF90 Stradale',
  ],
  Ford: [
    'Aerostar', 'Bronco', 'Bronco Sport', 'C-Max', 'Contour', 'Crown Victoria', 'E-Series', 'EcoSport', 'Edge', 'Escape',
    'Escort', 'Excursion', 'Expedition', 'Explorer', 'Explorer Sport Trac', 'F-150', 'F-150 Lightning', 'F-250 Super Duty',
    'F-350 Super Duty', 'Fiesta', 'Five Hundred', 'Flex', 'Focus', 'Freestar', 'Freestyle', 'Fusion', 'GT', 'Maverick',
    'Mustang', 'Mustang Mach-E', 'Probe', 'Ranger', 'Taurus', 'Tempo', 'Thunderbird', 'Transit', 'Transit Connect',
    'Windstar',
  ],
  Genesis: ['Electrified G80', 'Electrified GV70', 'G70', 'G80', 'G90', 'GV60', 'GV70', 'GV80', 'GV80 Coupe'],
  GMC: [
    'Acadia', 'Canyon', 'Envoy', 'Hummer EV', 'Jimmy', 'Safari', 'Savana', 'Sierra 1500', 'Sierra 2500HD', 'Sierra 3500HD',
    'Sierra EV', 'Sonoma', 'Terrain', 'Yukon', 'Yukon XL',
  ],
  Honda: [
    'Accord', 'Civic', 'Civic del Sol', 'Clarity', 'CR-V', 'CR-Z', 'Crosstour', 'Element', 'Fit', 'HR-V', 'Insight',
    'Odyssey', 'Passport', 'Pilot', 'Prelude', 'Prologue', 'Ridgeline', 'S2000',
  ],
  Hyundai: [
    'Accent', 'Azera', 'Elantra', 'Elantra GT', 'Entourage', 'Equus', 'Excel', 'Genesis', 'Genesis Coupe', 'Ioniq',
    'Ioniq 5', 'Ioniq 6', 'Ioniq 9', 'Kona', 'Kona Electric', 'Nexo', 'Palisade', 'Santa Cruz', 'Santa Fe', 'Scoupe',
    'Sonata', 'Tiburon', 'Tucson', 'Veloster', 'Venue', 'Veracruz', 'XG350',
  ],
  Infiniti: [
    'EX35', 'FX35', 'FX45', 'FX50', 'G20', 'G35', 'G37', 'I30', 'I35', 'J30', 'JX35', 'M35', 'M37', 'M45', 'M56', 'Q40', 'Q45',
    'Q50', 'Q60', 'Q70', 'QX4', 'QX30', 'QX50', 'QX55', 'QX56', 'QX60', 'QX70', 'QX80',
  ],
  Jaguar: ['E-PACE', 'F-PACE', 'F-TYPE', 'I-PACE', 'S-Type', 'X-Type', 'XE', 'XF', 'XJ', 'XJS', 'XK', 'XK8'],
  Jeep: [
    'Cherokee', 'Commander', 'Compass', 'Gladiator', 'Grand Cherokee', 'Grand Cherokee L', 'Grand Wagoneer', 'Liberty',
    'Patriot', 'Renegade', 'Wagoneer', 'Wagoneer S', 'Wrangler',
  ],
  Kia: [
    'Amanti', 'Borrego', 'Cadenza', 'Carnival', 'EV6', 'EV9', 'Forte', 'K4', 'K5', 'K900', 'Niro', 'Niro EV', 'Optima', 'Rio',
    'Rondo', 'Sedona', 'Seltos', 'Sephia', 'Sorento', 'Soul', 'Spectra', 'Sportage', 'Stinger', 'Telluride',
  ],
  Koenigsegg: ['Agera', 'CCX', 'Gemera', 'Jesko', 'Regera'],
  Lamborghini: ['Aventador', 'Countach', 'Diablo', 'Gallardo', 'Huracan', 'Murcielago', 'Revuelto', 'Temerario', 'Urus'],
  'Land Rover': [
    'Defender', 'Discovery', 'Discovery Sport', 'Freelander', 'LR2', 'LR3', 'LR4', 'Range Rover', 'Range Rover Evoque',
    'Range Rover Sport', 'Range Rover Velar',
  ],
  Lexus: ['CT', 'ES', 'GS', 'GX', 'HS', 'IS', 'LC', 'LFA', 'LS', 'LX', 'NX', 'RC', 'RX', 'RZ', 'SC', 'TX', 'UX'],
  Lincoln: [
    'Aviator', 'Blackwood', 'Continental', 'Corsair', 'LS', 'Mark LT', 'Mark VIII', 'MKC', 'MKS', 'MKT', 'MKX', 'MKZ',
    'Nautilus', 'Navigator', 'Town Car', 'Zephyr',
  ],
  Lotus: ['Eletre', 'Elise', 'Emira', 'Esprit', 'Evora', 'Exige'],
  Lucid: ['Air', 'Gravity'],
  Maserati: [
    'Coupe', 'Ghibli', 'GranCabrio', 'GranSport', 'GranTurismo', 'Grecale', 'Levante', 'MC20', 'Quattroporte', 'Spyder',
  ],
  // Maybach (2003-2012), then the Mercedes-Maybach lines, which sellers often list under Maybach.
  Maybach: ['57', '62', 'EQS SUV', 'GLS', 'S-Class', 'SL'],
  Mazda: [
    '323', '626', '929', 'B-Series', 'CX-3', 'CX-5', 'CX-7', 'CX-9', 'CX-30', 'CX-50', 'CX-70', 'CX-90', 'Mazda2', 'Mazda3',
    'Mazda5', 'Mazda6', 'Millenia', 'MPV', 'MX-3', 'MX-5 Miata', 'MX-6', 'MX-30', 'Navajo', 'Protege', 'RX-7', 'RX-8',
    'Tribute',
  ],
  McLaren: [
    '12C', '570GT', '570S', '600LT', '620R', '650S', '675LT', '720S', '750S', '765LT', 'Artura', 'Elva', 'GT', 'GTS', 'P1',
    'Senna', 'Speedtail', 'W1',
  ],
  'Mercedes-Benz': [
    'A-Class', 'AMG GT', 'B-Class', 'C-Class', 'CL-Class', 'CLA', 'CLE', 'CLK', 'CLS', 'E-Class', 'EQB', 'EQE', 'EQE SUV',
    'EQS', 'EQS SUV', 'G-Class', 'GL-Class', 'GLA', 'GLB', 'GLC', 'GLC Coupe', 'GLE', 'GLE Coupe', 'GLK', 'GLS', 'M-Class',
    'Metris', 'R-Class', 'S-Class', 'SL', 'SLC', 'SLK', 'SLR McLaren', 'SLS AMG', 'Sprinter',
  ],
  MINI: [
    'Cooper', 'Cooper Clubman', 'Cooper Convertible', 'Cooper Countryman', 'Cooper Coupe', 'Cooper Paceman',
    'Cooper Roadster', 'Cooper SE',
  ],
  Mitsubishi: [
    '3000GT', 'Diamante', 'Eclipse', 'Eclipse Cross', 'Endeavor', 'Galant', 'i-MiEV', 'Lancer', 'Lancer Evolution',
    'Mirage', 'Mirage G4', 'Montero', 'Montero Sport', 'Outlander', 'Outlander PHEV', 'Outlander Sport', 'Raider',
  ],
  Nissan: [
    '200SX', '240SX', '300ZX', '350Z', '370Z', 'Altima', 'Ariya', 'Armada', 'Cube', 'Frontier', 'GT-R', 'Juke', 'Kicks',
    'Leaf', 'Maxima', 'Murano', 'NV', 'NV200', 'Pathfinder', 'Quest', 'Rogue', 'Rogue Sport', 'Sentra', 'Titan', 'Titan XD',
    'Versa', 'Xterra', 'Z',
  ],
  Pagani: ['Huayra', 'Utopia', 'Zonda'],
  // Polestar names its cars by number: 'Polestar 2' reads as make and model.
  Polestar: ['1', '2', '3', '4'],
  Porsche: [
    '718 Boxster', '718 Cayman', '911', '918 Spyder', '928', '944', '968', 'Boxster', 'Carrera GT', 'Cayenne',
    'Cayenne Coupe', 'Cayman', 'Macan', 'Panamera', 'Taycan',
  ],
  Ram: ['1500', '1500 Classic', '2500', '3500', 'Dakota', 'ProMaster', 'ProMaster City'],
  Rivian: ['R1S', 'R1T', 'R2'],
  'Rolls-Royce': [
    'Corniche', 'Cullinan', 'Dawn', 'Ghost', 'Park Ward', 'Phantom', 'Silver Seraph', 'Silver Spirit', 'Silver Spur',
    'Spectre', 'Wraith',
  ],
  Subaru: [
    'Ascent', 'B9 Tribeca', 'Baja', 'BRZ', 'Crosstrek', 'Forester', 'Impreza', 'Justy', 'Legacy', 'Loyale', 'Outback',
    'Solterra', 'SVX', 'Tribeca', 'WRX', 'XV Crosstrek',
  ],
  Tesla: ['Cybertruck', 'Model 3', 'Model S', 'Model X', 'Model Y', 'Roadster'],
  Toyota: [
    '4Runner', '86', 'Avalon', 'bZ4X', 'C-HR', 'Camry', 'Camry Solara', 'Celica', 'Corolla', 'Corolla Cross',
    'Corolla Hatchback', 'Corolla iM', 'Cressida', 'Crown', 'Crown Signia', 'Echo', 'FJ Cruiser', 'GR Corolla', 'GR Supra',
    'GR86', 'Grand Highlander', 'Highlander', 'Land Cruiser', 'Matrix', 'Mirai', 'MR2', 'Paseo', 'Previa', 'Prius',
    'Prius c', 'Prius Prime', 'Prius v', 'RAV4', 'Sequoia', 'Sienna', 'Supra', 'T100', 'Tacoma', 'Tercel', 'Tundra',
    'Venza', 'Yaris',
  ],
  Volkswagen: [
    'Arteon', 'Atlas', 'Atlas Cross Sport', 'Beetle', 'Cabrio', 'CC', 'Corrado', 'e-Golf', 'Eos', 'EuroVan', 'Golf',
    'Golf GTI', 'Golf R', 'ID. Buzz', 'ID.4', 'Jetta', 'Jetta GLI', 'New Beetle', 'Passat', 'Phaeton', 'Rabbit', 'Routan',
    'Taos', 'Tiguan', 'Touareg',
  ],
  Volvo: [
    '240', '740', '850', '940', '960', 'C30', 'C40 Recharge', 'C70', 'EC40', 'EX30', 'EX40', 'EX90', 'S40', 'S60', 'S70', 'S80',
    'S90', 'V40', 'V50', 'V60', 'V60 Cross Country', 'V70', 'V90', 'V90 Cross Country', 'XC40', 'XC40 Recharge', 'XC60',
    'XC70', 'XC90',
  ],
} as const satisfies Record<string, readonly string[]>;

export type Make = keyof typeof makeModels;
export type ModelName<M extends Make> = (typeof makeModels)[M][number];

/** The 48 makes in the form's order (object keys keep their insertion order). */
export const listingMakes = Object.keys(makeModels) as Make[];
