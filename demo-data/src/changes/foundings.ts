import type { PlannedCity, PlannedZone } from '../blueprint';
import { mobileNumber, personName } from '../names/people';
import { whatsappGroupUrl } from '../names/texts';
import type { Random } from '../random';

/** The Add Zone form as an administrator fills it in: the `POST /api/zones` body. */
export function newZoneForm(random: Random, zone: PlannedZone): Record<string, unknown> {
  return {
    name: zone.name,
    masool: personName(random),
    masoolContact: mobileNumber(random),
    responsibleCity: zone.headquarters,
    whatsappGroupUrl: random.chance(0.6) ? whatsappGroupUrl(random) : null,
    libraryCount: random.int(0, 4),
  };
}

/**
 * The Add City form for a new circle: small figures, its masool, its town's circle as parent if
 * it starts as a sub-city, and a Seerat model or two once the catalogue has some.
 */
export function newCityForm(
  random: Random,
  city: PlannedCity,
  catalogue: { modelIds: number[] },
): Record<string, unknown> {
  const models = catalogue.modelIds.length > 0 && random.chance(0.3) ? [random.pick(catalogue.modelIds)] : [];
  return {
    name: city.name,
    nameUrdu: city.urduAtFounding ? city.nameUrdu : null,
    masoolName: personName(random),
    masoolNumber: random.chance(0.9) ? mobileNumber(random) : null,
    majlisMembers: random.int(3, 25),
    activeCircles: random.int(0, 3),
    ulmaCount: random.int(0, 3),
    masjidCount: random.int(1, 4),
    murabbiCount: random.int(0, 2),
    seeratLibraryBooks: random.int(0, 12),
    zoneId: city.zone.id,
    isParentCity: city.hub !== null,
    parentCityId: city.hub?.id ?? null,
    seeratModels: models.map((modelId) => ({ modelId, count: 1 })),
  };
}
