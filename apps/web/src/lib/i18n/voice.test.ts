import { describe, expect, it } from 'vitest';
import { languageOfLocale, type Locale } from '@portal/contract/variants';
import { textsOf, voiceViolations, type VoiceLanguage } from '@portal/contract/voice';
import { loadCoreTexts, loadTextGroup, textGroups } from './resources';

describe('one voice per language in the screens', () => {
  it.each(Object.keys(loadCoreTexts) as Locale[])('%s uses the agreed words and register', async (locale) => {
    const groups = await Promise.all(textGroups.map(async (group) => [group, await loadTextGroup(locale, group)] as const));
    const texts = textsOf({ ...(await loadCoreTexts[locale]()), ...Object.fromEntries(groups) });
    expect(texts.length).toBeGreaterThan(500);
    expect(voiceViolations(languageOfLocale(locale) as VoiceLanguage, texts)).toEqual([]);
  });
});
