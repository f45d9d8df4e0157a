import type { ZoneFields } from '@seerat/contracts';
import { mobileNumber, personName } from '../names/people';
import { changeReason, whatsappGroupUrl } from '../names/texts';
import type { Random } from '../random';

/** The body of `PUT /api/zones/{id}` and its reason: a new masool, the libraries, the group link. */
export function nextZoneChange(
  random: Random,
  fields: ZoneFields,
): { body: Record<string, unknown>; changeReason: string | null } {
  const kind = random.weighted([
    ['libraries', 5],
    ['contact', 2],
    ['masool', 1],
    ['whatsapp', 1],
  ] as const);
  switch (kind) {
    case 'libraries':
      return {
        body: { libraryCount: fields.libraryCount + random.int(1, 3) },
        changeReason: changeReason(random),
      };
    case 'contact':
      return { body: { masoolContact: mobileNumber(random) }, changeReason: 'Corrected contact number' };
    case 'masool':
      return {
        body: { masool: personName(random), masoolContact: mobileNumber(random) },
        changeReason: 'New zone masool appointed',
      };
    case 'whatsapp':
      return { body: { whatsappGroupUrl: whatsappGroupUrl(random) }, changeReason: 'New WhatsApp group' };
  }
}
