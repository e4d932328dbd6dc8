import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../test/fake-api';
import { uploadFile } from './upload-file';

const pdf = () => new File(['%PDF-1.4'], 'licence.pdf', { type: 'application/pdf' });
const URL = '/api/candidate/user/upload-fast-card';

afterEach(() => vi.unstubAllGlobals());

describe('uploadFile', () => {
  it('sends an Idempotency-Key and sends the same key again when the answer was lost', async () => {
    let tries = 0;
    const api = fakeApi({
      [`POST ${URL}`]: () => {
        tries += 1;
        if (tries === 1) throw new TypeError('Failed to fetch');
        if (tries === 2) return { status: 503, body: { message: 'unavailable' } };
        return { status: 201, body: { fc_id: 7 } };
      },
    });
    await expect(uploadFile(URL, pdf())).resolves.toEqual({ fc_id: 7 });
    const keys = api.calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    const sent = api.calls[0]?.body;
    expect(sent instanceof FormData && sent.get('file')).toBeInstanceOf(File);
  });

  it('gives each upload its own key and does not repeat a refused one', async () => {
    const api = fakeApi({ [`POST ${URL}`]: () => ({ status: 415, body: { message: 'PDF only' } }) });
    await expect(uploadFile(URL, pdf())).rejects.toMatchObject({ status: 415 });
    await expect(uploadFile(URL, pdf())).rejects.toMatchObject({ status: 415 });
    const keys = api.calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });
});
