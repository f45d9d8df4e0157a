import {
  ruleBrokenAt,
  USER_UPLOAD_COLUMNS,
  USER_UPLOAD_FILE_FIELD,
  USER_UPLOAD_MAX_ROWS,
  USER_UPLOAD_REQUIRED_COLUMNS,
  type UserUploadColumn,
} from '@seerat/contracts';
import type { CsvRecord } from './csv-records';

/** A fault of the file as a whole: the 400 names the file's field. */
const fileRuleBroken = (message: string) => ruleBrokenAt(USER_UPLOAD_FILE_FIELD, message);

/** A data row by column name, and the line it starts on. */
export interface UploadRow {
  line: number;
  values: Record<UserUploadColumn, string>;
  /** The row has more values than the header has columns. */
  extraValues: number;
}

/**
 * The file's rows by column, after checking the header (names ignore case and spaces; order is
 * free; `username` and `password` are required). A file the rows of which cannot be read as
 * users at all is refused whole: nothing is created from it.
 */
export function readUploadRows(records: CsvRecord[]): UploadRow[] {
  const [header, ...data] = records;
  if (!header) throw fileRuleBroken('The file is empty. Download the CSV template to see the columns');
  const columns = headerColumns(header.fields);
  if (data.length === 0) throw fileRuleBroken('The file has a header but no users');
  if (data.length > USER_UPLOAD_MAX_ROWS) {
    throw fileRuleBroken(`The file has more than ${USER_UPLOAD_MAX_ROWS} rows. Split it into smaller files`);
  }
  return data.map((record) => {
    const values = Object.fromEntries(
      USER_UPLOAD_COLUMNS.map((column) => [column, '']),
    ) as UploadRow['values'];
    columns.forEach((column, index) => {
      const value = record.fields[index] ?? '';
      // A password is taken as written, as Add User takes it; spaces around other values are noise.
      values[column] = column === 'password' ? value : value.trim();
    });
    return { line: record.line, values, extraValues: Math.max(0, record.fields.length - columns.length) };
  });
}

function headerColumns(fields: string[]): UserUploadColumn[] {
  const columns = fields.map((field) => field.trim().toLowerCase());
  const known = USER_UPLOAD_COLUMNS as readonly string[];
  const unknown = columns.find((column) => !known.includes(column));
  if (unknown !== undefined) {
    throw fileRuleBroken(`Unknown column: "${unknown}". The columns are ${USER_UPLOAD_COLUMNS.join(', ')}`);
  }
  const repeated = columns.find((column, index) => columns.indexOf(column) !== index);
  if (repeated !== undefined) throw fileRuleBroken(`The column "${repeated}" appears twice`);
  const missing = USER_UPLOAD_REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) throw fileRuleBroken(`Missing column: ${missing.join(', ')}`);
  return columns as UserUploadColumn[];
}
