/**
 * Word lists the resources' seeds draw from, and the phone numbers and street addresses built
 * from them: all fictional (555 exchange).
 */
import type { Rng } from '../random';

export const FIRST_NAMES = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'James',
  'Isabella',
  'William',
  'Mia',
  'Benjamin',
  'Amelia',
  'Lucas',
  'Harper',
  'Henry',
  'Evelyn',
  'Alexander',
  'Abigail',
  'Mason',
  'Emily',
  'Daniel',
  'Ella',
  'Michael',
  'Grace',
  'Mateo',
  'Chloe',
  'Ethan',
  'Priya',
  'Arjun',
  'Mei',
  'Kenji',
  'Fatima',
  'Omar',
  'Sofia',
  'Diego',
  'Aisha',
  'Kwame',
  'Nadia',
  'Luca',
] as const;

export const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'Patel',
  'Nguyen',
  'Kim',
  'Chen',
  'Okafor',
  'Rossi',
  'Novak',
  'Cohen',
  'Silva',
  'Khan',
] as const;

export const TAG_LINES = [
  'Always hunting for a good deal',
  'Coffee first, coupons second',
  'Local business lover',
  'Weekend foodie',
  'Supporting small shops',
  'Runner and bargain seeker',
  'Family of five, budget of one',
  'Here for the brunch deals',
  'Dog parent',
  'Live local, shop local',
  'New in town',
  'Deal sharer',
  'Book nerd',
  'Home cook',
  'Fitness fan',
] as const;

/** The Role column shows userName; weighted towards customers. */
export const USER_ROLES = [
  'customer',
  'customer',
  'customer',
  'customer',
  'vendor',
  'vendor',
  'agent',
] as const;

export const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'] as const;

export const AREA_CODES = ['201', '212', '646', '718', '732', '908', '973', '914'] as const;

export interface Place {
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
}

export const PLACES: readonly Place[] = [
  { city: 'Hoboken', state: 'NJ', zip: '07030', latitude: 40.744, longitude: -74.0324 },
  { city: 'Jersey City', state: 'NJ', zip: '07302', latitude: 40.7178, longitude: -74.0431 },
  { city: 'Montclair', state: 'NJ', zip: '07042', latitude: 40.8259, longitude: -74.209 },
  { city: 'Princeton', state: 'NJ', zip: '08540', latitude: 40.3573, longitude: -74.6672 },
  { city: 'Morristown', state: 'NJ', zip: '07960', latitude: 40.7968, longitude: -74.4815 },
  { city: 'Red Bank', state: 'NJ', zip: '07701', latitude: 40.347, longitude: -74.0643 },
  { city: 'Summit', state: 'NJ', zip: '07901', latitude: 40.7155, longitude: -74.3646 },
  { city: 'Westfield', state: 'NJ', zip: '07090', latitude: 40.6589, longitude: -74.3474 },
  { city: 'Brooklyn', state: 'NY', zip: '11201', latitude: 40.6943, longitude: -73.9903 },
  { city: 'Astoria', state: 'NY', zip: '11102', latitude: 40.7644, longitude: -73.9235 },
  { city: 'White Plains', state: 'NY', zip: '10601', latitude: 41.033, longitude: -73.7629 },
  { city: 'Stamford', state: 'CT', zip: '06901', latitude: 41.0534, longitude: -73.5387 },
];

export const STREETS = [
  'Maple',
  'Oak',
  'Washington',
  'Park',
  'Main',
  'Elm',
  'Cedar',
  'Bloomfield',
  'Hudson',
  'Grove',
  'Willow',
  'Church',
  'Madison',
  'Lincoln',
  'Summit',
  'River',
] as const;

export const STREET_SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Pl', 'Ln'] as const;

export const BUSINESS_TYPES = [
  'Restaurant',
  'Cafe & Bakery',
  'Grocery',
  'Salon & Spa',
  'Fitness',
  'Auto Services',
  'Retail Clothing',
  'Pet Care',
  'Home Services',
  'Health & Wellness',
  'Entertainment',
  'Education & Tutoring',
] as const;

/** Business name nouns per business type (same order as BUSINESS_TYPES). */
export const BUSINESS_NOUNS: readonly (readonly string[])[] = [
  ['Bistro', 'Grill', 'Trattoria', 'Kitchen', 'Taqueria'],
  ['Bakery', 'Coffee House', 'Patisserie', 'Espresso Bar'],
  ['Market', 'Grocers', 'Farm Stand', 'Provisions'],
  ['Salon', 'Day Spa', 'Barbershop', 'Nail Studio'],
  ['Fitness', 'Yoga Studio', 'CrossFit', 'Pilates Loft'],
  ['Auto Care', 'Tire & Lube', 'Car Wash', 'Body Shop'],
  ['Boutique', 'Outfitters', 'Threads', 'Denim Co.'],
  ['Pet Spa', 'Dog Grooming', 'Pet Supply', 'Veterinary Clinic'],
  ['Plumbing', 'Handyman Co.', 'Cleaning Services', 'Landscaping'],
  ['Wellness Center', 'Chiropractic', 'Pharmacy', 'Dental Studio'],
  ['Cinema', 'Bowling Lanes', 'Escape Room', 'Arcade'],
  ['Learning Center', 'Music School', 'Tutoring', 'Art Studio'],
];

export const BUSINESS_ADJECTIVES = [
  'Golden',
  'Harbor',
  'Maple Street',
  'Blue Door',
  'Sunrise',
  'Riverside',
  'Corner',
  'Evergreen',
  'Hometown',
  'Union',
  'Little',
  'Northside',
  'Brick Oven',
  'Lighthouse',
  'Garden State',
  'Uptown',
] as const;

/** Coupon offers: the title is built from the discount, the description from the store. */
export const COUPON_OFFERS = [
  'on your entire order',
  'on weekday lunches',
  'for first-time customers',
  'on any service over $50',
  'on family bundles',
  'during happy hour',
  'on gift cards',
  'on monthly memberships',
  'on weekend visits',
  'on online orders',
] as const;

export const FEED_HANDLES = [
  'jersey_foodie',
  'dealhunter22',
  'momof3',
  'hoboken_hustle',
  'brooklynbites',
  'coupon_queen',
  'runner_rick',
  'the_local_guy',
  'anon_shopper',
  'pixelpete',
  'ny_nomad',
  'sunny_side',
] as const;

export const FEED_CAPTIONS = [
  'Best pizza deal in town, no joke',
  'Check out this crazy sale!!!',
  'Click the link for free money',
  'New store opening next week',
  'Do not go here, worst service ever',
  'Weekend vibes at the market',
  'Look at this amazing latte art',
  'Who else got the 50% off coupon?',
  'DM me for cheap followers',
  'Found this place by accident and loved it',
  'This owner is a scam artist',
  'Spring cleaning haul',
] as const;

export const FLAG_MESSAGES = [
  'Spam',
  'Inappropriate',
  'Harassment',
  'Misleading',
  'Hate speech',
  'Scam or fraud',
  'Violence',
] as const;

export const fictionalPhone = (rng: Rng) =>
  `${rng.pick(AREA_CODES)}555${String(rng.int(0, 9999)).padStart(4, '0')}`;

export const streetAddress = (rng: Rng) =>
  `${rng.int(1, 999)} ${rng.pick(STREETS)} ${rng.pick(STREET_SUFFIXES)}`;
