import type { Random } from '../random';

/** Why an editor changed a record, as people type it in the change reason box; often left empty. */
const CHANGE_REASONS = [
  'Monthly report',
  'Monthly report from city masool',
  'Updated after zone meeting',
  'Quarterly review',
  'Figures verified by zone masool',
  'Correction of earlier entry',
  'Data entry correction',
  'Circle count verified on visit',
  'New circles started this month',
  'Some circles paused during exams',
  'Ramadan programme',
  'After annual Seerat conference',
  'As reported on WhatsApp group',
  'Updated from register',
] as const;

/** A change reason, or null for the many edits made without one. */
export function changeReason(random: Random): string | null {
  return random.chance(0.45) ? null : random.pick(CHANGE_REASONS);
}

const ACTIVITIES = [
  'Weekly Seerah circle held at Jamia Masjid',
  'Dars-e-Seerat after Fajr in the main mosque',
  'Seerat quiz for students of the local school',
  'Monthly gathering on the life of the Prophet (PBUH)',
  'Book reading session on Ar-Raheeq Al-Makhtum',
  'Training of new circle teachers',
  'Visit of the zone masool and team',
  'Seerat exhibition with models for families',
  'Youth circle on the Makki period',
  'Study of Shamail Tirmidhi with the ulma',
  'Distribution of Seerat books to the library',
  'Majlis held on the Treaty of Hudaibiyah',
] as const;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A short karguzari (activity report) as a masool writes it. */
export function karguzari(random: Random, date: Date): string {
  const month = `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
  const first = random.pick(ACTIVITIES);
  const second = random.pick(ACTIVITIES);
  const participants = random.int(8, 120);
  return `${month}: ${first}; ${participants} participants. ${second === first ? '' : `${second}.`}`.trim();
}

/** A WhatsApp group invite link. */
export function whatsappGroupUrl(random: Random): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const code = Array.from({ length: 22 }, () => random.pick([...alphabet])).join('');
  return `https://chat.whatsapp.com/${code}`;
}

/** Seerat models cities build and show (the catalogue the city form offers). */
export const SEERAT_MODELS = [
  'Kaaba and Masjid al-Haram Model',
  'Masjid-e-Nabawi Model',
  'Ghar-e-Hira Model',
  'Ghar-e-Saur Model',
  'Masjid-e-Quba Model',
  'Battle of Badr Map',
  'Hijrah Route Map',
  'Makkah in the Prophet’s Time Model',
  'Madinah in the Prophet’s Time Model',
  'Family Tree of the Prophet (PBUH) Chart',
  'Treaty of Hudaibiyah Chart',
  'Battle of Uhud Map',
] as const;

/** Books the organisation adds to its recommended list over the years, beside the default ones. */
export const MORE_BOOKS = [
  { title: 'Seerat-e-Sarwar-e-Alam', author: 'Syed Abul Ala Maududi' },
  { title: 'The Life of Muhammad', author: 'Muhammad Husayn Haykal' },
  { title: 'Uswa-e-Rasool-e-Akram', author: 'Dr. Muhammad Abdul Hai Arifi' },
  { title: 'Muhammad Rasulullah', author: 'Muhammad Hamidullah' },
  { title: 'When the Moon Split', author: 'Safiur Rahman Mubarakpuri' },
  { title: 'Hayat-us-Sahaba', author: 'Muhammad Yusuf Kandhlawi' },
  { title: 'The Prophet of Mercy', author: 'Syed Abul Hasan Ali Nadwi' },
  { title: 'Khutbat-e-Madras', author: 'Syed Sulaiman Nadvi' },
] as const;
