// Main roads of the demo city as polylines (see gazetteer-data.ts).
import type { GazetteerCity, GazetteerEntry } from './gazetteer-entry.ts';

type RoadSpec = Omit<GazetteerEntry, 'kind' | 'city'> & { city?: GazetteerCity };

const road = ({ city = 'Islamabad', ...rest }: RoadSpec): GazetteerEntry => ({ ...rest, kind: 'road', city });

export const ROADS: GazetteerEntry[] = [
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
