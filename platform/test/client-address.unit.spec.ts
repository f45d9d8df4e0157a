import { describe, expect, it } from 'vitest';
import { clientAddress, koaBehindProxies } from '../src/http/client-address';

describe('the client address behind proxies', () => {
  it('is the socket peer with no proxy, whatever the client wrote', () => {
    expect(clientAddress('6.6.6.6', '192.0.2.1', 0)).toBe('192.0.2.1');
  });

  it('is the entry that many hops from the right, never a leftmost one the client chose', () => {
    expect(clientAddress('6.6.6.6, 203.0.113.5', '10.0.0.2', 1)).toBe('203.0.113.5');
    expect(clientAddress('6.6.6.6, 203.0.113.5, 10.0.0.3', '10.0.0.2', 2)).toBe('203.0.113.5');
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
  });

  it("agrees with Koa's ctx.ip for the same number of hops", () => {
    const chains = ['203.0.113.5', '6.6.6.6, 203.0.113.5', '1.1.1.1,2.2.2.2, 3.3.3.3', ' 4.4.4.4 , 5.5.5.5 '];
    for (const header of chains) {
      for (let hops = 0; hops <= 4; hops++) {
        const request = { headers: { 'x-forwarded-for': header }, socket: { remoteAddress: '10.0.0.1' } };
        const ctx = koaBehindProxies(hops).createContext(request as never, {} as never);
        expect(clientAddress(header, '10.0.0.1', hops), `${header} / ${hops}`).toBe(ctx.ip);
      }
    }
  });
});
