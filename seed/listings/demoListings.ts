/**
 * The demo listings: realistic used premium and luxury cars across the country, with the seed seller's and three
 * more demo sellers' contact details. Fixed data (no randomness): every machine seeds the same cars, identified by
 * their VIN (17 characters with a valid ISO 3779 check digit). `listedDaysAgo` places each listing's createdAt
 * relative to the time the seed runs, so 'newest first' stays meaningful; `photos` is how many placeholder photos
 * the seed draws for it.
 */
import type {
  BodyType, Condition, Drivetrain, FuelType, Transmission, VehicleStatus,
} from '../../contract/catalog/listingOptions.ts';
import type { PresetFeature } from '../../contract/catalog/presetFeatures.ts';
import type { ExteriorColour, InteriorColour } from './palette.ts';
import type { DemoSellerKey } from './sellers.ts';

export interface DemoListing {
  /** Stable name of the listing's photo files. */
  slug: string;
  vin: string;
  year: number;
  make: string;
  model: string;
  trim?: string;
  mileage: number;
  price: number;
  condition: Condition;
  bodyType: BodyType;
  fuelType: FuelType;
  transmission: Transmission;
  drivetrain: Drivetrain;
  exteriorColor: ExteriorColour;
  interiorColor: InteriorColour;
  description: string;
  features: PresetFeature[];
  recentServices: string[];
  zipCode: string;
  /** 'City, ST' of the ZIP code, as the zip_codes table names it. */
  location: string;
  seller: DemoSellerKey;
  status: VehicleStatus;
  isFeatured: boolean;
  views: number;
  /** How long before the seed runs the listing was created, in days. */
  listedDaysAgo: number;
  /** Placeholder photos to draw: 3 to 5. */
  photos: number;
}

