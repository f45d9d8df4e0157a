import type { Random } from '../random';

const FIRST_NAMES = [
  'Muhammad',
  'Ahmed',
  'Ali',
  'Usman',
  'Bilal',
  'Hamza',
  'Abdullah',
  'Umar',
  'Zubair',
  'Imran',
  'Tariq',
  'Asif',
  'Faisal',
  'Kashif',
  'Naveed',
  'Shahid',
  'Sajid',
  'Rashid',
  'Khalid',
  'Waqas',
  'Junaid',
  'Adnan',
  'Salman',
  'Farhan',
  'Hassan',
  'Hussain',
  'Ibrahim',
  'Yusuf',
  'Idrees',
  'Saad',
  'Talha',
  'Anas',
  'Haris',
  'Owais',
  'Zeeshan',
  'Irfan',
  'Arshad',
  'Javed',
  'Nadeem',
  'Saleem',
  'Naeem',
  'Qasim',
  'Rizwan',
  'Shoaib',
  'Tahir',
  'Waseem',
  'Yasir',
  'Zahid',
  'Fahad',
  'Muneeb',
  'Sohail',
  'Abdul Rehman',
  'Abdul Basit',
  'Abdul Qadir',
  'Abdul Wahab',
  'Ghulam Mustafa',
  'Noman',
  'Ubaid',
  'Huzaifa',
  'Muaz',
] as const;

const FAMILY_NAMES = [
  'Khan',
  'Qureshi',
  'Siddiqui',
  'Farooqi',
  'Butt',
  'Malik',
  'Chaudhry',
  'Sheikh',
  'Rajput',
  'Awan',
  'Abbasi',
  'Baloch',
  'Memon',
  'Shah',
  'Hashmi',
  'Ansari',
  'Mughal',
  'Bhatti',
  'Jatoi',
  'Soomro',
  'Khattak',
  'Yousafzai',
  'Afridi',
  'Durrani',
  'Niazi',
  'Gillani',
  'Bukhari',
  'Rana',
  'Mirza',
  'Kazmi',
  'Usmani',
  'Lodhi',
  'Tareen',
  'Marwat',
  'Kakar',
  'Achakzai',
  'Mengal',
  'Hunzai',
  'Arain',
  'Gondal',
] as const;

/** A man's full name as masools are listed ("Muhammad Bilal Qureshi"). */
export function personName(random: Random): string {
  const first = random.pick(FIRST_NAMES);
  const family = random.pick(FAMILY_NAMES);
  // Many names start with Muhammad before the given name.
  return first !== 'Muhammad' && random.chance(0.3) ? `Muhammad ${first} ${family}` : `${first} ${family}`;
}

/** A Pakistani mobile number as people write it: +92-3xx-xxxxxxx. */
export function mobileNumber(random: Random): string {
  const network = random.pick([
    '300',
    '301',
    '302',
    '303',
    '312',
    '313',
    '321',
    '322',
    '333',
    '334',
    '345',
    '346',
  ]);
  return `+92-${network}-${String(random.int(0, 9_999_999)).padStart(7, '0')}`;
}

/** `muhammad.bilal.qureshi` from a full name; the caller makes it unique. */
export function usernameFrom(fullName: string): string {
  return fullName
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
