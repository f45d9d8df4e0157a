import type { PortalClient } from './portal-harness';

export interface CsvFile {
  content: string | Uint8Array;
  name?: string;
  type?: string;
}

/**
 * `POST /api/admin/users/bulk-upload` as the Bulk Upload dialog sends it: multipart with the file
 * in `csvFile`, with the client's cookies, keeping those the answer sets. `PortalClient` sends JSON only.
 */
export function uploadCsv(
  client: PortalClient,
  file: CsvFile | null,
  headers: Record<string, string> = {},
): Promise<Response> {
  const form = new FormData();
  if (file) {
    const content = typeof file.content === 'string' ? file.content : Buffer.from(file.content);
    const blob = new Blob([content], { type: file.type ?? 'text/csv' });
    form.append('csvFile', blob, file.name ?? 'users.csv');
  }
  const answer = fetch(`${client.baseUrl}/api/admin/users/bulk-upload`, {
    method: 'POST',
    headers: { cookie: client.cookieHeader(), ...headers },
    body: form,
  });
  return answer.then((response) => client.keepCookies(response));
}

/** CSV text from rows of values, lines ended with CRLF as spreadsheets save them. */
export function csvText(rows: string[][]): string {
  return rows
    .map((row) => row.join(','))
    .join('\r\n')
    .concat('\r\n');
}
