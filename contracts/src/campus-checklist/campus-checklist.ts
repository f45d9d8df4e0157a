import { z } from 'zod';
import { optionalMultiLineText } from '../common/fields';

/** The five campus requirements, in the order the dialog lists them (spec section 5). */
export const CAMPUS_REQUIREMENTS = [
  {
    id: 'seerahCirclesCheck',
    label: 'Seerah Study Circles',
    description: 'At least 10 Seerah study circles running',
  },
  {
    id: 'trainedTeamCheck',
    label: 'Trained Administrative Team',
    description: 'An administrative team of 8 to 10 people with at least 2 days of training',
  },
  {
    id: 'trainedTeachersCheck',
    label: 'Trained Teachers',
    description: 'Teachers trained for at least two days',
  },
  {
    id: 'locationConfirmedCheck',
    label: 'Location Confirmed',
    description: 'Location confirmed (mosque or house)',
  },
  {
    id: 'teamVisitedIslamabadCheck',
    label: 'Team Visited Islamabad',
    description: 'Team visited Islamabad with a minimum stay',
  },
] as const;
export type CampusRequirementId = (typeof CAMPUS_REQUIREMENTS)[number]['id'];

export const campusChecklistMapSchema = z.object({
  seerahCirclesCheck: z.boolean().default(false),
  trainedTeamCheck: z.boolean().default(false),
  trainedTeachersCheck: z.boolean().default(false),
  locationConfirmedCheck: z.boolean().default(false),
  teamVisitedIslamabadCheck: z.boolean().default(false),
});
export type CampusChecklistMap = z.infer<typeof campusChecklistMapSchema>;

/** `POST /api/cities/{id}/campus-checklist`. `isCampus: true` designates the city a campus. */
export const saveCampusChecklistRequestSchema = z.object({
  checklist: campusChecklistMapSchema,
  notes: optionalMultiLineText('notes'),
  isCampus: z.boolean().default(false),
});
export type SaveCampusChecklistRequest = z.output<typeof saveCampusChecklistRequestSchema>;

export const CITY_ALREADY_CAMPUS = 'This city is already a campus';

/** `GET /api/cities/{id}/campus-checklist`; every check false before the first save. */
export interface CampusChecklist extends CampusChecklistMap {
  cityId: number;
  isCampus: boolean;
  notes: string | null;
  completedBy: string | null;
  completedAt: string | null;
}

/** A city on the potential-campus list (`GET /api/cities/requiring-attention`). */
export interface CityRequiringAttention extends CampusChecklistMap {
  id: number;
  name: string;
  nameUrdu: string | null;
  zoneId: number;
  completedCount: number;
}

export function completedRequirements(checklist: CampusChecklistMap): number {
  return CAMPUS_REQUIREMENTS.filter((requirement) => checklist[requirement.id]).length;
}
