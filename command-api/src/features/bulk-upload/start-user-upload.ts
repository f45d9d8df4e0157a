import { authorize, ruleBrokenAt, USER_UPLOAD_FILE_FIELD } from '@seerat/contracts';
import { type Actor, metadataOf } from '../../commands/actor';
import type { CommandDeps } from '../../commands/command-deps';
import { commonPasswords } from '../users/password-rules';
import { usernameClaims } from '../users/username-claims';
import { MalformedCsvError, parseCsv } from './csv-records';
import { loadUploadDirectory } from './upload-directory';
import { checkUploadRows } from './upload-row-checks';
import { readUploadRows } from './upload-rows';
import type { StartedUpload, UserUploads } from './user-uploads';

/**
 * A CSV file of users, administrators only. A file that cannot be read as users (malformed, wrong
 * header) is refused whole and creates nothing; otherwise every row is checked on its own against
 * the portal as it is, and the good ones are created (see `UserUploads`).
 */
export async function startUserUpload(
  deps: CommandDeps & { uploads: UserUploads },
  actor: Actor,
  file: { fileName: string; text: string },
): Promise<StartedUpload> {
  authorize(actor.principal, 'manage_users');
  const rows = readUploadRows(csvRecords(file.text));
  const [directory, takenUsernames, common] = await Promise.all([
    loadUploadDirectory(deps.knex, deps.facts),
    usernameClaims.findClaimed(
      deps.knex,
      rows.map((row) => row.values.username),
    ),
    commonPasswords(),
  ]);
  return deps.uploads.start({
    fileName: file.fileName,
    total: rows.length,
    rows: checkUploadRows(rows, {
      directory,
      takenUsernames,
      granter: actor.principal,
      commonPasswords: common,
    }),
    metadata: metadataOf(actor),
  });
}

function csvRecords(text: string) {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof MalformedCsvError) throw ruleBrokenAt(USER_UPLOAD_FILE_FIELD, error.message);
    throw error;
  }
}
