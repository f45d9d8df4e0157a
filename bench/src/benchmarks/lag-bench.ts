import { READ_AFTER_HEADER } from '@seerat/contracts';
import { type Session, send } from './http-client';
import { type LatencySummary, summarise } from './latency';

/**
 * Lag: from a command's answer to its change being visible in the read API. A probe files a
 * report for its city, then asks the read API for the city as another user, naming the command's
 * position (`X-Read-After-Position`): the read API answers as soon as the projector has committed
 * that position. Measured from the command's answer to the read's answer, and only counted when
 * the read shows the new report. Runs until `until` resolves, one probe every 50 ms.
 */
export async function measureLag(options: {
  commandApiUrl: string;
  readApiUrl: string;
  writer: { session: Session; cityId: number };
  reader: Session;
  until: Promise<unknown>;
  seconds: number;
}): Promise<LatencySummary> {
  const { commandApiUrl, readApiUrl, writer, reader } = options;
  let running = true;
  void options.until.finally(() => {
    running = false;
  });
  const lags: number[] = [];
  let notVisible = 0;
  for (let probe = 1; running; probe++) {
    const karguzari = `Lag probe ${probe}`;
    const command = await send(`${commandApiUrl}/api/cities/${writer.cityId}`, {
      method: 'PUT',
      session: writer.session,
      body: { karguzari },
    });
    const answeredAt = performance.now();
    const position = (command.body as { position?: string } | null)?.position;
    if (command.status !== 200 || !position) {
      notVisible++;
      continue;
    }
    const read = await send(`${readApiUrl}/api/cities/${writer.cityId}`, {
      session: reader,
      headers: { [READ_AFTER_HEADER]: position },
    });
    if (read.status === 200 && (read.body as { karguzari?: string }).karguzari === karguzari) {
      lags.push(performance.now() - answeredAt);
    } else {
      notVisible++;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return summarise(lags, options.seconds, notVisible);
}
