import type { Random } from '../random';

/** Browsers people in the organisation sign in from: mostly Android phones, some desktops. */
const USER_AGENTS = [
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 12; Infinix X6816) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; Redmi Note 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 11; TECNO KG5p) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.5993.111 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; vivo Y22) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.6167.101 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.95 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:123.0) Gecko/20100101 Firefox/123.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.3 Safari/605.1.15',
] as const;

/** First octets of Pakistani mobile and broadband networks. */
const NETWORKS = [
  '39.32',
  '39.57',
  '111.119',
  '119.73',
  '119.160',
  '182.176',
  '182.185',
  '202.47',
  '223.123',
];

/** The browser and address a user works from; each user keeps theirs, as people do. */
export interface Device {
  userAgent: string;
  ipAddress: string;
}

export function device(random: Random): Device {
  return {
    userAgent: random.pick(USER_AGENTS),
    ipAddress: `${random.pick(NETWORKS)}.${random.int(0, 255)}.${random.int(1, 254)}`,
  };
}
