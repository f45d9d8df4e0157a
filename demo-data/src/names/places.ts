import { NORTHERN_ZONES } from './zones-north';
import { PUNJAB_ZONES } from './zones-punjab';
import { SINDH_AND_BALOCHISTAN_ZONES } from './zones-sindh-balochistan';

/**
 * Zones are Pakistan's divisions (the metropolises split in several), each with its towns in
 * English and Urdu. `weight` is the zone's share of the organisation's cities: more in the big
 * cities, fewer in the thinly peopled west and north. The order is the order zones are founded.
 */
export interface ZonePlaces {
  name: string;
  weight: number;
  /** The first is the zone's headquarters: its `responsibleCity`. */
  towns: readonly (readonly [english: string, urdu: string])[];
}

/** The order zones are founded in: the big cities first. */
const FOUNDING_ORDER = [
  'Lahore North',
  'Karachi Central',
  'Rawalpindi',
  'Peshawar',
  'Karachi East',
  'Lahore South',
  'Faisalabad',
  'Islamabad',
  'Multan',
  'Hyderabad',
  'Gujranwala',
  'Karachi South',
  'Quetta',
  'Karachi West',
  'Sargodha',
  'Bahawalpur',
  'Sukkur',
  'Hazara',
  'Gujrat',
  'Sahiwal',
  'Mardan',
  'Dera Ghazi Khan',
  'Larkana',
  'Malakand',
  'Shaheed Benazirabad',
  'Mirpur Khas',
  'Kohat',
  'Bannu',
  'Dera Ismail Khan',
  'Muzaffarabad',
  'Mirpur',
  'Makran',
  'Kalat',
  'Sibi',
  'Naseerabad',
  'Poonch',
  'Gilgit',
  'Baltistan',
  'Zhob',
  'Loralai',
  'Rakhshan',
  'Diamer',
];

const BY_NAME = new Map(
  [...PUNJAB_ZONES, ...SINDH_AND_BALOCHISTAN_ZONES, ...NORTHERN_ZONES].map((zone) => [zone.name, zone]),
);

export const ZONES: readonly ZonePlaces[] = FOUNDING_ORDER.map((name) => {
  const zone = BY_NAME.get(name);
  if (!zone) throw new Error(`No places for zone ${name}`);
  return zone;
});
