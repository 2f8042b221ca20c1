// The offline gazetteer of the demo city (DESIGN.md "Demo mode"): real Islamabad and Rawalpindi
// sectors, neighbourhoods, landmarks and main roads. Coordinates are approximate (a few hundred metres),
// enough to search, pick a point on the map and name a dropped pin; they are not survey data.
// Slugs are the stable part of each entry's placeId (`gz:<slug>`): never rename one.

export type GazetteerKind =
  /** A lettered grid sector (F-7); used as the district in formatted addresses. */
  | 'sector'
  /** A named neighbourhood or housing scheme (Blue Area, Saddar); also a district. */
  | 'area'
  /** A landmark, market, mosque, park or campus: one point. */
  | 'place'
  /** A road: its course as a polyline, so a pin anywhere along it can be named. */
  | 'road';

export type GazetteerCity = 'Islamabad' | 'Rawalpindi';

export type GazetteerEntry = {
  slug: string;
  name: string;
  kind: GazetteerKind;
  city: GazetteerCity;
  /** Shown between the name and the city in suggestions, e.g. 'F-7 Markaz'. */
  area?: string;
  /** Other names people type ('Jinnah Super', 'Srinagar Highway'). */
  aliases?: readonly string[];
  /** [latitude, longitude]: one point, or a road's course from one end to the other. */
  points: readonly (readonly [number, number])[];
};

const sector = (name: string, latitude: number, longitude: number): GazetteerEntry => ({
  slug: name.toLowerCase(),
  name,
  kind: 'sector',
  city: 'Islamabad',
  aliases: [`Sector ${name}`],
  points: [[latitude, longitude]],
});

const SECTORS: GazetteerEntry[] = [
  sector('D-12', 33.7125, 72.9445),
  sector('E-7', 33.7335, 73.048),
  sector('E-8', 33.725, 73.028),
  sector('E-11', 33.704, 72.98),
  sector('F-5', 33.733, 73.0935),
  sector('F-6', 33.727, 73.077),
  sector('F-7', 33.7195, 73.056),
  sector('F-8', 33.7085, 73.039),
  sector('F-9', 33.7005, 73.025),
  sector('F-10', 33.6945, 73.013),
  sector('F-11', 33.684, 72.988),
  sector('G-5', 33.718, 73.105),
  sector('G-6', 33.708, 73.086),
  sector('G-7', 33.701, 73.069),
  sector('G-8', 33.696, 73.05),
  sector('G-9', 33.687, 73.033),
  sector('G-10', 33.6755, 73.0155),
  sector('G-11', 33.668, 72.998),
  sector('G-13', 33.651, 72.966),
  sector('G-14', 33.641, 72.956),
  sector('H-8', 33.68, 73.065),
  sector('H-9', 33.672, 73.048),
  sector('I-8', 33.668, 73.077),
  sector('I-9', 33.659, 73.056),
  sector('I-10', 33.648, 73.038),
];

type PointSpec = Omit<GazetteerEntry, 'points' | 'kind' | 'city'> & {
  at: readonly [number, number];
  kind?: 'place' | 'area';
  city?: GazetteerCity;
};

const point = ({ at, kind = 'place', city = 'Islamabad', ...rest }: PointSpec): GazetteerEntry => ({
  ...rest,
  kind,
  city,
  points: [at],
});

