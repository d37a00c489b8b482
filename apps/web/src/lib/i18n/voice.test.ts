import { describe, expect, it } from 'vitest';
import { languageOfLocale, type Locale } from '@portal/contract/variants';
import { textsOf, voiceViolations, type VoiceLanguage } from '@portal/contract/voice';
import { loadTranslations } from './resources';

describe('one voice per language in the screens', () => {
  it.each(Object.keys(loadTranslations) as Locale[])('%s uses the agreed words and register', async (locale) => {
    const texts = textsOf(await loadTranslations[locale]());
    expect(texts.length).toBeGreaterThan(500);
    expect(voiceViolations(languageOfLocale(locale) as VoiceLanguage, texts)).toEqual([]);
  });
});
