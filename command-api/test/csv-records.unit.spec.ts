import { describe, expect, it } from 'vitest';
import { MalformedCsvError, parseCsv } from '../src/features/bulk-upload/csv-records';

describe('parseCsv', () => {
  it('splits records and values, with CRLF, LF and CR line ends', () => {
    expect(parseCsv('a,b\r\nc,d\ne,f\rg,h')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', 'd'] },
      { line: 3, fields: ['e', 'f'] },
      { line: 4, fields: ['g', 'h'] },
    ]);
  });

  it('reads quoted values with commas, doubled quotes and line breaks, and numbers lines as written', () => {
    expect(parseCsv('name,note\n"x, y","say ""hi"""\n"two\nlines",z\nlast,"",\n')).toEqual([
      { line: 1, fields: ['name', 'note'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['two\nlines', 'z'] },
      { line: 5, fields: ['last', '', ''] },
    ]);
  });

  it('skips blank lines and keeps empty values', () => {
    expect(parseCsv('\na,,b\n\n\n,,\n')).toEqual([
      { line: 2, fields: ['a', '', 'b'] },
      { line: 5, fields: ['', '', ''] },
    ]);
  });

  it('keeps a quote inside an unquoted value as it is', () => {
    expect(parseCsv('5" screen,x')).toEqual([{ line: 1, fields: ['5" screen', 'x'] }]);
  });

  it('refuses a quote left open and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a,b\nc,"open\nd,e\n')).toThrow(
      new MalformedCsvError(2, 'a quoted value is not closed'),
    );
    expect(() => parseCsv('a\n"x"y\n')).toThrow('Malformed CSV: line 2: text after a closing quote');
  });
});
