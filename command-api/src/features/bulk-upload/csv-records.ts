/** One record of a CSV file and the line it starts on (1 is the header). */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class MalformedCsvError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Malformed CSV: line ${line}: ${reason}`);
    this.name = 'MalformedCsvError';
  }
}

/**
 * Splits CSV text into records (RFC 4180): commas between values, quotes around values that hold
 * commas, quotes (doubled) or line breaks, and CRLF, LF or CR line ends. Blank lines are skipped.
 * A quote left open, or text straight after a closing quote, makes the whole file malformed: the
 * rows after it could not be told apart.
 */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let index = 0;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    if (fields.length > 1 || fields[0] !== '') records.push({ line: recordLine, fields });
    fields = [];
  };

  while (index < text.length) {
    const char = text[index]!;
    if (char === '"' && field === '') {
      const closing = readQuoted(text, index + 1, line);
      field = closing.value;
      line = closing.line;
      index = closing.next;
      const after = text[index];
      if (after !== undefined && after !== ',' && after !== '\n' && after !== '\r') {
        throw new MalformedCsvError(line, 'text after a closing quote');
      }
      continue;
    }
    if (char === ',') {
      endField();
    } else if (char === '\n' || char === '\r') {
      endRecord();
      if (char === '\r' && text[index + 1] === '\n') index++;
      line++;
      recordLine = line;
    } else {
      field += char;
    }
    index++;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** A quoted value from just after its opening quote: its text, and where reading goes on. */
function readQuoted(text: string, start: number, startLine: number) {
  let value = '';
  let line = startLine;
  let index = start;
  while (index < text.length) {
    const char = text[index]!;
    if (char === '"') {
      if (text[index + 1] !== '"') return { value, line, next: index + 1 };
      value += '"';
      index += 2;
      continue;
    }
    if (char === '\n' || (char === '\r' && text[index + 1] !== '\n')) line++;
    value += char;
    index++;
  }
  throw new MalformedCsvError(startLine, 'a quoted value is not closed');
}
