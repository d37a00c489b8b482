import { describe, expect, it, vi } from 'vitest';
import { decideHandover, planHandover } from './plan';

const nora = { account: 7, firstname: 'Nora', email: 'n***@example.com' };

describe('decideHandover', () => {
  it('adopts silently when the browser is already signed in to the same account', () => {
    expect(decideHandover(nora, { id: 7, firstname: 'Nora' })).toEqual({ kind: 'adopt' });
  });

  it('asks when another person is signed in in this browser', () => {
    const jan = { id: 1, firstname: 'Jan' };
    expect(decideHandover(nora, jan)).toEqual({ kind: 'ask', preview: nora, current: jan });
  });

  it('asks when nobody is signed in', () => {
    expect(decideHandover(nora, null)).toEqual({ kind: 'ask', preview: nora, current: null });
  });
});

describe('planHandover', () => {
  it('previews the hand-over token and compares with the current session', async () => {
    const preview = vi.fn(async () => nora);
    expect(await planHandover('H', { preview, currentUser: async () => ({ id: 7, firstname: 'Nora' }) })).toEqual({ kind: 'adopt' });
    expect(preview).toHaveBeenCalledWith('H');
  });

  it('fails without asking for the session when the preview is refused (expired, used, unknown)', async () => {
    const refused = new Error('handover.expired');
    const currentUser = vi.fn(async () => null);
    expect(await planHandover('H', { preview: async () => Promise.reject(refused), currentUser })).toEqual({ kind: 'failed', error: refused });
    expect(currentUser).not.toHaveBeenCalled();
  });

  it('asks when the current session cannot be read', async () => {
    const plan = await planHandover('H', { preview: async () => nora, currentUser: async () => Promise.reject(new Error('offline')) });
    expect(plan).toEqual({ kind: 'ask', preview: nora, current: null });
  });
});