export const demoListings: readonly DemoListing[] = [
  {
    slug: '2022-bmw-m3-competition-xdrive', vin: 'WBSPJGKB5NS343149',
    year: 2022, make: 'BMW', model: 'M3', trim: 'Competition xDrive', mileage: 14200, price: 74900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Isle of Man Green Metallic', interiorColor: 'Kyalami Orange',
    description:
      'One owner, garage kept, with the Executive and Carbon Exterior packages. Front tires were replaced at 12,000 miles and it has never been tracked. A small rock chip on the hood is the only mark worth mentioning.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System',
      'Wireless Charging', 'Parking Sensors', 'Adaptive Cruise Control',
    ],
    recentServices: ['Oil service at 12,400 miles', 'New front tires at 12,000 miles'],
    zipCode: '90210', location: 'Beverly Hills, CA', seller: 'harper', status: 'approved', isFeatured: true,
    views: 1498, listedDaysAgo: 55.07, photos: 5,
  },
  {
    slug: '2021-bmw-x5-xdrive40i', vin: '5UXKJ8RV1MT124610',
    year: 2021, make: 'BMW', model: 'X5', trim: 'xDrive40i', mileage: 38500, price: 44800, condition: 'good',
    bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Alpine White', interiorColor: 'Coffee',
    description:
      'Premium and Parking Assistance packages, panoramic roof and a tow hitch. Serviced at the dealer on schedule; one curbed rear wheel shows light rash.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Power Door Locks', 'Wireless Charging', 'Automatic Emergency Braking',
    ],
    recentServices: ['Oil service and cabin filter at 36,100 miles', 'Front brake pads at 31,800 miles'],
    zipCode: '85255', location: 'Scottsdale, AZ', seller: 'harper', status: 'approved', isFeatured: false, views: 439,
    listedDaysAgo: 15.52, photos: 4,
  },
  {
    slug: '2019-bmw-5-series-540i-xdrive', vin: 'WBABCKNJ2KL379403',
    year: 2019, make: 'BMW', model: '5 Series', trim: '540i xDrive', mileage: 52300, price: 29900, condition: 'good',
    bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Carbon Black Metallic', interiorColor: 'Cognac',
    description:
      'Two owners, both in the Chicago area, and it wears its winters well. Includes a set of winter wheels on Pirelli Sottozero tires. The driver seat bolster shows some wear.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Keyless Entry',
      'Blind Spot Monitoring',
    ],
    recentServices: [
      'Spark plugs and oil service at 50,200 miles', 'New battery at 46,000 miles', 'Rear brakes at 44,500 miles',
    ],
    zipCode: '60611', location: 'Chicago, IL', seller: 'priya', status: 'approved', isFeatured: false, views: 240,
    listedDaysAgo: 11.66, photos: 5,
  },
  {
    slug: '2023-bmw-m4-competition-xdrive-convertible', vin: 'WBSEZHU88PE233981',
    year: 2023, make: 'BMW', model: 'M4', trim: 'Competition xDrive Convertible', mileage: 6800, price: 84500,
    condition: 'excellent', bodyType: 'convertible', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Portimao Blue Metallic', interiorColor: 'Black',
    description:
      'Driven mostly on weekends and stored in a covered garage. The soft top has no wear and all the original documents and both keys are here.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System',
      'Wireless Charging', 'Parking Sensors', 'Adaptive Cruise Control',
    ],
    recentServices: ['Break-in oil service at 1,200 miles'],
    zipCode: '33139', location: 'Miami Beach, FL', seller: 'diego', status: 'approved', isFeatured: true, views: 200,
    listedDaysAgo: 3.85, photos: 5,
  },
  {
    slug: '2020-bmw-x7-xdrive40i', vin: '5UXUCGHG8LJ984871',
    year: 2020, make: 'BMW', model: 'X7', trim: 'xDrive40i', mileage: 47900, price: 47500, condition: 'good',
    bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Black Sapphire Metallic', interiorColor: 'Ivory White',
    description:
      'Six-seat layout with second-row captain chairs, Luxury Seating package and the Sky Lounge roof. The ivory leather has been kept clean but has light creasing on the driver side.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Third Row Seating', 'Trailer Hitch',
    ],
    recentServices: [
      'Oil service at 45,000 miles', 'Four new tires at 40,300 miles', 'Transfer case fluid at 42,000 miles',
    ],
    zipCode: '75225', location: 'Dallas, TX', seller: 'diego', status: 'approved', isFeatured: false, views: 553,
    listedDaysAgo: 27.48, photos: 5,
  },
  {
    slug: '2024-bmw-i4-edrive40-gran-coupe', vin: 'WBYFFPSR3RY839375',
    year: 2024, make: 'BMW', model: 'i4', trim: 'eDrive40 Gran Coupe', mileage: 9100, price: 42900,
    condition: 'excellent', bodyType: '5-door-hatchback', fuelType: 'electric', transmission: 'automatic',
    drivetrain: 'rwd', exteriorColor: 'Brooklyn Grey Metallic', interiorColor: 'Black',
    description:
      'Bought new in 2024 and charged at home on a Level 2 charger. Battery health reads 98 percent. Selling because we need a third row.',
    features: [
      'Heated Seats', 'Navigation System', 'Backup Camera', 'Wireless Charging', 'Parking Sensors',
      'Adaptive Cruise Control', 'Automatic Emergency Braking',
    ],
    recentServices: ['Cabin filter and tire rotation at 8,000 miles'],
    zipCode: '94301', location: 'Palo Alto, CA', seller: 'seller', status: 'pending', isFeatured: false, views: 0,
    listedDaysAgo: 2.39, photos: 3,
  },
  {
    slug: '2016-bmw-3-series-328i-xdrive-sports-wagon', vin: 'WBARPAAT9GA761239',
    year: 2016, make: 'BMW', model: '3 Series', trim: '328i xDrive Sports Wagon', mileage: 88400, price: 15900,
    condition: 'fair', bodyType: 'wagon', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Mineral Grey Metallic', interiorColor: 'Saddle Brown',
    description:
      'A practical wagon with the Premium package. It has an oil leak at the valve cover gasket and the rear bumper has a scuff; both are priced in.',
    features: ['Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera'],
    recentServices: ['Oil change at 86,900 miles'],
    zipCode: '97205', location: 'Portland, OR', seller: 'seller', status: 'rejected', isFeatured: false, views: 7,
    listedDaysAgo: 5.37, photos: 5,
  },
  {
    slug: '2018-bmw-7-series-740i', vin: 'WBAJJVB68JK286604',
    year: 2018, make: 'BMW', model: '7 Series', trim: '740i', mileage: 41200, price: 33500, condition: 'good',
    bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'rwd',
    exteriorColor: 'Black Sapphire Metallic', interiorColor: 'Cognac',
    description:
      'Executive package with soft-close doors, massage seats and the Bowers and Wilkins sound system. Clean history, two keys, and the rear window shades all work.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Keyless Entry', 'Adaptive Cruise Control',
    ],
    recentServices: ['Oil service at 40,000 miles', 'Front and rear brakes at 36,200 miles'],
    zipCode: '22201', location: 'Arlington, VA', seller: 'priya', status: 'approved', isFeatured: false, views: 560,
    listedDaysAgo: 31.8, photos: 5,
  },
  {
    slug: '2021-mercedes-benz-s-class-s-580-4matic', vin: 'W1KZM0ML4MG689379',
    year: 2021, make: 'Mercedes-Benz', model: 'S-Class', trim: 'S 580 4MATIC', mileage: 18900, price: 89900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'awd', exteriorColor: 'Obsidian Black Metallic', interiorColor: 'Macchiato Beige',
    description:
      'First year of the new S-Class with the Executive Rear Seat package and the Burmester 4D system. One owner and chauffeur-maintained; the paint has ceramic coating.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Wireless Charging', 'Adaptive Cruise Control',
    ],
    recentServices: ['Service B at 17,800 miles', 'New rear tires at 15,600 miles'],
    zipCode: '06830', location: 'Greenwich, CT', seller: 'priya', status: 'approved', isFeatured: true, views: 1165,
    listedDaysAgo: 33.54, photos: 5,
  },
  {
    slug: '2020-mercedes-benz-gle-gle-350-4matic', vin: 'W1NKBNCJ6LP559027',
    year: 2020, make: 'Mercedes-Benz', model: 'GLE', trim: 'GLE 350 4MATIC', mileage: 41000, price: 36900,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Polar White', interiorColor: 'Black',
    description:
      'Premium package with the large dual screens and a panoramic roof. There is a parking-lot ding in the passenger rear door, shown in the photos.',
    features: [
      'Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Bluetooth Connectivity',
      'Keyless Entry', 'Blind Spot Monitoring',
    ],
    recentServices: ['Service A at 40,100 miles', 'Wiper blades and cabin filter at 40,100 miles'],
    zipCode: '30327', location: 'Atlanta, GA', seller: 'diego', status: 'approved', isFeatured: false, views: 716,
    listedDaysAgo: 46.27, photos: 4,
  },
  {
    slug: '2022-mercedes-benz-c-class-c-300-4matic-sedan', vin: 'W1KZE1K11NE895759',
    year: 2022, make: 'Mercedes-Benz', model: 'C-Class', trim: 'C 300 4MATIC Sedan', mileage: 22500, price: 36400,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'awd', exteriorColor: 'Selenite Grey Metallic', interiorColor: 'Sienna Brown',
    description:
      'The factory warranty has ended, but the prepaid maintenance plan transfers with the car. Non-smoker and no pets.',
    features: [
      'Heated Seats', 'Navigation System', 'Backup Camera', 'Wireless Charging', 'Keyless Entry',
      'Lane Departure Warning',
    ],
    recentServices: ['Service A at 20,000 miles'],
    zipCode: '77024', location: 'Houston, TX', seller: 'diego', status: 'approved', isFeatured: false, views: 198,
    listedDaysAgo: 11.33, photos: 3,
  },
  {
    slug: '2019-mercedes-benz-g-class-amg-g-63', vin: 'W1NVW0WF0KJ570022',
    year: 2019, make: 'Mercedes-Benz', model: 'G-Class', trim: 'AMG G 63', mileage: 27600, price: 139500,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: '4wd', exteriorColor: 'Obsidian Black Metallic', interiorColor: 'Classic Red',
    description:
      'AMG Night package and 22-inch forged wheels. Clear film on the front end since delivery; the underside has never seen off-road use.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Parking Sensors', 'Adaptive Cruise Control',
    ],
    recentServices: ['Service B at 26,000 miles', 'Differential fluids at 25,800 miles'],
    zipCode: '89135', location: 'Las Vegas, NV', seller: 'harper', status: 'approved', isFeatured: true, views: 1210,
    listedDaysAgo: 35.06, photos: 5,
  },
  {
    slug: '2023-mercedes-benz-eqs-eqs-450-plus-sedan', vin: 'W1KKJNY36PJ586361',
    year: 2023, make: 'Mercedes-Benz', model: 'EQS', trim: 'EQS 450+ Sedan', mileage: 8900, price: 58900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'electric', transmission: 'automatic', drivetrain: 'rwd',
    exteriorColor: 'High-Tech Silver Metallic', interiorColor: 'Neva Grey',
    description:
      'Pinnacle trim with the Hyperscreen. Range on a full charge is still about 340 miles in mild weather. Comes with the mobile charger and the wall adapter.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Wireless Charging',
      'Parking Sensors', 'Adaptive Cruise Control', 'Automatic Emergency Braking',
    ],
    recentServices: ['Cabin filter and brake fluid at 8,000 miles'],
    zipCode: '98004', location: 'Bellevue, WA', seller: 'harper', status: 'approved', isFeatured: false, views: 278,
    listedDaysAgo: 11.21, photos: 4,
  },
  {
    slug: '2017-mercedes-benz-e-class-e-300-4matic-sedan', vin: 'WDDLTYYV6HE990773',
    year: 2017, make: 'Mercedes-Benz', model: 'E-Class', trim: 'E 300 4MATIC Sedan', mileage: 71300, price: 19900,
    condition: 'good', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Iridium Silver Metallic', interiorColor: 'Black',
    description:
      'A well-kept commuter car with mostly highway miles. The original owner kept every receipt. Tires have about 60 percent tread left.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Bluetooth Connectivity', 'Power Door Locks'],
    recentServices: [
      'Service B at 70,000 miles', 'New battery at 66,000 miles', 'Transmission service at 60,000 miles',
    ],
    zipCode: '43215', location: 'Columbus, OH', seller: 'seller', status: 'approved', isFeatured: false, views: 683,
    listedDaysAgo: 27.44, photos: 5,
  },
  {
    slug: '2024-mercedes-benz-gls-gls-450-4matic', vin: 'W1NESZZX8RX267095',
    year: 2024, make: 'Mercedes-Benz', model: 'GLS', trim: 'GLS 450 4MATIC', mileage: 12400, price: 82500,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'awd', exteriorColor: 'Selenite Grey Metallic', interiorColor: 'Macchiato Beige',
    description:
      'Seven seats, E-Active Body Control and the Acoustic Comfort package. Still under the factory warranty.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Wireless Charging', 'Automatic Emergency Braking',
    ],
    recentServices: ['Service A at 10,000 miles'],
    zipCode: '07078', location: 'Short Hills, NJ', seller: 'priya', status: 'pending', isFeatured: false, views: 0,
    listedDaysAgo: 1.29, photos: 3,
  },
  {
    slug: '2015-mercedes-benz-sl-sl-550-roadster', vin: 'WDDADGM39FD551329',
    year: 2015, make: 'Mercedes-Benz', model: 'SL', trim: 'SL 550 Roadster', mileage: 39800, price: 32900,
    condition: 'good', bodyType: 'convertible', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'rwd', exteriorColor: 'Diamond White Metallic', interiorColor: 'Bengal Red',
    description:
      'Retractable hardtop works smoothly and the seals were replaced last year. Florida car with no rust; the red leather has minor creasing.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['Roof seals replaced at 38,900 miles', 'Service B at 38,900 miles'],
    zipCode: '33480', location: 'Palm Beach, FL', seller: 'diego', status: 'approved', isFeatured: false, views: 419,
    listedDaysAgo: 46.68, photos: 5,
  },
  {
    slug: '2022-porsche-911-carrera-s-coupe', vin: 'WP0UHKVJXNN405686',
    year: 2022, make: 'Porsche', model: '911', trim: 'Carrera S Coupe', mileage: 11300, price: 129900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'rwd', exteriorColor: 'Carrara White Metallic', interiorColor: 'Black',
    description:
      'Sport Chrono, front-axle lift and the sport exhaust. Full front clear bra, no track days, and a clean Carfax. Both keys and the window sticker are included.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System',
      'Parking Sensors',
    ],
    recentServices: ['Annual service at 10,000 miles'],
    zipCode: '92660', location: 'Newport Beach, CA', seller: 'harper', status: 'approved', isFeatured: true,
    views: 458, listedDaysAgo: 10.41, photos: 5,
  },
  {
    slug: '2019-porsche-cayenne', vin: 'WP1CZ0G54KA628768',
    year: 2019, make: 'Porsche', model: 'Cayenne', mileage: 44600, price: 42500, condition: 'good', bodyType: 'suv',
    fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Jet Black Metallic', interiorColor: 'Mojave Beige',
    description:
      'Premium package Plus with the panoramic roof and heated rear seats. The front windshield has a small star chip outside the driver sightline.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Parking Sensors',
    ],
    recentServices: ['Oil service at 40,000 miles', 'Spark plugs at 40,000 miles'],
    zipCode: '80206', location: 'Denver, CO', seller: 'seller', status: 'approved', isFeatured: false, views: 315,
    listedDaysAgo: 6.68, photos: 3,
  },
  {
    slug: '2021-porsche-taycan-4s', vin: 'WP0YCJJS8MT558912',
    year: 2021, make: 'Porsche', model: 'Taycan', trim: '4S', mileage: 19800, price: 62900, condition: 'excellent',
    bodyType: 'sedan', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Frozen Blue Metallic', interiorColor: 'Chalk',
    description:
      'Performance Battery Plus and the 19.5 kW on-board charger. Battery and drive units are under warranty until 2029.',
    features: [
      'Heated Seats', 'Navigation System', 'Backup Camera', 'Wireless Charging', 'Premium Sound System',
      'Parking Sensors', 'Adaptive Cruise Control',
    ],
    recentServices: ['Cabin filter and brake fluid at 18,000 miles'],
    zipCode: '94123', location: 'San Francisco, CA', seller: 'harper', status: 'approved', isFeatured: false,
    views: 441, listedDaysAgo: 26.8, photos: 4,
  },
  {
    slug: '2018-porsche-macan-s', vin: 'WP1LSYY66JD446299',
    year: 2018, make: 'Porsche', model: 'Macan', trim: 'S', mileage: 58200, price: 30900, condition: 'good',
    bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '7-speed-dual-clutch', drivetrain: 'awd',
    exteriorColor: 'Volcano Grey Metallic', interiorColor: 'Black',
    description:
      'Used year-round in Park City on a set of winter tires, which come with it. Spark plug and PDK service records are in the folder.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Blind Spot Monitoring', 'All-Wheel Drive'],
    recentServices: ['PDK fluid service at 55,000 miles', 'New brake pads at 52,000 miles'],
    zipCode: '84060', location: 'Park City, UT', seller: 'seller', status: 'approved', isFeatured: false, views: 315,
    listedDaysAgo: 43.08, photos: 4,
  },
  {
    slug: '2016-porsche-911-carrera-4s-cabriolet', vin: 'WP0TGUS37GU867115',
    year: 2016, make: 'Porsche', model: '911', trim: 'Carrera 4S Cabriolet', mileage: 36400, price: 86900,
    condition: 'excellent', bodyType: 'convertible', fuelType: 'premium-gasoline',
    transmission: '7-speed-dual-clutch', drivetrain: 'awd', exteriorColor: 'GT Silver Metallic',
    interiorColor: 'Bordeaux Red',
    description:
      'Sport Chrono and the Bose audio package. The top was replaced under warranty in 2019. No accidents.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Premium Sound System', 'Parking Sensors'],
    recentServices: ['Annual service at 35,000 miles', 'Spark plugs at 32,000 miles'],
    zipCode: '85255', location: 'Scottsdale, AZ', seller: 'harper', status: 'sold', isFeatured: false, views: 924,
    listedDaysAgo: 52.53, photos: 5,
  },
  {
    slug: '2023-porsche-718-cayman-gts-4-0', vin: 'WP0SJ6TK8PV820541',
    year: 2023, make: 'Porsche', model: '718 Cayman', trim: 'GTS 4.0', mileage: 4200, price: 109900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: 'manual',
    drivetrain: 'rwd', exteriorColor: 'Guards Red', interiorColor: 'Black',
    description:
      'Six-speed manual with the Sport Chrono and full bucket seats. Driven gently on weekends; it has never been on a track.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['First service at 3,500 miles'],
    zipCode: '30327', location: 'Atlanta, GA', seller: 'diego', status: 'approved', isFeatured: false, views: 412,
    listedDaysAgo: 15.86, photos: 4,
  },
  {
    slug: '2020-porsche-panamera-4', vin: 'WP0UFGBE3LG178403',
    year: 2020, make: 'Porsche', model: 'Panamera', trim: '4', mileage: 33100, price: 58500, condition: 'good',
    bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Night Blue Metallic', interiorColor: 'Black',
    description:
      'Comfort seats, Bose audio and the panoramic roof. Light swirl marks in the paint could use a polish; mechanically it needs nothing.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System',
      'Adaptive Cruise Control',
    ],
    recentServices: ['Oil service at 30,000 miles', 'Four new tires at 28,400 miles'],
    zipCode: '37215', location: 'Nashville, TN', seller: 'seller', status: 'approved', isFeatured: false, views: 820,
    listedDaysAgo: 46.24, photos: 4,
  },
  {
    slug: '2022-lexus-rx-rx-350-f-sport-handling-awd', vin: 'JTJTAEG17NS851498',
    year: 2022, make: 'Lexus', model: 'RX', trim: 'RX 350 F SPORT Handling AWD', mileage: 26700, price: 43900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Ultra White', interiorColor: 'Circuit Red',
    description:
      'Mark Levinson audio and the head-up display. One owner who serviced it at the same Lexus dealer since new.',
    features: [
      'Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Premium Sound System',
      'Blind Spot Monitoring',
    ],
    recentServices: ['Oil and filter at 25,000 miles', 'Tire rotation at 25,000 miles'],
    zipCode: '78746', location: 'Austin, TX', seller: 'diego', status: 'approved', isFeatured: false, views: 651,
    listedDaysAgo: 56.03, photos: 4,
  },
  {
    slug: '2020-lexus-es-es-350-ultra-luxury', vin: 'JTHDLPNU3LD901226',
    year: 2020, make: 'Lexus', model: 'ES', trim: 'ES 350 Ultra Luxury', mileage: 31900, price: 32500,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'gasoline', transmission: '8-speed-automatic',
    drivetrain: 'fwd', exteriorColor: 'Eminent White Pearl', interiorColor: 'Parchment',
    description:
      'Quiet, comfortable and very well kept. Garage kept in Orlando and never smoked in.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Keyless Entry',
    ],
    recentServices: ['Oil and filter at 30,000 miles', 'Engine and cabin air filters at 30,000 miles'],
    zipCode: '32801', location: 'Orlando, FL', seller: 'diego', status: 'approved', isFeatured: false, views: 463,
    listedDaysAgo: 24.76, photos: 3,
  },
  {
    slug: '2019-lexus-lx-lx-570-three-row', vin: 'JTJPL9MP1KY816587',
    year: 2019, make: 'Lexus', model: 'LX', trim: 'LX 570 Three-Row', mileage: 49500, price: 72900, condition: 'good',
    bodyType: 'suv', fuelType: 'gasoline', transmission: '8-speed-automatic', drivetrain: '4wd',
    exteriorColor: 'Nebula Gray Pearl', interiorColor: 'Black',
    description:
      'Luxury package with the rear entertainment screens. It has towed a small boat a few times a summer; the transmission cooler is stock.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Trailer Hitch',
    ],
    recentServices: [
      'Oil and filter at 48,000 miles', 'Brake fluid flush at 45,000 miles', 'New battery at 44,000 miles',
    ],
    zipCode: '73116', location: 'Oklahoma City, OK', seller: 'seller', status: 'approved', isFeatured: false,
    views: 419, listedDaysAgo: 11.05, photos: 3,
  },
  {
    slug: '2023-lexus-nx-nx-450h-plus-luxury-awd', vin: 'JTJMENWE9PA252009',
    year: 2023, make: 'Lexus', model: 'NX', trim: 'NX 450h+ Luxury AWD', mileage: 11800, price: 52900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'plug-in-hybrid', transmission: 'cvt', drivetrain: 'awd',
    exteriorColor: 'Iridium', interiorColor: 'Rich Cream',
    description:
      'Plug-in hybrid with about 37 miles of electric range; most commuting was done on electricity. Comes with the factory charging cable.',
    features: [
      'Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Wireless Charging',
      'Blind Spot Monitoring', 'Adaptive Cruise Control',
    ],
    recentServices: ['First maintenance at 10,000 miles'],
    zipCode: '98112', location: 'Seattle, WA', seller: 'harper', status: 'approved', isFeatured: false, views: 330,
    listedDaysAgo: 10.84, photos: 5,
  },
  {
    slug: '2021-lexus-lc-lc-500-coupe', vin: 'JTHRL1TA7MN265708',
    year: 2021, make: 'Lexus', model: 'LC', trim: 'LC 500 Coupe', mileage: 14600, price: 79900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'rwd', exteriorColor: 'Infrared', interiorColor: 'Black',
    description:
      'Performance package with the carbon roof and active rear steering. Paint protection film on the front and rocker panels.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Premium Sound System', 'Parking Sensors'],
    recentServices: ['Oil and filter at 14,000 miles'],
    zipCode: '20815', location: 'Chevy Chase, MD', seller: 'priya', status: 'approved', isFeatured: false, views: 666,
    listedDaysAgo: 41.52, photos: 5,
  },
  {
    slug: '2014-lexus-is-is-250-awd', vin: 'JTHFCJE81EY317220',
    year: 2014, make: 'Lexus', model: 'IS', trim: 'IS 250 AWD', mileage: 102300, price: 14900, condition: 'good',
    bodyType: 'sedan', fuelType: 'gasoline', transmission: 'automatic', drivetrain: 'awd', exteriorColor: 'Obsidian',
    interiorColor: 'Black',
    description:
      'High miles but it has always been maintained. The carbon build-up service was done at 95,000 miles. A crack in the front bumper cover is visible in the photos.',
    features: ['Heated Seats', 'Backup Camera', 'Bluetooth Connectivity', 'Sunroof/Moonroof'],
    recentServices: ['Intake valve cleaning at 95,000 miles', 'Oil and filter at 101,500 miles'],
    zipCode: '40207', location: 'Louisville, KY', seller: 'seller', status: 'rejected', isFeatured: false, views: 6,
    listedDaysAgo: 16.04, photos: 3,
  },
  {
    slug: '2023-land-rover-range-rover-p400-se', vin: 'SALPSLM20PK847985',
    year: 2023, make: 'Land Rover', model: 'Range Rover', trim: 'P400 SE', mileage: 10900, price: 119500,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: '4wd', exteriorColor: 'Santorini Black Metallic', interiorColor: 'Caraway',
    description:
      'Fifth-generation Range Rover with the Signature Interior and the Meridian system. One owner, garaged in Manhattan and mostly used for weekend drives.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Wireless Charging', 'Adaptive Cruise Control',
    ],
    recentServices: ['First service at 10,000 miles'],
    zipCode: '10021', location: 'New York, NY', seller: 'priya', status: 'approved', isFeatured: true, views: 521,
    listedDaysAgo: 18.16, photos: 5,
  },
  {
    slug: '2021-land-rover-defender-110-se-p400', vin: 'SALMM4AYXME256813',
    year: 2021, make: 'Land Rover', model: 'Defender', trim: '110 SE P400', mileage: 28300, price: 59900,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: '4wd', exteriorColor: 'Pangea Green Metallic', interiorColor: 'Ebony',
    description:
      'Explore pack with the expedition roof rack, side-mounted gear carrier and the tow hitch receiver. Some pinstriping on the lower doors from trail use.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Roof Rack', 'Trailer Hitch', 'All-Wheel Drive'],
    recentServices: ['Service at 26,000 miles', 'Four new all-terrain tires at 24,000 miles'],
    zipCode: '80302', location: 'Boulder, CO', seller: 'seller', status: 'approved', isFeatured: false, views: 475,
    listedDaysAgo: 17.16, photos: 4,
  },
  {
    slug: '2019-land-rover-range-rover-sport-hse-dynamic', vin: 'SALLRPW60KR552080',
    year: 2019, make: 'Land Rover', model: 'Range Rover Sport', trim: 'HSE Dynamic', mileage: 45700, price: 38500,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: '4wd', exteriorColor: 'Fuji White', interiorColor: 'Ebony',
    description:
      'Supercharged V6 with the Drive Pro package. The air suspension compressor was replaced at 41,000 miles with a receipt.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System',
    ],
    recentServices: ['Air suspension compressor at 41,000 miles', 'Oil service at 44,000 miles'],
    zipCode: '28207', location: 'Charlotte, NC', seller: 'diego', status: 'approved', isFeatured: false, views: 852,
    listedDaysAgo: 48.01, photos: 3,
  },
  {
    slug: '2020-land-rover-range-rover-velar-p250-r-dynamic-s', vin: 'SALHVYAW9LY752994',
    year: 2020, make: 'Land Rover', model: 'Range Rover Velar', trim: 'P250 R-Dynamic S', mileage: 37200,
    price: 35900, condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Firenze Red Metallic', interiorColor: 'Ebony',
    description:
      'Touch Pro Duo screens, panoramic roof and 20-inch wheels. Minnesota car with a full undercoating; there is no rust.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Blind Spot Monitoring'],
    recentServices: ['Oil service at 36,000 miles', 'New brake pads at 33,000 miles'],
    zipCode: '55416', location: 'Minneapolis, MN', seller: 'priya', status: 'approved', isFeatured: false, views: 481,
    listedDaysAgo: 24.76, photos: 4,
  },
  {
    slug: '2016-land-rover-discovery-sport-hse', vin: 'SALWWMVM9GT121414',
    year: 2016, make: 'Land Rover', model: 'Discovery Sport', trim: 'HSE', mileage: 84000, price: 13900,
    condition: 'fair', bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Kaikoura Stone', interiorColor: 'Almond',
    description:
      'Runs and drives, but the check-engine light is on for a turbo boost sensor and the rear hatch strut is weak. Priced for someone who can handle that.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Backup Camera', 'Roof Rack'],
    recentServices: ['Oil change at 80,000 miles'],
    zipCode: '15238', location: 'Pittsburgh, PA', seller: 'priya', status: 'rejected', isFeatured: false, views: 4,
    listedDaysAgo: 6.64, photos: 5,
  },
  {
    slug: '2022-audi-rs-6-avant', vin: 'WUAWLGVPXNX693970',
    year: 2022, make: 'Audi', model: 'RS 6 Avant', mileage: 15700, price: 109900, condition: 'excellent',
    bodyType: 'wagon', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Nardo Gray', interiorColor: 'Black',
    description:
      'Executive and Black Optic packages with the ceramic brakes. Kept in a heated garage and washed by hand only.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Adaptive Cruise Control',
    ],
    recentServices: ['Oil service at 15,000 miles', 'Brake fluid at 15,000 miles'],
    zipCode: '02116', location: 'Boston, MA', seller: 'priya', status: 'approved', isFeatured: true, views: 1153,
    listedDaysAgo: 28.55, photos: 5,
  },
  {
    slug: '2021-audi-q7-55-premium-plus-quattro', vin: 'WA1YL0R05MC444762',
    year: 2021, make: 'Audi', model: 'Q7', trim: '55 Premium Plus quattro', mileage: 34600, price: 41900,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Glacier White Metallic', interiorColor: 'Sarder Brown',
    description:
      'Seven seats, Convenience package and the Bang and Olufsen system. Third row has rarely been used and looks new.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'All-Wheel Drive',
    ],
    recentServices: ['Oil service at 30,000 miles', 'Four new tires at 31,500 miles'],
    zipCode: '46032', location: 'Carmel, IN', seller: 'priya', status: 'approved', isFeatured: false, views: 489,
    listedDaysAgo: 24.09, photos: 3,
  },
  {
    slug: '2023-audi-e-tron-gt-quattro', vin: 'WAUJCPGT6PM288823',
    year: 2023, make: 'Audi', model: 'e-tron GT', trim: 'quattro', mileage: 9400, price: 74500,
    condition: 'excellent', bodyType: '4-door-sedan', fuelType: 'electric', transmission: 'automatic',
    drivetrain: 'awd', exteriorColor: 'Tactical Green Metallic', interiorColor: 'Black',
    description:
      'Carbon roof and the Prestige package with the Bang and Olufsen 3D system. Charged mostly at home; no DC fast charging in the last year.',
    features: [
      'Heated Seats', 'Navigation System', 'Backup Camera', 'Premium Sound System', 'Wireless Charging',
      'Adaptive Cruise Control',
    ],
    recentServices: ['Cabin filter at 9,000 miles'],
    zipCode: '92037', location: 'La Jolla, CA', seller: 'harper', status: 'approved', isFeatured: false, views: 210,
    listedDaysAgo: 3.92, photos: 4,
  },
  {
    slug: '2019-audi-a4-2-0t-premium-plus-quattro', vin: 'WAULELSJ5KL876065',
    year: 2019, make: 'Audi', model: 'A4', trim: '2.0T Premium Plus quattro', mileage: 47800, price: 23400,
    condition: 'good', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '7-speed-dual-clutch',
    drivetrain: 'awd', exteriorColor: 'Navarra Blue Metallic', interiorColor: 'Atlas Beige',
    description:
      'Virtual cockpit and the S line sport package. The S tronic transmission fluid was changed at 40,000 miles.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Blind Spot Monitoring'],
    recentServices: ['S tronic service at 40,000 miles', 'Oil service at 45,000 miles'],
    zipCode: '19103', location: 'Philadelphia, PA', seller: 'priya', status: 'approved', isFeatured: false,
    views: 116, listedDaysAgo: 2.8, photos: 5,
  },
  {
    slug: '2020-audi-r8-v10-performance-coupe', vin: 'WUAJV7RG4LF839409',
    year: 2020, make: 'Audi', model: 'R8', trim: 'V10 performance Coupe', mileage: 8900, price: 159900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: '7-speed-dual-clutch',
    drivetrain: 'awd', exteriorColor: 'Kemora Gray Metallic', interiorColor: 'Black',
    description:
      'Carbon exterior package and the Bang and Olufsen system. Garaged, with paint protection film covering the whole car.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Premium Sound System', 'Parking Sensors'],
    recentServices: ['Annual service at 8,500 miles'],
    zipCode: '33301', location: 'Fort Lauderdale, FL', seller: 'diego', status: 'sold', isFeatured: false,
    views: 1117, listedDaysAgo: 33.49, photos: 4,
  },
  {
    slug: '2023-chevrolet-corvette-stingray-2lt-coupe', vin: '1G1LEUAD9PM977088',
    year: 2023, make: 'Chevrolet', model: 'Corvette', trim: 'Stingray 2LT Coupe', mileage: 7900, price: 72900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'rwd', exteriorColor: 'Torch Red', interiorColor: 'Jet Black',
    description:
      'Z51 performance package with the front lift and the performance exhaust. Delivered through the National Corvette Museum program; the removable roof panel has no scratches.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Premium Sound System', 'Blind Spot Monitoring'],
    recentServices: ['Oil change at 7,500 miles'],
    zipCode: '42101', location: 'Bowling Green, KY', seller: 'seller', status: 'approved', isFeatured: true,
    views: 1295, listedDaysAgo: 58.72, photos: 5,
  },
  {
    slug: '2021-chevrolet-tahoe-high-country-4wd', vin: '1GNHDARF7MK824678',
    year: 2021, make: 'Chevrolet', model: 'Tahoe', trim: 'High Country 4WD', mileage: 39200, price: 59800,
    condition: 'good', bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Black', interiorColor: 'Jet Black',
    description:
      'The 6.2-liter V8 with Air Ride adaptive suspension and the Max Trailering package. Seats seven with second-row captain chairs.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Trailer Hitch',
    ],
    recentServices: ['Oil change at 38,000 miles', 'Four new tires at 35,000 miles'],
    zipCode: '78209', location: 'San Antonio, TX', seller: 'diego', status: 'approved', isFeatured: false, views: 284,
    listedDaysAgo: 16.28, photos: 4,
  },
  {
    slug: '2019-chevrolet-corvette-grand-sport-2lt-convertible', vin: '1G1GY5EG4KD378482',
    year: 2019, make: 'Chevrolet', model: 'Corvette', trim: 'Grand Sport 2LT Convertible', mileage: 19600,
    price: 62500, condition: 'excellent', bodyType: 'convertible', fuelType: 'premium-gasoline',
    transmission: 'manual', drivetrain: 'rwd', exteriorColor: 'Long Beach Red Metallic', interiorColor: 'Jet Black',
    description:
      'Seven-speed manual with the magnetic ride control. The power top is quiet and the interior is clean.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['Oil change at 19,000 miles', 'Clutch fluid at 18,000 miles'],
    zipCode: '33629', location: 'Tampa, FL', seller: 'diego', status: 'approved', isFeatured: false, views: 955,
    listedDaysAgo: 50.94, photos: 3,
  },
  {
    slug: '2017-chevrolet-tahoe-lt-4wd', vin: '1GNCW1S56HV627091',
    year: 2017, make: 'Chevrolet', model: 'Tahoe', trim: 'LT 4WD', mileage: 96800, price: 24900, condition: 'good',
    bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Summit White', interiorColor: 'Cocoa',
    description:
      'A family hauler with high highway miles. The rear seat has a small tear and the A/C was recharged last summer.',
    features: ['Heated Seats', 'Leather Interior', 'Backup Camera', 'Third Row Seating', 'Trailer Hitch'],
    recentServices: ['A/C recharge at 92,000 miles', 'Oil change at 95,000 miles'],
    zipCode: '68114', location: 'Omaha, NE', seller: 'seller', status: 'rejected', isFeatured: false, views: 8,
    listedDaysAgo: 4.07, photos: 5,
  },
  {
    slug: '2022-chevrolet-silverado-1500-ltz-crew-cab-4wd', vin: '1GCNM4BY4NP704463',
    year: 2022, make: 'Chevrolet', model: 'Silverado 1500', trim: 'LTZ Crew Cab 4WD', mileage: 31600, price: 46900,
    condition: 'excellent', bodyType: 'truck', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Satin Steel Metallic', interiorColor: 'Jet Black',
    description:
      'Z71 package, multi-flex tailgate and a spray-in bed liner. Never used for commercial work.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Trailer Hitch', 'Remote Start',
    ],
    recentServices: ['Oil change at 30,000 miles', 'Tire rotation at 30,000 miles'],
    zipCode: '83702', location: 'Boise, ID', seller: 'harper', status: 'approved', isFeatured: false, views: 784,
    listedDaysAgo: 49.06, photos: 3,
  },
  {
    slug: '2022-tesla-model-s-long-range-awd', vin: '5YJCSULL1NX469802',
    year: 2022, make: 'Tesla', model: 'Model S', trim: 'Long Range AWD', mileage: 24300, price: 49900,
    condition: 'excellent', bodyType: '5-door-hatchback', fuelType: 'electric', transmission: 'automatic',
    drivetrain: 'awd', exteriorColor: 'Pearl White Multi-Coat', interiorColor: 'Black',
    description:
      'Refreshed design with the yoke replaced by the round wheel. Enhanced Autopilot is included; Full Self-Driving is not.',
    features: [
      'Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Wireless Charging',
      'Parking Sensors', 'Adaptive Cruise Control',
    ],
    recentServices: ['Tire rotation at 22,000 miles', 'Cabin filter at 20,000 miles'],
    zipCode: '92618', location: 'Irvine, CA', seller: 'harper', status: 'approved', isFeatured: false, views: 858,
    listedDaysAgo: 47.51, photos: 3,
  },
  {
    slug: '2023-tesla-model-y-long-range-awd', vin: '7SAZY5LH1PH401543',
    year: 2023, make: 'Tesla', model: 'Model Y', trim: 'Long Range AWD', mileage: 18200, price: 32900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Midnight Silver Metallic', interiorColor: 'Black',
    description:
      'Seven-seat option with the fold-flat third row. One owner who charged at home.',
    features: [
      'Heated Seats', 'Navigation System', 'Backup Camera', 'Wireless Charging', 'Third Row Seating',
      'Automatic Emergency Braking',
    ],
    recentServices: ['Tire rotation at 17,000 miles'],
    zipCode: '80206', location: 'Denver, CO', seller: 'seller', status: 'approved', isFeatured: false, views: 97,
    listedDaysAgo: 5.09, photos: 3,
  },
  {
    slug: '2021-tesla-model-3-performance', vin: '5YJSTYNA3MZ448559',
    year: 2021, make: 'Tesla', model: 'Model 3', trim: 'Performance', mileage: 29500, price: 29900, condition: 'good',
    bodyType: 'sedan', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Red Multi-Coat', interiorColor: 'White',
    description:
      'The white seats have been treated with a protective coating and clean up well. Battery capacity is about 94 percent of new.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Wireless Charging'],
    recentServices: ['New rear tires at 27,000 miles', 'Brake fluid test at 25,000 miles'],
    zipCode: '98112', location: 'Seattle, WA', seller: 'harper', status: 'approved', isFeatured: false, views: 292,
    listedDaysAgo: 5.43, photos: 3,
  },
  {
    slug: '2020-tesla-model-x-long-range-plus', vin: '5YJJC3W13LA747088',
    year: 2020, make: 'Tesla', model: 'Model X', trim: 'Long Range Plus', mileage: 41800, price: 46500,
    condition: 'good', bodyType: 'suv', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Deep Blue Metallic', interiorColor: 'Cream',
    description:
      'Six-seat layout with captain chairs in the second row. The falcon-wing door sensors were recalibrated under warranty.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Third Row Seating', 'Wireless Charging'],
    recentServices: ['Falcon-wing door calibration at 38,000 miles', 'Cabin HEPA filter at 36,000 miles'],
    zipCode: '89135', location: 'Las Vegas, NV', seller: 'harper', status: 'approved', isFeatured: false, views: 231,
    listedDaysAgo: 9.07, photos: 5,
  },
  {
    slug: '2023-cadillac-escalade-premium-luxury-platinum-4wd', vin: '1GYECNF21PZ282071',
    year: 2023, make: 'Cadillac', model: 'Escalade', trim: 'Premium Luxury Platinum 4WD', mileage: 14600,
    price: 98900, condition: 'excellent', bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic',
    drivetrain: '4wd', exteriorColor: 'Black Raven', interiorColor: 'Jet Black',
    description:
      'Super Cruise, the AKG 36-speaker audio and the rear-seat entertainment screens. Ceramic coating applied at delivery.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Third Row Seating', 'Trailer Hitch',
    ],
    recentServices: ['Oil change at 14,000 miles'],
    zipCode: '48009', location: 'Birmingham, MI', seller: 'priya', status: 'approved', isFeatured: false, views: 289,
    listedDaysAgo: 11.67, photos: 4,
  },
  {
    slug: '2024-cadillac-lyriq-luxury-awd', vin: '1GYJAZP58RF768109',
    year: 2024, make: 'Cadillac', model: 'Lyriq', trim: 'Luxury AWD', mileage: 6100, price: 46900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Opulent Blue Metallic', interiorColor: 'Sky Cool Gray',
    description:
      'Dual motor with the Comfort and Convenience package. Listed by the original owner with the factory charging cable.',
    features: [
      'Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Wireless Charging',
      'Adaptive Cruise Control',
    ],
    recentServices: ['Tire rotation at 6,000 miles'],
    zipCode: '48009', location: 'Birmingham, MI', seller: 'priya', status: 'pending', isFeatured: false, views: 0,
    listedDaysAgo: 0.24, photos: 4,
  },
  {
    slug: '2019-cadillac-ct6-platinum-awd', vin: '1G6AX9CR2KA385205',
    year: 2019, make: 'Cadillac', model: 'CT6', trim: 'Platinum AWD', mileage: 39800, price: 36900, condition: 'good',
    bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Stellar Black Metallic', interiorColor: 'Maple Sugar',
    description:
      'Twin-turbo V6, night vision and the Panasonic Akustic audio. The rear seats massage and heat; everything works.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System',
    ],
    recentServices: ['Oil change at 38,000 miles', 'Spark plugs at 36,000 miles'],
    zipCode: '63124', location: 'Saint Louis, MO', seller: 'seller', status: 'approved', isFeatured: false,
    views: 829, listedDaysAgo: 52.63, photos: 3,
  },
  {
    slug: '2022-cadillac-ct5-v-blackwing', vin: '1G6DYHK91NH173509',
    year: 2022, make: 'Cadillac', model: 'CT5-V', trim: 'Blackwing', mileage: 7800, price: 84900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'manual',
    drivetrain: 'rwd', exteriorColor: 'Electric Blue', interiorColor: 'Jet Black',
    description:
      'Six-speed manual with the carbon fiber package. Two documented autocross days; the brake pads and fluid were done after them.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['Brake pads and fluid at 7,200 miles', 'Oil change at 7,200 miles'],
    zipCode: '28207', location: 'Charlotte, NC', seller: 'diego', status: 'approved', isFeatured: false, views: 290,
    listedDaysAgo: 3.62, photos: 4,
  },
  {
    slug: '2023-genesis-g90-3-5t-e-supercharger-awd', vin: 'KMTVKPFM1PT774304',
    year: 2023, make: 'Genesis', model: 'G90', trim: '3.5T E-Supercharger AWD', mileage: 12600, price: 69900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Vik Black', interiorColor: 'Dune Beige',
    description:
      'Top trim with the rear-seat comfort package and the soft-close doors. Every complimentary maintenance visit is on record.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Wireless Charging', 'Adaptive Cruise Control',
    ],
    recentServices: ['Complimentary maintenance at 10,000 miles'],
    zipCode: '92618', location: 'Irvine, CA', seller: 'harper', status: 'approved', isFeatured: false, views: 134,
    listedDaysAgo: 2.7, photos: 5,
  },
  {
    slug: '2022-genesis-gv80-3-5t-advanced-plus-awd', vin: 'KMTGCZVZXNS448650',
    year: 2022, make: 'Genesis', model: 'GV80', trim: '3.5T Advanced+ AWD', mileage: 27300, price: 49900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Savile Silver', interiorColor: 'Havana Brown',
    description:
      'Advanced Plus with the Lexicon audio and the third-row delete. The Havana Brown leather is in excellent shape.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Wireless Charging', 'Automatic Emergency Braking',
    ],
    recentServices: ['Oil change at 25,000 miles', 'Tire rotation at 25,000 miles'],
    zipCode: '27607', location: 'Raleigh, NC', seller: 'diego', status: 'approved', isFeatured: false, views: 276,
    listedDaysAgo: 30.67, photos: 4,
  },
  {
    slug: '2021-genesis-g70-3-3t-sport-awd', vin: 'KMTEDWWF8ME883817',
    year: 2021, make: 'Genesis', model: 'G70', trim: '3.3T Sport AWD', mileage: 34900, price: 31500,
    condition: 'good', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Melbourne Gray', interiorColor: 'Black',
    description:
      'Sport package with the Brembo brakes and limited-slip differential. The front lip has a scrape from a parking curb.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Blind Spot Monitoring'],
    recentServices: ['Oil change at 33,000 miles'],
    zipCode: '21201', location: 'Baltimore, MD', seller: 'priya', status: 'approved', isFeatured: false, views: 398,
    listedDaysAgo: 17.21, photos: 3,
  },
  {
    slug: '2022-volvo-xc90-recharge-t8-inscription', vin: 'YV4KCLVV0NK258873',
    year: 2022, make: 'Volvo', model: 'XC90', trim: 'Recharge T8 Inscription', mileage: 22600, price: 52900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'plug-in-hybrid', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Crystal White Metallic', interiorColor: 'Blond',
    description:
      'Plug-in hybrid with the Bowers and Wilkins audio and the air suspension. Seven seats with the integrated booster cushion.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Premium Sound System',
    ],
    recentServices: ['Maintenance at 20,000 miles'],
    zipCode: '02903', location: 'Providence, RI', seller: 'priya', status: 'approved', isFeatured: false, views: 372,
    listedDaysAgo: 12.22, photos: 5,
  },
  {
    slug: '2021-volvo-v90-cross-country-t6-awd', vin: 'YV1GYUJGXMG101080',
    year: 2021, make: 'Volvo', model: 'V90', trim: 'Cross Country T6 AWD', mileage: 32800, price: 38900,
    condition: 'excellent', bodyType: 'wagon', fuelType: 'gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Pine Grey Metallic', interiorColor: 'Maroon Brown',
    description:
      'Lounge package with massage front seats and the tow hitch. Vermont winters on proper snow tires, which are included.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Roof Rack',
      'All-Wheel Drive',
    ],
    recentServices: ['Maintenance at 30,000 miles', 'Rear wiper and cabin filter at 30,000 miles'],
    zipCode: '05401', location: 'Burlington, VT', seller: 'priya', status: 'approved', isFeatured: false, views: 480,
    listedDaysAgo: 44.49, photos: 4,
  },
  {
    slug: '2019-volvo-s60-t6-r-design-awd', vin: 'YV1KLZWR0KR646786',
    year: 2019, make: 'Volvo', model: 'S60', trim: 'T6 R-Design AWD', mileage: 44100, price: 24500, condition: 'good',
    bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Fusion Red Metallic', interiorColor: 'Charcoal',
    description:
      'Harman Kardon audio and the Pilot Assist. The second owner kept it garaged.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Blind Spot Monitoring'],
    recentServices: ['Maintenance at 40,000 miles', 'New battery at 41,500 miles'],
    zipCode: '53211', location: 'Milwaukee, WI', seller: 'priya', status: 'sold', isFeatured: false, views: 791,
    listedDaysAgo: 30.9, photos: 4,
  },
  {
    slug: '2024-volvo-xc40-recharge-twin-ultimate', vin: 'YV4LLEYB4RA395991',
    year: 2024, make: 'Volvo', model: 'XC40 Recharge', trim: 'Twin Ultimate', mileage: 5200, price: 44900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Sage Green', interiorColor: 'Charcoal',
    description:
      'Dual motor with the Harman Kardon audio and the heat pump for winter range. Practically new.',
    features: [
      'Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Wireless Charging',
      'Adaptive Cruise Control',
    ],
    recentServices: ['Pre-delivery inspection only'],
    zipCode: '55416', location: 'Minneapolis, MN', seller: 'priya', status: 'pending', isFeatured: false, views: 0,
    listedDaysAgo: 0.75, photos: 4,
  },
  {
    slug: '2021-jaguar-f-type-r-coupe-awd', vin: 'SAJZXKVK9MK906510',
    year: 2021, make: 'Jaguar', model: 'F-TYPE', trim: 'R Coupe AWD', mileage: 16800, price: 69900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Santorini Black', interiorColor: 'Mars Red',
    description:
      'The 575-horsepower supercharged V8 with the switchable exhaust. No modifications.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Premium Sound System', 'Parking Sensors'],
    recentServices: ['Oil service at 16,000 miles'],
    zipCode: '75225', location: 'Dallas, TX', seller: 'diego', status: 'sold', isFeatured: false, views: 381,
    listedDaysAgo: 38.71, photos: 4,
  },
  {
    slug: '2020-jaguar-f-pace-25t-prestige', vin: 'SADTETUS2LG309061',
    year: 2020, make: 'Jaguar', model: 'F-PACE', trim: '25t Prestige', mileage: 42100, price: 26900,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Firenze Red', interiorColor: 'Ebony',
    description:
      'Cold Climate package with the heated steering wheel and windshield. A small dent in the tailgate is shown in the last photo.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Blind Spot Monitoring'],
    recentServices: ['Oil service at 40,000 miles', 'Front brake pads at 38,000 miles'],
    zipCode: '64113', location: 'Kansas City, MO', seller: 'seller', status: 'approved', isFeatured: false,
    views: 967, listedDaysAgo: 56.42, photos: 5,
  },
  {
    slug: '2019-jaguar-i-pace-hse-ev400', vin: 'SADUEJZT1KF524333',
    year: 2019, make: 'Jaguar', model: 'I-PACE', trim: 'HSE EV400', mileage: 31400, price: 27900, condition: 'good',
    bodyType: 'suv', fuelType: 'electric', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Caesium Blue Metallic', interiorColor: 'Siena Tan',
    description:
      'Air suspension and the Meridian audio. Battery was checked by the dealer at 30,000 miles with no degradation flags.',
    features: ['Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera'],
    recentServices: ['Battery health check at 30,000 miles', 'Cabin filter at 30,000 miles'],
    zipCode: '94123', location: 'San Francisco, CA', seller: 'harper', status: 'approved', isFeatured: false,
    views: 391, listedDaysAgo: 36.48, photos: 3,
  },
  {
    slug: '2022-maserati-mc20', vin: 'ZAMVP4BS8ND131406',
    year: 2022, make: 'Maserati', model: 'MC20', mileage: 3100, price: 214900, condition: 'excellent',
    bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: 'rwd',
    exteriorColor: 'Bianco Audace', interiorColor: 'Black',
    description:
      'Carbon exterior package and the Sonus faber audio. Driven 3,100 miles, stored on a battery tender, full clear bra.',
    features: ['Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['Annual service at 2,900 miles'],
    zipCode: '33480', location: 'Palm Beach, FL', seller: 'diego', status: 'approved', isFeatured: true, views: 334,
    listedDaysAgo: 6.59, photos: 5,
  },
  {
    slug: '2019-maserati-levante-s-gransport-q4', vin: 'ZN6ZVDUD7KA338004',
    year: 2019, make: 'Maserati', model: 'Levante', trim: 'S GranSport Q4', mileage: 36700, price: 39900,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Blu Emozione', interiorColor: 'Rosso',
    description:
      'Twin-turbo V6 with the Bowers and Wilkins audio. The red leather has light wear on the driver bolster.',
    features: ['Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera'],
    recentServices: ['Annual service at 35,000 miles', 'Spark plugs at 34,000 miles'],
    zipCode: '07078', location: 'Short Hills, NJ', seller: 'priya', status: 'approved', isFeatured: false, views: 290,
    listedDaysAgo: 7.94, photos: 3,
  },
  {
    slug: '2018-maserati-ghibli-s-q4', vin: 'ZAMXGBYG6JH697356',
    year: 2018, make: 'Maserati', model: 'Ghibli', trim: 'S Q4', mileage: 48300, price: 26500, condition: 'good',
    bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Nero Ribelle', interiorColor: 'Cuoio',
    description:
      'Luxury package with the Harman Kardon audio. Serviced by the New Orleans dealer; the paint has some light scratches on the rear bumper.',
    features: ['Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera'],
    recentServices: ['Annual service at 46,000 miles', 'New tires at 44,000 miles'],
    zipCode: '70115', location: 'New Orleans, LA', seller: 'diego', status: 'approved', isFeatured: false, views: 253,
    listedDaysAgo: 19.28, photos: 3,
  },
  {
    slug: '2021-bentley-continental-gt-v8-coupe', vin: 'SCBRJAWLXML446417',
    year: 2021, make: 'Bentley', model: 'Continental GT', trim: 'V8 Coupe', mileage: 9600, price: 179900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'awd', exteriorColor: 'Glacier White', interiorColor: 'Beluga',
    description:
      'Mulliner Driving Specification and the rotating display. Always garaged and serviced by the Greenwich dealer.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System',
      'Parking Sensors', 'Adaptive Cruise Control',
    ],
    recentServices: ['Annual service at 9,000 miles'],
    zipCode: '06830', location: 'Greenwich, CT', seller: 'priya', status: 'approved', isFeatured: false, views: 976,
    listedDaysAgo: 47.19, photos: 5,
  },
  {
    slug: '2020-bentley-bentayga-v8', vin: 'SCBMPSXF0LA227256',
    year: 2020, make: 'Bentley', model: 'Bentayga', trim: 'V8', mileage: 22400, price: 119900, condition: 'excellent',
    bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Onyx', interiorColor: 'Saddle',
    description:
      'Touring Specification with the Naim audio and the all-terrain package. Kept in a heated garage in Park City.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Adaptive Cruise Control',
    ],
    recentServices: ['Annual service at 20,000 miles'],
    zipCode: '84060', location: 'Park City, UT', seller: 'seller', status: 'approved', isFeatured: false, views: 605,
    listedDaysAgo: 18.82, photos: 5,
  },
  {
    slug: '2017-bentley-flying-spur-w12', vin: 'SCBXG9B12HZ463823',
    year: 2017, make: 'Bentley', model: 'Flying Spur', trim: 'W12', mileage: 28900, price: 72500, condition: 'good',
    bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Moonbeam', interiorColor: 'Linen',
    description:
      'Mulliner Specification with the diamond-quilted seats and the rear picnic tables. The W12 runs strongly and the service history is complete.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System',
    ],
    recentServices: ['Annual service at 28,000 miles', 'New tires at 26,000 miles'],
    zipCode: '60611', location: 'Chicago, IL', seller: 'priya', status: 'approved', isFeatured: false, views: 611,
    listedDaysAgo: 34.45, photos: 5,
  },
  {
    slug: '2021-aston-martin-dbx', vin: 'SCFFPTVW5MD495428',
    year: 2021, make: 'Aston Martin', model: 'DBX', mileage: 12900, price: 109500, condition: 'excellent',
    bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Satin Xenon Grey', interiorColor: 'Obsidian Black',
    description:
      'First-year DBX with the ventilated front seats and the 360-degree camera. All recalls have been completed.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System',
    ],
    recentServices: ['Annual service at 12,000 miles'],
    zipCode: '77024', location: 'Houston, TX', seller: 'diego', status: 'approved', isFeatured: false, views: 505,
    listedDaysAgo: 16.16, photos: 4,
  },
  {
    slug: '2019-aston-martin-db11-v8-coupe', vin: 'SCFYHPG90KZ358594',
    year: 2019, make: 'Aston Martin', model: 'DB11', trim: 'V8 Coupe', mileage: 14300, price: 99900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'rwd', exteriorColor: 'Magnetic Silver', interiorColor: 'Obsidian Black',
    description:
      'The AMG-sourced twin-turbo V8 with the Bang and Olufsen audio. Clean, with no paint correction needed.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['Annual service at 13,500 miles'],
    zipCode: '20815', location: 'Chevy Chase, MD', seller: 'priya', status: 'approved', isFeatured: false, views: 821,
    listedDaysAgo: 44.09, photos: 3,
  },
  {
    slug: '2022-aston-martin-vantage-roadster', vin: 'SCFHSJH19NX538308',
    year: 2022, make: 'Aston Martin', model: 'Vantage', trim: 'Roadster', mileage: 4900, price: 139900,
    condition: 'excellent', bodyType: 'convertible', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'rwd', exteriorColor: 'Aston Martin Racing Green', interiorColor: 'Oxford Tan',
    description:
      'Z-fold roof that opens in under seven seconds. Driven on sunny Naples weekends and stored indoors.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Premium Sound System'],
    recentServices: ['Annual service at 4,500 miles'],
    zipCode: '34102', location: 'Naples, FL', seller: 'diego', status: 'approved', isFeatured: false, views: 236,
    listedDaysAgo: 6.92, photos: 3,
  },
  {
    slug: '2020-rolls-royce-cullinan', vin: 'SCAPYZSU6LA974129',
    year: 2020, make: 'Rolls-Royce', model: 'Cullinan', mileage: 11200, price: 289900, condition: 'excellent',
    bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'awd',
    exteriorColor: 'Arctic White', interiorColor: 'Seashell',
    description:
      'Viewing Suite, Starlight Headliner and lambswool floor mats. Maintained under the factory program with all records.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System', 'Tinted Windows',
    ],
    recentServices: ['Annual service at 10,500 miles'],
    zipCode: '90210', location: 'Beverly Hills, CA', seller: 'harper', status: 'approved', isFeatured: true,
    views: 1345, listedDaysAgo: 43.56, photos: 5,
  },
  {
    slug: '2018-rolls-royce-ghost-series-ii', vin: 'SCAEKYA81JE713780',
    year: 2018, make: 'Rolls-Royce', model: 'Ghost', trim: 'Series II', mileage: 19800, price: 159900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'rwd', exteriorColor: 'Black Diamond', interiorColor: 'Moccasin',
    description:
      'Rear theatre configuration and the picnic tables. Chauffeur-driven and serviced by Rolls-Royce Manhattan.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System',
    ],
    recentServices: ['Annual service at 19,000 miles', 'New tires at 17,500 miles'],
    zipCode: '10021', location: 'New York, NY', seller: 'priya', status: 'approved', isFeatured: false, views: 1162,
    listedDaysAgo: 55.87, photos: 3,
  },
  {
    slug: '2017-rolls-royce-dawn', vin: 'SCAATWT83HT218564',
    year: 2017, make: 'Rolls-Royce', model: 'Dawn', mileage: 14500, price: 189900, condition: 'excellent',
    bodyType: 'convertible', fuelType: 'premium-gasoline', transmission: '8-speed-automatic', drivetrain: 'rwd',
    exteriorColor: 'Salamanca Blue', interiorColor: 'Seashell',
    description:
      'Four-seat convertible with the teak deck panel. Arizona car, garaged, with the roof kept conditioned.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Premium Sound System'],
    recentServices: ['Annual service at 14,000 miles'],
    zipCode: '85255', location: 'Scottsdale, AZ', seller: 'harper', status: 'pending', isFeatured: false, views: 0,
    listedDaysAgo: 2.72, photos: 5,
  },
  {
    slug: '2022-ford-f-150-raptor-supercrew', vin: '1FTWDAL89NW246987',
    year: 2022, make: 'Ford', model: 'F-150', trim: 'Raptor SuperCrew', mileage: 21300, price: 71900,
    condition: 'excellent', bodyType: 'truck', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Oxford White', interiorColor: 'Black',
    description:
      '37 Performance package with the Fox Live Valve shocks. Stock, never lifted, and the bed liner is spray-in.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Trailer Hitch', 'Remote Start'],
    recentServices: ['Oil change at 20,000 miles', 'Tire rotation at 20,000 miles'],
    zipCode: '76107', location: 'Fort Worth, TX', seller: 'diego', status: 'approved', isFeatured: false, views: 798,
    listedDaysAgo: 50.17, photos: 5,
  },
  {
    slug: '2020-ford-mustang-shelby-gt500', vin: '1FAUBBXN9LG108997',
    year: 2020, make: 'Ford', model: 'Mustang', trim: 'Shelby GT500', mileage: 5600, price: 74900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: '7-speed-dual-clutch',
    drivetrain: 'rwd', exteriorColor: 'Grabber Lime', interiorColor: 'Ebony',
    description:
      'Handling package and the Recaro seats. Stored in a climate-controlled garage with a cover.',
    features: ['Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['Oil change at 5,000 miles'],
    zipCode: '48226', location: 'Detroit, MI', seller: 'seller', status: 'approved', isFeatured: false, views: 401,
    listedDaysAgo: 24.59, photos: 5,
  },
  {
    slug: '2021-ford-bronco-wildtrak-4-door', vin: '1FMYJTZP2MZ229291',
    year: 2021, make: 'Ford', model: 'Bronco', trim: 'Wildtrak 4-Door', mileage: 24800, price: 47900,
    condition: 'good', bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Cactus Gray', interiorColor: 'Black',
    description:
      'Sasquatch package with the hard top. Light trail rash on the rock rails; the underbody has been inspected.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Roof Rack', 'Trailer Hitch'],
    recentServices: ['Oil change at 24,000 miles', 'Alignment at 22,000 miles'],
    zipCode: '80206', location: 'Denver, CO', seller: 'seller', status: 'approved', isFeatured: false, views: 253,
    listedDaysAgo: 14.08, photos: 5,
  },
  {
    slug: '2023-ford-expedition-platinum-max-4x4', vin: '1FMCE5PGXPC782470',
    year: 2023, make: 'Ford', model: 'Expedition', trim: 'Platinum Max 4x4', mileage: 19500, price: 66900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Agate Black Metallic', interiorColor: 'Sandstone',
    description:
      'Extended-length Max with BlueCruise and the heavy-duty trailer tow package. Eight seats with the bench second row.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Trailer Hitch',
    ],
    recentServices: ['Oil change at 18,000 miles'],
    zipCode: '68114', location: 'Omaha, NE', seller: 'seller', status: 'approved', isFeatured: false, views: 182,
    listedDaysAgo: 15.6, photos: 5,
  },
  {
    slug: '2021-toyota-land-cruiser-heritage-edition', vin: 'JTMBC6HL2MF273994',
    year: 2021, make: 'Toyota', model: 'Land Cruiser', trim: 'Heritage Edition', mileage: 29800, price: 87900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'gasoline', transmission: '8-speed-automatic',
    drivetrain: '4wd', exteriorColor: 'Midnight Black Metallic', interiorColor: 'Black',
    description:
      'One of the final US Land Cruisers, with the bronze wheels and the roof rack. Two-row Heritage Edition.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Roof Rack',
    ],
    recentServices: ['Oil and filter at 28,000 miles', 'Differential fluids at 25,000 miles'],
    zipCode: '83702', location: 'Boise, ID', seller: 'harper', status: 'approved', isFeatured: false, views: 316,
    listedDaysAgo: 19.9, photos: 3,
  },
  {
    slug: '2023-toyota-tundra-platinum-crewmax-4x4', vin: '5TFLLFXV4PN700657',
    year: 2023, make: 'Toyota', model: 'Tundra', trim: 'Platinum CrewMax 4x4', mileage: 17900, price: 58900,
    condition: 'excellent', bodyType: 'truck', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Lunar Rock', interiorColor: 'Black',
    description:
      'Twin-turbo V6 with the TRD Off-Road package and the panoramic roof. Bed cover fitted from new.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Trailer Hitch',
    ],
    recentServices: ['Oil and filter at 15,000 miles'],
    zipCode: '73116', location: 'Oklahoma City, OK', seller: 'seller', status: 'pending', isFeatured: false, views: 0,
    listedDaysAgo: 0.74, photos: 3,
  },
  {
    slug: '2020-toyota-4runner-trd-pro', vin: 'JTECAACG3LE181803',
    year: 2020, make: 'Toyota', model: '4Runner', trim: 'TRD Pro', mileage: 38400, price: 45900, condition: 'good',
    bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd', exteriorColor: 'Army Green',
    interiorColor: 'Black',
    description:
      'Fox shocks and the TRD skid plate. Used for camping trips with a roof-top tent, which is not included.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Roof Rack', 'Trailer Hitch'],
    recentServices: ['Oil and filter at 37,000 miles', 'New brake pads at 34,000 miles'],
    zipCode: '84103', location: 'Salt Lake City, UT', seller: 'harper', status: 'approved', isFeatured: false,
    views: 199, listedDaysAgo: 6.21, photos: 3,
  },
  {
    slug: '2019-toyota-camry-xse-v6', vin: '4T1JDZN74KL847846',
    year: 2019, make: 'Toyota', model: 'Camry', trim: 'XSE V6', mileage: 58700, price: 24400, condition: 'good',
    bodyType: 'sedan', fuelType: 'gasoline', transmission: '8-speed-automatic', drivetrain: 'fwd',
    exteriorColor: 'Wind Chill Pearl', interiorColor: 'Black',
    description:
      'The 301-horsepower V6 with the panoramic roof. Routine dealer service and no accidents.',
    features: [
      'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Bluetooth Connectivity', 'Blind Spot Monitoring',
    ],
    recentServices: ['Oil and filter at 55,000 miles', 'New tires at 50,000 miles'],
    zipCode: '32801', location: 'Orlando, FL', seller: 'seller', status: 'sold', isFeatured: false, views: 498,
    listedDaysAgo: 25.29, photos: 5,
  },
  {
    slug: '2022-toyota-sienna-platinum-awd', vin: '5TDUMXMA0NV139890',
    year: 2022, make: 'Toyota', model: 'Sienna', trim: 'Platinum AWD', mileage: 26400, price: 45500,
    condition: 'excellent', bodyType: 'minivan', fuelType: 'hybrid', transmission: 'cvt', drivetrain: 'awd',
    exteriorColor: 'Celestial Silver Metallic', interiorColor: 'Noble Brown',
    description:
      'Seven seats with the long-slide second-row captain chairs. The hybrid all-wheel drive averaged 34 mpg on our road trips.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating',
    ],
    recentServices: ['Oil and filter at 25,000 miles', 'Tire rotation at 25,000 miles'],
    zipCode: '29401', location: 'Charleston, SC', seller: 'diego', status: 'approved', isFeatured: false, views: 446,
    listedDaysAgo: 37.93, photos: 4,
  },
  {
    slug: '2023-honda-accord-touring-hybrid', vin: '1HGFPDAD6PR799871',
    year: 2023, make: 'Honda', model: 'Accord', trim: 'Touring Hybrid', mileage: 12800, price: 34900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'hybrid', transmission: 'cvt', drivetrain: 'fwd',
    exteriorColor: 'Canyon River Blue Metallic', interiorColor: 'Black',
    description:
      'Google built-in, Bose audio and the head-up display. Averages 44 mpg in mixed driving.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Wireless Charging',
    ],
    recentServices: ['Oil and filter at 10,000 miles'],
    zipCode: '45208', location: 'Cincinnati, OH', seller: 'seller', status: 'approved', isFeatured: false, views: 308,
    listedDaysAgo: 13.73, photos: 4,
  },
  {
    slug: '2021-honda-odyssey-elite', vin: '5FNZUDL44MD882383',
    year: 2021, make: 'Honda', model: 'Odyssey', trim: 'Elite', mileage: 41300, price: 33900, condition: 'good',
    bodyType: 'minivan', fuelType: 'gasoline', transmission: 'automatic', drivetrain: 'fwd',
    exteriorColor: 'Modern Steel Metallic', interiorColor: 'Mocha',
    description:
      'Rear entertainment, CabinWatch and the vacuum. Kids have been careful, but there are a few scuffs on the rear door sill.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating',
    ],
    recentServices: ['Oil and filter at 40,000 miles', 'Rear brake pads at 37,000 miles'],
    zipCode: '46204', location: 'Indianapolis, IN', seller: 'seller', status: 'approved', isFeatured: false,
    views: 212, listedDaysAgo: 9.81, photos: 5,
  },
  {
    slug: '2023-honda-civic-type-r', vin: 'SHHVNHY03PJ455074',
    year: 2023, make: 'Honda', model: 'Civic Type R', mileage: 8400, price: 46900, condition: 'excellent',
    bodyType: '5-door-hatchback', fuelType: 'premium-gasoline', transmission: 'manual', drivetrain: 'fwd',
    exteriorColor: 'Championship White', interiorColor: 'Red',
    description:
      'Bought at MSRP and driven on weekends. Stock, no modifications, with the original window sticker.',
    features: ['Navigation System', 'Backup Camera', 'Wireless Charging', 'Blind Spot Monitoring'],
    recentServices: ['Oil and filter at 7,500 miles'],
    zipCode: '15238', location: 'Pittsburgh, PA', seller: 'priya', status: 'approved', isFeatured: false, views: 704,
    listedDaysAgo: 34.8, photos: 5,
  },
  {
    slug: '2022-jeep-grand-wagoneer-series-iii', vin: '1C4CUBG54NK845895',
    year: 2022, make: 'Jeep', model: 'Grand Wagoneer', trim: 'Series III', mileage: 21000, price: 69900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: '4wd', exteriorColor: 'Baltic Gray Metallic', interiorColor: 'Global Black',
    description:
      'McIntosh audio, the passenger screen and the rear seat entertainment. Quadra-Lift air suspension works as it should.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Premium Sound System',
    ],
    recentServices: ['Oil change at 20,000 miles'],
    zipCode: '37215', location: 'Nashville, TN', seller: 'seller', status: 'approved', isFeatured: false, views: 341,
    listedDaysAgo: 21.27, photos: 4,
  },
  {
    slug: '2021-jeep-wrangler-unlimited-rubicon-392', vin: '1C4WPJYE4MN102289',
    year: 2021, make: 'Jeep', model: 'Wrangler', trim: 'Unlimited Rubicon 392', mileage: 12900, price: 74900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: '4wd', exteriorColor: 'Granite Crystal Metallic', interiorColor: 'Black',
    description:
      'The 470-horsepower V8 with the Sky One-Touch power top. Bought new in Santa Fe and never driven off-road beyond gravel roads.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Trailer Hitch'],
    recentServices: ['Oil change at 12,000 miles'],
    zipCode: '87501', location: 'Santa Fe, NM', seller: 'harper', status: 'approved', isFeatured: false, views: 465,
    listedDaysAgo: 19.32, photos: 4,
  },
  {
    slug: '2018-jeep-grand-cherokee-trackhawk', vin: '1C4MKPRN7JM603539',
    year: 2018, make: 'Jeep', model: 'Grand Cherokee', trim: 'Trackhawk', mileage: 32600, price: 62500,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'awd', exteriorColor: 'Diamond Black Crystal Pearl', interiorColor: 'Black',
    description:
      'Supercharged 707-horsepower V8 and the Harman Kardon audio. Tires are new; the front rotors were replaced with them.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Premium Sound System',
    ],
    recentServices: ['New tires and front rotors at 31,000 miles', 'Oil change at 31,000 miles'],
    zipCode: '35213', location: 'Birmingham, AL', seller: 'diego', status: 'approved', isFeatured: false, views: 252,
    listedDaysAgo: 17.6, photos: 3,
  },
  {
    slug: '2022-ram-1500-trx-crew-cab-4x4', vin: '1C6TN1M42NB248240',
    year: 2022, make: 'Ram', model: '1500', trim: 'TRX Crew Cab 4x4', mileage: 14900, price: 79900,
    condition: 'excellent', bodyType: 'truck', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: '4wd', exteriorColor: 'Hydro Blue Pearl', interiorColor: 'Black',
    description:
      'Level 2 equipment group with the Harman Kardon audio and the bed-mounted spare. Not used for towing.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Trailer Hitch'],
    recentServices: ['Oil change at 14,000 miles'],
    zipCode: '79705', location: 'Midland, TX', seller: 'diego', status: 'approved', isFeatured: false, views: 357,
    listedDaysAgo: 35.78, photos: 3,
  },
  {
    slug: '2020-ram-2500-laramie-crew-cab-4x4', vin: '3C6KGXX18LC249124',
    year: 2020, make: 'Ram', model: '2500', trim: 'Laramie Crew Cab 4x4', mileage: 64800, price: 51900,
    condition: 'good', bodyType: 'truck', fuelType: 'diesel', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Bright White', interiorColor: 'Mountain Brown',
    description:
      'The 6.7-liter Cummins with the fifth-wheel prep and an aftermarket bed cover. Has towed a travel trailer; all DEF and fuel filter services are documented.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Trailer Hitch'],
    recentServices: [
      'Fuel filters at 60,000 miles', 'Oil change at 63,500 miles', 'Transmission service at 60,000 miles',
    ],
    zipCode: '59102', location: 'Billings, MT', seller: 'harper', status: 'approved', isFeatured: false, views: 336,
    listedDaysAgo: 26.74, photos: 4,
  },
  {
    slug: '2023-gmc-yukon-denali-4wd', vin: '1GKWANHS5PG771490',
    year: 2023, make: 'GMC', model: 'Yukon', trim: 'Denali 4WD', mileage: 18700, price: 71900, condition: 'excellent',
    bodyType: 'suv', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'White Frost Tricoat', interiorColor: 'Teak',
    description:
      'The 6.2-liter V8 with the Bose Performance audio and the power running boards. Seven seats with second-row captain chairs.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Trailer Hitch',
    ],
    recentServices: ['Oil change at 17,500 miles'],
    zipCode: '64113', location: 'Kansas City, MO', seller: 'seller', status: 'approved', isFeatured: false,
    views: 444, listedDaysAgo: 31.24, photos: 3,
  },
  {
    slug: '2022-gmc-sierra-1500-at4-crew-cab', vin: '1GTPERCZ2NH374164',
    year: 2022, make: 'GMC', model: 'Sierra 1500', trim: 'AT4 Crew Cab', mileage: 26900, price: 52900,
    condition: 'excellent', bodyType: 'truck', fuelType: 'gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Onyx Black', interiorColor: 'Jet Black',
    description:
      'MultiPro tailgate, the 6.2-liter V8 and a two-inch factory lift. Bed cover and the trailer brake controller included.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Trailer Hitch', 'Remote Start'],
    recentServices: ['Oil change at 25,000 miles', 'Tire rotation at 25,000 miles'],
    zipCode: '82001', location: 'Cheyenne, WY', seller: 'harper', status: 'approved', isFeatured: false, views: 154,
    listedDaysAgo: 18.17, photos: 4,
  },
  {
    slug: '2022-acura-mdx-type-s-advance', vin: '5J8NHCAE7NG462615',
    year: 2022, make: 'Acura', model: 'MDX', trim: 'Type S Advance', mileage: 24100, price: 52900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: 'awd', exteriorColor: 'Apex Blue Pearl', interiorColor: 'Ebony',
    description:
      'Air suspension, the ELS Studio 3D audio and the massaging front seats. Dealer-maintained.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating',
    ],
    recentServices: ['Oil and filter at 22,000 miles'],
    zipCode: '28207', location: 'Charlotte, NC', seller: 'diego', status: 'approved', isFeatured: false, views: 428,
    listedDaysAgo: 25.95, photos: 4,
  },
  {
    slug: '2023-acura-integra-a-spec-technology', vin: '19UBB7YJ0PN616806',
    year: 2023, make: 'Acura', model: 'Integra', trim: 'A-Spec Technology', mileage: 9800, price: 32500,
    condition: 'excellent', bodyType: '5-door-hatchback', fuelType: 'premium-gasoline', transmission: 'manual',
    drivetrain: 'fwd', exteriorColor: 'Tiger Eye Pearl', interiorColor: 'Red',
    description:
      'Six-speed manual with the limited-slip differential. One owner, non-smoker.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Wireless Charging'],
    recentServices: ['Oil and filter at 8,000 miles'],
    zipCode: '45208', location: 'Cincinnati, OH', seller: 'seller', status: 'pending', isFeatured: false, views: 0,
    listedDaysAgo: 0.71, photos: 5,
  },
  {
    slug: '2021-infiniti-qx80-premium-select-4wd', vin: 'JN8HT0XP3MV385855',
    year: 2021, make: 'Infiniti', model: 'QX80', trim: 'Premium Select 4WD', mileage: 39600, price: 44900,
    condition: 'good', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: '4wd',
    exteriorColor: 'Black Obsidian', interiorColor: 'Wheat',
    description:
      'Eight seats, the Bose audio and the rear entertainment package. There is a small chip in the windshield.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating',
    ],
    recentServices: ['Oil and filter at 38,000 miles', 'Four new tires at 35,000 miles'],
    zipCode: '38117', location: 'Memphis, TN', seller: 'diego', status: 'approved', isFeatured: false, views: 465,
    listedDaysAgo: 16.83, photos: 4,
  },
  {
    slug: '2019-infiniti-q50-red-sport-400-awd', vin: 'JN1EL5N84KN258796',
    year: 2019, make: 'Infiniti', model: 'Q50', trim: 'Red Sport 400 AWD', mileage: 41700, price: 27900,
    condition: 'good', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Dynamic Sunstone Red', interiorColor: 'Graphite',
    description:
      'Twin-turbo V6 with the Sensory package. Stock except for window tint.',
    features: ['Heated Seats', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera', 'Blind Spot Monitoring'],
    recentServices: ['Oil and filter at 40,000 miles', 'Spark plugs at 40,000 miles'],
    zipCode: '46032', location: 'Carmel, IN', seller: 'priya', status: 'approved', isFeatured: false, views: 707,
    listedDaysAgo: 31.35, photos: 5,
  },
  {
    slug: '2022-lincoln-navigator-reserve-4x4', vin: '5LMKRKEX0NB690336',
    year: 2022, make: 'Lincoln', model: 'Navigator', trim: 'Reserve 4x4', mileage: 27400, price: 72900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: '4wd', exteriorColor: 'Pristine White Metallic Tri-Coat', interiorColor: 'Sandstone',
    description:
      'Reserve II package with the massaging seats and the Revel Ultima audio. Seven seats.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating', 'Premium Sound System',
    ],
    recentServices: ['Oil change at 25,000 miles'],
    zipCode: '35213', location: 'Birmingham, AL', seller: 'diego', status: 'approved', isFeatured: false, views: 367,
    listedDaysAgo: 40.04, photos: 3,
  },
  {
    slug: '2021-lincoln-aviator-grand-touring-awd', vin: '5LMJKRZVXMF627477',
    year: 2021, make: 'Lincoln', model: 'Aviator', trim: 'Grand Touring AWD', mileage: 29300, price: 44500,
    condition: 'good', bodyType: 'suv', fuelType: 'plug-in-hybrid', transmission: 'automatic', drivetrain: 'awd',
    exteriorColor: 'Flight Blue Metallic', interiorColor: 'Ebony',
    description:
      'Plug-in hybrid with about 20 miles of electric range and 494 combined horsepower. Revel audio and the adaptive suspension.',
    features: [
      'Heated Seats', 'Leather Interior', 'Sunroof/Moonroof', 'Navigation System', 'Backup Camera',
      'Third Row Seating',
    ],
    recentServices: ['Oil change at 28,000 miles', '12-volt battery at 26,000 miles'],
    zipCode: '53211', location: 'Milwaukee, WI', seller: 'priya', status: 'approved', isFeatured: false, views: 500,
    listedDaysAgo: 46.25, photos: 3,
  },
  {
    slug: '2020-alfa-romeo-giulia-quadrifoglio', vin: 'ZARFLEMH7LG405871',
    year: 2020, make: 'Alfa Romeo', model: 'Giulia', trim: 'Quadrifoglio', mileage: 18600, price: 49900,
    condition: 'excellent', bodyType: 'sedan', fuelType: 'premium-gasoline', transmission: '8-speed-automatic',
    drivetrain: 'rwd', exteriorColor: 'Rosso Competizione Tri-Coat', interiorColor: 'Black',
    description:
      'Carbon fiber roof, carbon ceramic brakes and the Sparco seats. Engine and transmission services are up to date.',
    features: ['Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System'],
    recentServices: ['Annual service at 18,000 miles', 'Spark plugs at 16,000 miles'],
    zipCode: '98112', location: 'Seattle, WA', seller: 'harper', status: 'approved', isFeatured: false, views: 739,
    listedDaysAgo: 50.09, photos: 3,
  },
  {
    slug: '2019-mclaren-720s-performance', vin: 'SBMMRAKJXKD874944',
    year: 2019, make: 'McLaren', model: '720S', trim: 'Performance', mileage: 7400, price: 229900,
    condition: 'excellent', bodyType: 'coupe', fuelType: 'premium-gasoline', transmission: '7-speed-dual-clutch',
    drivetrain: 'rwd', exteriorColor: 'Papaya Spark', interiorColor: 'Black',
    description:
      'Track telemetry and the front lift. Full paint protection film and stored on a tender.',
    features: ['Leather Interior', 'Navigation System', 'Backup Camera', 'Premium Sound System', 'Parking Sensors'],
    recentServices: ['Annual service at 7,000 miles'],
    zipCode: '90210', location: 'Beverly Hills, CA', seller: 'harper', status: 'approved', isFeatured: false,
    views: 276, listedDaysAgo: 3.18, photos: 4,
  },
  {
    slug: '2022-subaru-outback-onyx-edition-xt', vin: '4S4BSUM56NX155081',
    year: 2022, make: 'Subaru', model: 'Outback', trim: 'Onyx Edition XT', mileage: 28100, price: 31900,
    condition: 'excellent', bodyType: 'wagon', fuelType: 'gasoline', transmission: 'cvt', drivetrain: 'awd',
    exteriorColor: 'Autumn Green Metallic', interiorColor: 'Gray',
    description:
      'Turbocharged with the water-repellent seats and the ladder-type roof rails. All-weather mats since new.',
    features: ['Heated Seats', 'Navigation System', 'Backup Camera', 'Roof Rack', 'All-Wheel Drive'],
    recentServices: ['Oil and filter at 27,000 miles', 'Tire rotation at 27,000 miles'],
    zipCode: '05401', location: 'Burlington, VT', seller: 'priya', status: 'approved', isFeatured: false, views: 650,
    listedDaysAgo: 44.59, photos: 5,
  },
  {
    slug: '2024-lexus-gx-550-overtrail-plus', vin: 'JTJBRKYL3RH378589',
    year: 2024, make: 'Lexus', model: 'GX', trim: '550 Overtrail+', mileage: 7600, price: 79900,
    condition: 'excellent', bodyType: 'suv', fuelType: 'premium-gasoline', transmission: 'automatic',
    drivetrain: '4wd', exteriorColor: 'Earth', interiorColor: 'Black',
    description:
      'The new-generation GX with the locking differentials and the 33-inch tires. Practically new with factory warranty.',
    features: [
      'Heated Seats', 'Leather Interior', 'Navigation System', 'Backup Camera', 'Roof Rack', 'Trailer Hitch',
    ],
    recentServices: ['First maintenance at 5,000 miles'],
    zipCode: '80302', location: 'Boulder, CO', seller: 'harper', status: 'approved', isFeatured: false, views: 370,
    listedDaysAgo: 13.19, photos: 4,
  },
];