const PLACES: GazetteerEntry[] = [
  // Markets and malls
  point({ slug: 'blue-area', name: 'Blue Area', kind: 'area', at: [33.7144, 73.0655] }),
  point({
    slug: 'jinnah-super-market',
    name: 'Jinnah Super Market',
    area: 'F-7 Markaz',
    aliases: ['Jinnah Super', 'F-7 Markaz'],
    at: [33.7207, 73.0562],
  }),
  point({
    slug: 'super-market-f6',
    name: 'Super Market',
    area: 'F-6 Markaz',
    aliases: ['F-6 Markaz'],
    at: [33.7237, 73.0775],
  }),
  point({ slug: 'kohsar-market', name: 'Kohsar Market', area: 'F-6/3', at: [33.7305, 73.0768] }),
  point({
    slug: 'centaurus-mall',
    name: 'Centaurus Mall',
    area: 'F-8',
    aliases: ['The Centaurus'],
    at: [33.7078, 73.0502],
  }),
  point({ slug: 'safa-gold-mall', name: 'Safa Gold Mall', area: 'F-7 Markaz', at: [33.7222, 73.0583] }),
  point({
    slug: 'ayub-market',
    name: 'Ayub Market',
    area: 'F-8 Markaz',
    aliases: ['F-8 Markaz'],
    at: [33.7106, 73.0387],
  }),
  point({
    slug: 'aabpara-market',
    name: 'Aabpara Market',
    area: 'G-6',
    aliases: ['Aabpara'],
    at: [33.706, 73.0885],
  }),
  point({
    slug: 'melody-market',
    name: 'Melody Market',
    area: 'G-6 Markaz',
    aliases: ['G-6 Markaz'],
    at: [33.7085, 73.0845],
  }),
  point({
    slug: 'sitara-market',
    name: 'Sitara Market',
    area: 'G-7 Markaz',
    aliases: ['G-7 Markaz'],
    at: [33.7005, 73.069],
  }),
  point({
    slug: 'karachi-company',
    name: 'Karachi Company',
    area: 'G-9 Markaz',
    aliases: ['G-9 Markaz'],
    at: [33.688, 73.033],
  }),
  point({ slug: 'f-10-markaz', name: 'F-10 Markaz', area: 'F-10', at: [33.695, 73.013] }),
  point({ slug: 'f-11-markaz', name: 'F-11 Markaz', area: 'F-11', at: [33.6845, 72.988] }),
  point({ slug: 'g-8-markaz', name: 'G-8 Markaz', area: 'G-8', at: [33.6992, 73.0488] }),
  point({ slug: 'g-10-markaz', name: 'G-10 Markaz', area: 'G-10', at: [33.6755, 73.0155] }),
  point({ slug: 'g-11-markaz', name: 'G-11 Markaz', area: 'G-11', at: [33.668, 72.998] }),
  point({ slug: 'g-13-markaz', name: 'G-13 Markaz', area: 'G-13', at: [33.651, 72.966] }),
  point({ slug: 'e-11-markaz', name: 'E-11 Markaz', area: 'E-11/2', at: [33.7085, 72.9835] }),
  point({ slug: 'd-12-markaz', name: 'D-12 Markaz', area: 'D-12', at: [33.7125, 72.9445] }),
  point({ slug: 'i-8-markaz', name: 'I-8 Markaz', area: 'I-8', at: [33.668, 73.077] }),
  point({ slug: 'i-10-markaz', name: 'I-10 Markaz', area: 'I-10', at: [33.648, 73.038] }),
  // Landmarks, parks and the hills
  point({
    slug: 'faisal-mosque',
    name: 'Faisal Mosque',
    area: 'E-8',
    aliases: ['Shah Faisal Masjid'],
    at: [33.7295, 73.0372],
  }),
  point({
    slug: 'daman-e-koh',
    name: 'Daman-e-Koh',
    area: 'Margalla Hills',
    aliases: ['Daman e Koh'],
    at: [33.7385, 73.056],
  }),
  point({
    slug: 'saidpur-village',
    name: 'Saidpur Village',
    area: 'Margalla Hills',
    aliases: ['Saidpur'],
    at: [33.7437, 73.0676],
  }),
  point({
    slug: 'trail-3',
    name: 'Margalla Hills Trail 3',
    area: 'F-6/3',
    aliases: ['Trail 3'],
    at: [33.7452, 73.074],
  }),
  point({
    slug: 'pir-sohawa',
    name: 'Pir Sohawa',
    area: 'Margalla Hills',
    aliases: ['Monal'],
    at: [33.765, 73.08],
  }),
  point({
    slug: 'pakistan-monument',
    name: 'Pakistan Monument',
    area: 'Shakarparian',
    at: [33.6931, 73.0689],
  }),
  point({
    slug: 'lok-virsa',
    name: 'Lok Virsa Museum',
    area: 'Shakarparian',
    aliases: ['Lok Virsa'],
    at: [33.6885, 73.0735],
  }),
  point({ slug: 'shakarparian', name: 'Shakarparian', kind: 'area', at: [33.6905, 73.079] }),
  point({
    slug: 'fatima-jinnah-park',
    name: 'Fatima Jinnah Park',
    area: 'F-9',
    aliases: ['F-9 Park'],
    at: [33.7005, 73.025],
  }),
  point({ slug: 'rawal-lake', name: 'Rawal Lake', at: [33.702, 73.128] }),
  point({ slug: 'lake-view-park', name: 'Lake View Park', area: 'Rawal Lake', at: [33.7145, 73.129] }),
  point({
    slug: 'pakistan-sports-complex',
    name: 'Pakistan Sports Complex',
    area: 'G-6',
    aliases: ['Jinnah Stadium'],
    at: [33.698, 73.0855],
  }),
  point({
    slug: 'zero-point',
    name: 'Zero Point',
    area: 'G-7',
    aliases: ['Zero Point Interchange'],
    at: [33.6935, 73.064],
  }),
  point({ slug: 'golra-sharif', name: 'Golra Sharif', area: 'Golra', at: [33.674, 72.965] }),
  point({ slug: 'golra-mor', name: 'Golra Mor', area: 'Peshawar Road', at: [33.6712, 72.9765] }),
  // Government
  point({
    slug: 'parliament-house',
    name: 'Parliament House',
    area: 'Constitution Avenue',
    at: [33.7297, 73.0977],
  }),
  point({
    slug: 'supreme-court',
    name: 'Supreme Court of Pakistan',
    area: 'Constitution Avenue',
    at: [33.7276, 73.099],
  }),
  point({
    slug: 'pakistan-secretariat',
    name: 'Pakistan Secretariat',
    area: 'Constitution Avenue',
    aliases: ['Secretariat'],
    at: [33.732, 73.092],
  }),
  point({
    slug: 'serena-hotel',
    name: 'Serena Hotel',
    area: 'G-5',
    aliases: ['Islamabad Serena'],
    at: [33.7165, 73.1003],
  }),
  point({
    slug: 'diplomatic-enclave',
    name: 'Diplomatic Enclave',
    kind: 'area',
    area: 'G-5',
    at: [33.722, 73.112],
  }),
  // Hospitals and universities
  point({
    slug: 'pims',
    name: 'PIMS Hospital',
    area: 'G-8/3',
    aliases: ['Pakistan Institute of Medical Sciences'],
    at: [33.7045, 73.052],
  }),
  point({
    slug: 'shifa-hospital',
    name: 'Shifa International Hospital',
    area: 'H-8/4',
    at: [33.677, 73.066],
  }),
  point({
    slug: 'quaid-i-azam-university',
    name: 'Quaid-i-Azam University',
    area: 'Nurpur Shahan',
    aliases: ['QAU'],
    at: [33.7475, 73.137],
  }),
  point({
    slug: 'nust',
    name: 'NUST',
    area: 'H-12',
    aliases: ['National University of Sciences and Technology'],
    at: [33.6425, 72.9908],
  }),
  point({
    slug: 'comsats',
    name: 'COMSATS University',
    area: 'Park Road',
    aliases: ['CUI'],
    at: [33.6518, 73.1566],
  }),
  point({
    slug: 'islamabad-airport',
    name: 'Islamabad International Airport',
    area: 'Fateh Jang Road',
    aliases: ['ISB Airport', 'New Islamabad Airport'],
    at: [33.549, 72.825],
  }),
  // Outer Islamabad
  point({ slug: 'bani-gala', name: 'Bani Gala', kind: 'area', at: [33.7165, 73.156] }),
  point({ slug: 'bhara-kahu', name: 'Bhara Kahu', kind: 'area', at: [33.7375, 73.185] }),
  point({ slug: 'chak-shahzad', name: 'Chak Shahzad', kind: 'area', at: [33.66, 73.142] }),
  point({ slug: 'tarnol', name: 'Tarnol', kind: 'area', at: [33.658, 72.917] }),
  point({
    slug: 'faizabad',
    name: 'Faizabad Interchange',
    area: 'Faizabad',
    aliases: ['Faizabad'],
    at: [33.663, 73.083],
  }),
  point({ slug: 'khanna-pul', name: 'Khanna Pul', area: 'Islamabad Expressway', at: [33.633, 73.101] }),
  point({ slug: 'koral-chowk', name: 'Koral Chowk', area: 'Islamabad Expressway', at: [33.6235, 73.118] }),
  point({ slug: 'tramri-chowk', name: 'Tramri Chowk', area: 'Lehtrar Road', at: [33.639, 73.129] }),
  // Rawalpindi
  point({
    slug: 'saddar-rawalpindi',
    name: 'Saddar',
    kind: 'area',
    city: 'Rawalpindi',
    at: [33.5975, 73.0515],
  }),
  point({
    slug: 'raja-bazaar',
    name: 'Raja Bazaar',
    kind: 'area',
    city: 'Rawalpindi',
    at: [33.6125, 73.064],
  }),
  point({
    slug: 'committee-chowk',
    name: 'Committee Chowk',
    area: 'Murree Road',
    city: 'Rawalpindi',
    at: [33.6155, 73.068],
  }),
  point({
    slug: 'liaquat-bagh',
    name: 'Liaquat Bagh',
    area: 'Murree Road',
    city: 'Rawalpindi',
    at: [33.6035, 73.0625],
  }),
  point({
    slug: 'chandni-chowk',
    name: 'Chandni Chowk',
    area: 'Murree Road',
    city: 'Rawalpindi',
    at: [33.6238, 73.0713],
  }),
  point({
    slug: 'sixth-road',
    name: '6th Road',
    area: 'Murree Road',
    city: 'Rawalpindi',
    aliases: ['Sixth Road'],
    at: [33.63, 73.072],
  }),
  point({ slug: 'shamsabad', name: 'Shamsabad', kind: 'area', city: 'Rawalpindi', at: [33.64, 73.078] }),
  point({
    slug: 'satellite-town',
    name: 'Satellite Town',
    kind: 'area',
    city: 'Rawalpindi',
    at: [33.634, 73.067],
  }),
  point({
    slug: 'commercial-market',
    name: 'Commercial Market',
    area: 'Satellite Town',
    city: 'Rawalpindi',
    at: [33.637, 73.074],
  }),
  point({
    slug: 'rawalpindi-cricket-stadium',
    name: 'Rawalpindi Cricket Stadium',
    area: 'Satellite Town',
    city: 'Rawalpindi',
    at: [33.651, 73.076],
  }),
  point({
    slug: 'ayub-national-park',
    name: 'Ayub National Park',
    area: 'GT Road',
    city: 'Rawalpindi',
    at: [33.5745, 73.0765],
  }),
  point({
    slug: 'rawalpindi-railway-station',
    name: 'Rawalpindi Railway Station',
    area: 'Saddar',
    city: 'Rawalpindi',
    at: [33.5995, 73.044],
  }),
  point({ slug: 'pir-wadhai', name: 'Pir Wadhai', kind: 'area', city: 'Rawalpindi', at: [33.6295, 73.028] }),
  point({ slug: 'chaklala', name: 'Chaklala', kind: 'area', city: 'Rawalpindi', at: [33.6167, 73.0992] }),
  point({
    slug: 'bahria-town',
    name: 'Bahria Town',
    kind: 'area',
    city: 'Rawalpindi',
    aliases: ['Bahria Town Phase 4', 'Bahria Town Civic Centre'],
    at: [33.5285, 73.1175],
  }),
  point({
    slug: 'dha-phase-2',
    name: 'DHA Phase II',
    kind: 'area',
    city: 'Rawalpindi',
    aliases: ['DHA Phase 2', 'DHA Islamabad', 'Defence Housing Authority Phase II'],
    at: [33.5245, 73.156],
  }),
  point({
    slug: 'giga-mall',
    name: 'Giga Mall',
    area: 'DHA Phase II',
    city: 'Rawalpindi',
    at: [33.5205, 73.158],
  }),
];

