/** A new listing in the shape of GET /api/admin/vehicles/pending, for the dashboard's tests; fields as given win. */
import type { PendingListing } from '@contract/listings';

export function pendingListing(overrides: Partial<PendingListing> = {}): PendingListing {
  return {
    id: 7,
    make: 'Porsche',
    model: '911',
    year: 2022,
    trim: null,
    mileage: 9400,
    price: '129500.00',
    condition: 'excellent',
    bodyType: null,
    fuelType: null,
    transmission: null,
    drivetrain: null,
    exteriorColor: null,
    interiorColor: null,
    description: null,
    features: [],
    images: ['/media/uploads/front-400.webp'],
    location: 'Austin, TX',
    zipCode: '78701',
    city: 'Austin',
    state: 'TX',
    contactLocation: null,
    status: 'pending',
    views: 0,
    isFeatured: false,
    createdAt: '2026-11-19T15:30:00.000Z',
    updatedAt: '2026-11-19T15:30:00.000Z',
    contactEmail: 'seller@test.example',
    contactPhone: '(512) 555-0199',
    review: { kind: 'new' },
    ...overrides,
  };
}
