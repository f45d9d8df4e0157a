import { z } from 'zod';
import {
  COUNT_LIMITS,
  cleanText,
  count,
  optionalMultiLineText,
  priority,
  requiredText,
  TEXT_LIMITS,
} from '../common/fields';

/** `POST /api/seerat-models`. */
export const addSeeratModelRequestSchema = z.object({
  modelName: requiredText('Model name', TEXT_LIMITS.name),
  priority: priority.default(1),
});
export type AddSeeratModelRequest = z.output<typeof addSeeratModelRequestSchema>;

/** `POST /api/recommended-books`. Books added from the forms are in category seerat. */
export const addRecommendedBookRequestSchema = z.object({
  title: requiredText('Title', TEXT_LIMITS.title),
  author: requiredText('Author', TEXT_LIMITS.phrase),
  category: cleanText(
    z.string().trim().max(TEXT_LIMITS.category, `Must be at most ${TEXT_LIMITS.category} characters`),
  ).default('seerat'),
  priority: priority.default(1),
  description: optionalMultiLineText('notes'),
});
export type AddRecommendedBookRequest = z.output<typeof addRecommendedBookRequestSchema>;

/**
 * `PUT /api/recommended-books/{id}`: a book deactivated (no longer offered to cities and reading
 * lists, its history and the lists that hold it kept) or activated again.
 */
export const setRecommendedBookActiveRequestSchema = z.object({
  isActive: z.boolean({ error: 'Active must be true or false' }),
});
export type SetRecommendedBookActiveRequest = z.output<typeof setRecommendedBookActiveRequestSchema>;

/** `GET /api/recommended-books`: active books only, unless `includeInactive=true` (Data Entry). */
export const recommendedBookListQuerySchema = z.object({
  includeInactive: z.enum(['true', 'false']).optional(),
});

export interface SeeratModel {
  id: number;
  modelName: string;
  priority: number;
}

export interface RecommendedBook {
  id: number;
  title: string;
  author: string;
  category: string;
  priority: number;
  description: string | null;
  isActive: boolean;
}

/** The well-known Seerat books recorded by the System user on first start. */
export const DEFAULT_RECOMMENDED_BOOKS: { title: string; author: string }[] = [
  { title: 'Ar-Raheeq Al-Makhtum (The Sealed Nectar)', author: 'Safiur Rahman Mubarakpuri' },
  { title: 'Seerat-un-Nabi', author: 'Shibli Nomani and Syed Sulaiman Nadvi' },
  { title: 'Zad al-Maad', author: 'Ibn Qayyim al-Jawziyya' },
  { title: 'Al-Shifa', author: 'Qadi Iyad' },
  { title: 'Muhammad: His Life Based on the Earliest Sources', author: 'Martin Lings' },
  { title: 'Nabi-e-Rehmat', author: 'Syed Abul Hasan Ali Nadwi' },
  { title: 'Shamail Tirmidhi', author: 'Imam at-Tirmidhi' },
  { title: 'Seerat Ibn Hisham', author: 'Ibn Hisham' },
  { title: 'Rahmatul-lil-Alameen', author: 'Qazi Muhammad Sulaiman Mansoorpuri' },
  { title: 'Zia-un-Nabi', author: 'Pir Muhammad Karam Shah al-Azhari' },
];

export const seeratCountSchema = count(COUNT_LIMITS.books);
