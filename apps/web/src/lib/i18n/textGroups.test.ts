import { afterEach, describe, expect, it, vi } from 'vitest';

/** A new i18n module: only the core texts of the start locale, no group asked for yet. */
async function freshTexts() {
  vi.resetModules();
  const texts = await import('./i18n');
  await texts.i18nReady;
  return texts;
}

afterEach(() => vi.restoreAllMocks());

describe('the screens\' text groups', () => {
  it('start with the core texts only', async () => {
    const { i18n } = await freshTexts();
    expect(i18n.exists('login.recoveryHelp')).toBe(true);
    expect(i18n.exists('banking.title')).toBe(false);
  });

  it('load a screen\'s group in the locale a change is switching to, as well as in the current one', async () => {
    const { changeLocale, currentLocale, i18n, loadTextGroups } = await freshTexts();
    const other = currentLocale() === 'fr' ? 'nl' : 'fr';
    // The account's language arrives while the next screen loads: the change gathered its groups before.
    const switching = changeLocale(other);
    await loadTextGroups(['banking']);
    await switching;
    expect(i18n.language).toBe(other);
    expect(i18n.exists('banking.title')).toBe(true);
  });

  it('follow a change of locale for the groups already shown', async () => {
    const { changeLocale, currentLocale, i18n, loadTextGroups } = await freshTexts();
    await loadTextGroups(['devices']);
    const other = currentLocale() === 'fr' ? 'nl' : 'fr';
    await changeLocale(other);
    expect(i18n.exists('devices.devicesTitle', { lng: other })).toBe(true);
    expect(i18n.exists('banking.title', { lng: other })).toBe(false);
  });

  it('report a text asked for before its group, then fetch every group so that the screen draws it', async () => {
    const { i18n } = await freshTexts();
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(i18n.t('banking.title')).toBe('banking.title');
    expect(report).toHaveBeenCalledWith('Missing text: banking.title');
    await vi.waitFor(() => expect(i18n.t('recovery.identify.submit')).not.toBe('recovery.identify.submit'));
  });
});
