import {
  type CreateUserRequest,
  createUserRequestSchema,
  DomainError,
  type Principal,
  ruleBroken,
  type UploadLineError,
  USER_UPLOAD_COLUMNS,
  USER_UPLOAD_ROLE_SEPARATOR,
  USERNAME_TAKEN,
} from '@seerat/contracts';
import { checkedAssignment } from '@seerat/domain';
import { checkAssignment } from '../users/assignment-checks';
import { refuseCommonPassword } from '../users/password-rules';
import type { UploadDirectory } from './upload-directory';
import type { UploadRow } from './upload-rows';

export interface CheckedRows {
  accepted: { line: number; request: CreateUserRequest }[];
  rejected: UploadLineError[];
}

export interface UploadRowContext {
  directory: UploadDirectory;
  takenUsernames: Set<string>;
  granter: Principal;
  /** The most common passwords (`commonPasswords`): a row with one is refused. */
  commonPasswords: ReadonlySet<string>;
}

/**
 * Each row on its own, by the rules of Add User (the same schema, role and assignment checks and
 * decider rules), before any password is hashed. A username already taken in the portal, or by an
 * earlier line of the file, is an error of the row: the same file uploaded twice creates nothing
 * the second time.
 */
export function checkUploadRows(rows: UploadRow[], context: UploadRowContext): CheckedRows {
  const checked: CheckedRows = { accepted: [], rejected: [] };
  const firstLineOf = new Map<string, number>();
  for (const row of rows) {
    const username = row.values.username.toLowerCase();
    const firstLine = firstLineOf.get(username);
    if (username !== '' && firstLine === undefined) firstLineOf.set(username, row.line);
    try {
      if (firstLine !== undefined) {
        throw ruleBroken(`Username appears more than once in the file (first on line ${firstLine})`);
      }
      checked.accepted.push({ line: row.line, request: checkRow(row, context) });
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      checked.rejected.push({ line: row.line, reason: error.message });
    }
  }
  return checked;
}

function checkRow(row: UploadRow, context: UploadRowContext): CreateUserRequest {
  if (row.extraValues > 0) {
    throw ruleBroken(
      `The row has ${row.extraValues} more values than the header has columns (${USER_UPLOAD_COLUMNS.length} at most)`,
    );
  }
  const { directory } = context;
  const assignedZoneId = zoneOf(row.values.zone, directory);
  const parsed = createUserRequestSchema.safeParse({
    username: row.values.username,
    password: row.values.password,
    roles: rolesOf(row.values.roles),
    assignedZoneId,
    assignedCityId: cityOf(row.values.city, assignedZoneId, directory),
  });
  if (!parsed.success) {
    throw ruleBroken([...new Set(parsed.error.issues.map((issue) => issue.message))].join('; '));
  }
  const request = parsed.data;
  refuseCommonPassword(context.commonPasswords, request.password, 'password');
  if (context.takenUsernames.has(request.username.toLowerCase())) throw ruleBroken(USERNAME_TAKEN);
  const assignment = checkedAssignment(
    checkAssignment(directory.facts, request, { granter: context.granter }),
  );
  return { ...request, ...assignment };
}

function rolesOf(text: string): string[] | undefined {
  const roles = text
    .split(USER_UPLOAD_ROLE_SEPARATOR)
    .map((role) => role.trim())
    .filter((role) => role !== '');
  return roles.length === 0 ? undefined : roles;
}

const ID = /^\d{1,9}$/;

function zoneOf(text: string, directory: UploadDirectory): number | null {
  if (text === '') return null;
  if (ID.test(text)) return Number(text);
  const ids = directory.zonesByName.get(text.toLowerCase()) ?? [];
  if (ids.length === 0) throw ruleBroken(`Zone not found: ${text}`);
  if (ids.length > 1) throw ruleBroken(`Several zones are named ${text}: write the zone's id`);
  return ids[0]!;
}

/** A city by id, or by name; a name several cities share is told apart by the row's zone. */
function cityOf(text: string, zoneId: number | null, directory: UploadDirectory): number | null {
  if (text === '') return null;
  if (ID.test(text)) return Number(text);
  const named = directory.citiesByName.get(text.toLowerCase()) ?? [];
  const candidates = named.length > 1 && zoneId !== null ? named.filter((c) => c.zoneId === zoneId) : named;
  if (candidates.length === 0) throw ruleBroken(`City not found: ${text}`);
  if (candidates.length > 1) throw ruleBroken(`Several cities are named ${text}: write the city's id`);
  return candidates[0]!.id;
}
