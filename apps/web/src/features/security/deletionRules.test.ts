import { describe, expect, it } from 'vitest';
import type { MfaMethod } from '@portal/contract/mfa';
import { deleteBlock } from './deletionRules';

const m = (id: number, method: MfaMethod['method']): MfaMethod => ({ id, method, target: null, primary: id === 1 });

describe('deleteBlock', () => {
  it('keeps the last e-mail and the last SMS method', () => {
    const all = [m(1, 'email'), m(2, 'sms'), m(3, 'totp')];
    expect(deleteBlock(all[0] as MfaMethod, all)).toBe('lastEmail');
    expect(deleteBlock(all[1] as MfaMethod, all)).toBe('lastSms');
    expect(deleteBlock(all[2] as MfaMethod, all)).toBeNull();
  });

  it('lets one of two e-mail methods go, never the card', () => {
    const all = [m(1, 'email'), m(2, 'email'), m(3, 'card')];
    expect(deleteBlock(all[0] as MfaMethod, all)).toBeNull();
    expect(deleteBlock(all[2] as MfaMethod, all)).toBe('cardFixed');
  });
});
