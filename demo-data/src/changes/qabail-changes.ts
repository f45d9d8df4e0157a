import type { QabailFields } from '@seerat/contracts';
import { WEEK_DAYS } from '@seerat/contracts';
import type { PlannedQabail } from '../blueprint';
import { mobileNumber, personName } from '../names/people';
import { changeReason, whatsappGroupUrl } from '../names/texts';
import type { Random } from '../random';

/** The Add Qabail form for a qabail of the city's area: the `POST /api/qabails` body. */
export function newQabailForm(random: Random, qabail: PlannedQabail): Record<string, unknown> {
  return {
    qabilahName: qabail.qabilahName,
    masoolName: personName(random),
    masoolContact: random.chance(0.8) ? mobileNumber(random) : null,
    cityId: qabail.city.id,
    areaCovered: random.chance(0.5) ? `${qabail.city.name} and nearby villages` : null,
    majlisMembers: random.int(2, 15),
    activeCircles: random.int(0, 2),
    masjidCount: random.int(0, 3),
    ulmaCount: random.int(0, 2),
    murabbiCount: random.int(0, 1),
    status: 'active',
  };
}

/**
 * The body of `PUT /api/qabails/{id}` and its reason: members and circles grow or shrink, a new
 * masool, a WhatsApp group, a weekly majlis, now and then the qabail falls inactive and revives.
 */
export function nextQabailChange(
  random: Random,
  fields: QabailFields,
): { body: Record<string, unknown>; changeReason: string | null } {
  const kind = random.weighted([
    ['figures', 8],
    ['masool', 1],
    ['whatsapp', fields.whatsappGroup ? 0 : 1],
    ['majlis', fields.majlisZikrCheck ? 0 : 1],
    ['status', fields.status === 'active' ? 0.3 : 4],
  ] as const);
  switch (kind) {
    case 'figures':
      return {
        body: {
          majlisMembers: Math.max(0, fields.majlisMembers + random.int(-2, 4)),
          activeCircles: Math.max(0, fields.activeCircles + random.int(-1, 1)),
        },
        changeReason: changeReason(random),
      };
    case 'masool':
      return {
        body: { masoolName: personName(random), masoolContact: mobileNumber(random) },
        changeReason: 'New qabail masool appointed',
      };
    case 'whatsapp':
      return {
        body: { whatsappGroup: true, whatsappGroupUrl: whatsappGroupUrl(random) },
        changeReason: 'WhatsApp group started',
      };
    case 'majlis':
      return {
        body: { majlisZikrCheck: true, majlisZikrDay: random.pick(WEEK_DAYS), majlisZikrTime: '8:00PM' },
        changeReason: 'Weekly majlis started',
      };
    case 'status':
      return {
        body: { status: fields.status === 'active' ? 'inactive' : 'active' },
        changeReason: fields.status === 'active' ? 'No circle for three months' : 'Circles resumed',
      };
  }
}
