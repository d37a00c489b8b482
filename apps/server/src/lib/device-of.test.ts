import { describe, expect, it } from 'vitest';
import { describeDevice } from './device-of';

const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('describeDevice', () => {
  it('names the browser and system, the same on every call, whatever a caller did to an earlier answer', () => {
    const first = describeDevice(firefox);
    expect(first).toEqual({ browser: 'Firefox 128', os: 'Windows 10' });
    first.browser = 'changed by a caller';
    expect(describeDevice(firefox)).toEqual({ browser: 'Firefox 128', os: 'Windows 10' });
  });

  it('answers each header for itself beyond the headers it keeps', () => {
    for (let version = 100; version < 700; version++) {
      expect(describeDevice(firefox.replaceAll('128', String(version))).browser).toBe(`Firefox ${version}`);
    }
    expect(describeDevice(firefox).browser).toBe('Firefox 128');
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
  });
});
