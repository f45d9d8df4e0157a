import { describe, expect, it } from 'vitest';
import { PERMISSION_DENIED_MESSAGE, toApiError } from './api-client';

const answer = (status: number, body: string) => new Response(body, { status });

describe('toApiError', () => {
  it('carries the message and the failing fields of a 400 body', async () => {
    const body = JSON.stringify({ message: 'Invalid input', fields: { name: 'Required' } });
    const error = await toApiError(answer(400, body));
    expect(error.status).toBe(400);
    expect(error.message).toBe(`400: ${body}`);
    expect(error.serverMessage).toBe('Invalid input');
    expect(error.fields).toEqual({ name: 'Required' });
  });

  it('answers a 403 with the body message, or the permission-denied text without one', async () => {
    expect((await toApiError(answer(403, '{"message":"Not yours"}'))).message).toBe('Not yours');
    expect((await toApiError(answer(403, '<html>'))).message).toBe(PERMISSION_DENIED_MESSAGE);
  });

  it('has no server message for a body that is not the error body', async () => {
    const notJson = await toApiError(answer(502, 'Bad gateway'));
    expect(notJson.serverMessage).toBeUndefined();
    expect(notJson.fields).toBeUndefined();
    expect((await toApiError(answer(400, '{"message":42}'))).serverMessage).toBeUndefined();
    expect((await toApiError(answer(400, '{"message":""}'))).serverMessage).toBeUndefined();
  });
});
