import { describe, expect, it } from 'vitest';
import type { Locale } from '@portal/contract/variants';
import { en } from './locales/en';
import { groupFiles, loadCoreTexts, loadTextGroup, textGroups } from './resources';

const sections = (texts: object) => Object.keys(texts).sort();

describe('the texts in chunks', () => {
  it('names every folder of locales/groups as a group, and nothing else', () => {
    const folders = new Set(Object.keys(groupFiles).map((path) => path.split('/')[3]));
    expect([...folders].sort()).toEqual([...textGroups].sort());
  });

  it('has one export per group file, so a group is what its file exports', async () => {
    for (const [path, load] of Object.entries(groupFiles)) expect(Object.keys(await load()), path).toHaveLength(1);
  });

  it.each(Object.keys(loadCoreTexts) as Locale[])('gives %s every group, its sections apart from the core texts', async (locale) => {
    const core = new Set(sections(await loadCoreTexts[locale]()));
    expect([...core].sort()).toEqual(sections(en));
    const seen = new Set<string>();
    for (const group of textGroups) {
      const english = sections(await loadTextGroup('en', group));
      expect(sections(await loadTextGroup(locale, group)), group).toEqual(english);
      // A section in two places would be merged key by key, one part shadowing the other.
      for (const section of english) {
        expect(core.has(section) || seen.has(section), `${group}: ${section}`).toBe(false);
        seen.add(section);
      }
    }
  });
});
