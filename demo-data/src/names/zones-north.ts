import type { ZonePlaces } from './places';

/** Khyber Pakhtunkhwa's divisions, Gilgit-Baltistan and Azad Kashmir. */
export const NORTHERN_ZONES: readonly ZonePlaces[] = [
  {
    name: 'Peshawar',
    weight: 3,
    towns: [
      ['Peshawar', 'پشاور'],
      ['Charsadda', 'چارسدہ'],
      ['Nowshera', 'نوشہرہ'],
      ['Pabbi', 'پبی'],
      ['Tangi', 'تنگی'],
      ['Shabqadar', 'شبقدر'],
      ['Landi Kotal', 'لنڈی کوتل'],
      ['Jamrud', 'جمرود'],
    ],
  },
  {
    name: 'Hazara',
    weight: 2,
    towns: [
      ['Abbottabad', 'ایبٹ آباد'],
      ['Mansehra', 'مانسہرہ'],
      ['Haripur', 'ہری پور'],
      ['Havelian', 'حویلیاں'],
      ['Balakot', 'بالاکوٹ'],
      ['Battagram', 'بٹگرام'],
      ['Oghi', 'اوگی'],
    ],
  },
  {
    name: 'Mardan',
    weight: 2,
    towns: [
      ['Mardan', 'مردان'],
      ['Takht Bhai', 'تخت بھائی'],
      ['Swabi', 'صوابی'],
      ['Topi', 'ٹوپی'],
      ['Katlang', 'کاٹلنگ'],
      ['Rustam', 'رستم'],
    ],
  },
  {
    name: 'Malakand',
    weight: 2,
    towns: [
      ['Mingora', 'مینگورہ'],
      ['Saidu Sharif', 'سیدو شریف'],
      ['Batkhela', 'بٹ خیلہ'],
      ['Timergara', 'تیمرگرہ'],
      ['Chakdara', 'چکدرہ'],
      ['Dir', 'دیر'],
      ['Chitral', 'چترال'],
      ['Daggar', 'ڈگر'],
    ],
  },
  {
    name: 'Kohat',
    weight: 1,
    towns: [
      ['Kohat', 'کوہاٹ'],
      ['Hangu', 'ہنگو'],
      ['Karak', 'کرک'],
      ['Lachi', 'لاچی'],
      ['Thall', 'ٹل'],
    ],
  },
  {
    name: 'Bannu',
    weight: 1,
    towns: [
      ['Bannu', 'بنوں'],
      ['Lakki Marwat', 'لکی مروت'],
      ['Serai Naurang', 'سرائے نورنگ'],
      ['Miranshah', 'میرانشاہ'],
    ],
  },
  {
    name: 'Dera Ismail Khan',
    weight: 1,
    towns: [
      ['Dera Ismail Khan', 'ڈیرہ اسماعیل خان'],
      ['Kulachi', 'کلاچی'],
      ['Paharpur', 'پہاڑپور'],
      ['Tank', 'ٹانک'],
      ['Daraban', 'درابن'],
    ],
  },
  {
    name: 'Muzaffarabad',
    weight: 1,
    towns: [
      ['Muzaffarabad', 'مظفرآباد'],
      ['Bagh', 'باغ'],
      ['Hattian Bala', 'ہٹیاں بالا'],
      ['Athmuqam', 'اٹھمقام'],
    ],
  },
  {
    name: 'Mirpur',
    weight: 1,
    towns: [
      ['Mirpur', 'میرپور'],
      ['Kotli', 'کوٹلی'],
      ['Bhimber', 'بھمبر'],
      ['Dadyal', 'ڈڈیال'],
    ],
  },
  {
    name: 'Poonch',
    weight: 1,
    towns: [
      ['Rawalakot', 'راولاکوٹ'],
      ['Pallandri', 'پلندری'],
      ['Hajira', 'ہجیرہ'],
      ['Abbaspur', 'عباس پور'],
    ],
  },
  {
    name: 'Gilgit',
    weight: 1,
    towns: [
      ['Gilgit', 'گلگت'],
      ['Danyore', 'دنیور'],
      ['Aliabad', 'علی آباد'],
      ['Gahkuch', 'گاہکوچ'],
    ],
  },
  {
    name: 'Baltistan',
    weight: 1,
    towns: [
      ['Skardu', 'سکردو'],
      ['Khaplu', 'خپلو'],
      ['Shigar', 'شگر'],
      ['Kharmang', 'کھرمنگ'],
    ],
  },
  {
    name: 'Diamer',
    weight: 1,
    towns: [
      ['Chilas', 'چلاس'],
      ['Astore', 'استور'],
      ['Darel', 'داریل'],
    ],
  },
];