type RoadSpec = Omit<GazetteerEntry, 'kind' | 'city'> & { city?: GazetteerCity };

const road = ({ city = 'Islamabad', ...rest }: RoadSpec): GazetteerEntry => ({ ...rest, kind: 'road', city });

const ROADS: GazetteerEntry[] = [
  road({
    slug: 'jinnah-avenue',
    name: 'Jinnah Avenue',
    area: 'Blue Area',
    points: [
      [33.7255, 73.0993],
      [33.7175, 73.0815],
      [33.7103, 73.0625],
      [33.7023, 73.0445],
    ],
  }),
  road({
    slug: '7th-avenue',
    name: '7th Avenue',
    aliases: ['Seventh Avenue'],
    points: [
      [33.7365, 73.0588],
      [33.7233, 73.0665],
      [33.7045, 73.0775],
      [33.696, 73.0825],
    ],
  }),
  road({
    slug: 'faisal-avenue',
    name: 'Faisal Avenue',
    points: [
      [33.7295, 73.0372],
      [33.714, 73.0475],
      [33.6985, 73.0595],
      [33.6935, 73.064],
    ],
  }),
  road({
    slug: '9th-avenue',
    name: '9th Avenue',
    aliases: ['Ninth Avenue'],
    points: [
      [33.717, 73.023],
      [33.7045, 73.032],
      [33.6915, 73.0415],
      [33.68, 73.05],
    ],
  }),
  road({
    slug: 'margalla-road',
    name: 'Margalla Road',
    points: [
      [33.74, 73.082],
      [33.7355, 73.0705],
      [33.7265, 73.052],
      [33.7168, 73.0335],
      [33.7035, 73.007],
      [33.694, 72.984],
      [33.696, 72.965],
    ],
  }),
  road({
    slug: 'kashmir-highway',
    name: 'Kashmir Highway',
    aliases: ['Srinagar Highway'],
    points: [
      [33.6935, 73.064],
      [33.688, 73.0575],
      [33.6795, 73.0405],
      [33.6675, 73.0225],
      [33.66, 73.005],
      [33.6455, 72.9895],
      [33.618, 72.935],
      [33.57, 72.85],
      [33.553, 72.83],
    ],
  }),
  road({
    slug: 'islamabad-expressway',
    name: 'Islamabad Expressway',
    aliases: ['Expressway'],
    points: [
      [33.6935, 73.064],
      [33.663, 73.083],
      [33.633, 73.101],
      [33.6235, 73.118],
      [33.6, 73.135],
      [33.54, 73.16],
    ],
  }),
  road({
    slug: 'constitution-avenue',
    name: 'Constitution Avenue',
    aliases: ['Shahrah-e-Dastoor'],
    points: [
      [33.738, 73.096],
      [33.7297, 73.0985],
      [33.72, 73.1005],
      [33.712, 73.101],
    ],
  }),
  road({
    slug: 'khayaban-e-suharwardy',
    name: 'Khayaban-e-Suharwardy',
    aliases: ['Suharwardy Road'],
    points: [
      [33.699, 73.076],
      [33.706, 73.0885],
      [33.7165, 73.1003],
    ],
  }),
  road({
    slug: 'park-road',
    name: 'Park Road',
    points: [
      [33.693, 73.118],
      [33.67, 73.135],
      [33.6518, 73.1566],
    ],
  }),
  road({
    slug: 'murree-road',
    name: 'Murree Road',
    city: 'Rawalpindi',
    points: [
      [33.663, 73.083],
      [33.64, 73.078],
      [33.63, 73.072],
      [33.6238, 73.0713],
      [33.6155, 73.068],
      [33.6035, 73.0625],
    ],
  }),
  road({
    slug: 'peshawar-road',
    name: 'Peshawar Road',
    city: 'Rawalpindi',
    points: [
      [33.599, 73.044],
      [33.618, 73.025],
      [33.64, 73.005],
      [33.6712, 72.9765],
      [33.68, 72.95],
    ],
  }),
  road({
    slug: 'mall-road-rawalpindi',
    name: 'Mall Road',
    city: 'Rawalpindi',
    area: 'Saddar',
    points: [
      [33.601, 73.044],
      [33.5975, 73.0515],
      [33.59, 73.064],
    ],
  }),
];

export const GAZETTEER: readonly GazetteerEntry[] = [...SECTORS, ...PLACES, ...ROADS];
