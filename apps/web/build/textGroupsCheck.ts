/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { errorCodes } from '@portal/contract/errors';
import { routeNames } from '../src/lib/routes/routes';

/**
 * Fails the build when a page shows texts of a group it does not load. Each page names its text
 * groups in src/app/router.tsx (`page(load, groups)`); a text of another group would show as
 * its key until the app fetched every group. Read from the built chunks, where tree-shaking has
 * left only the code a page runs: the source's feature barrels make every page reach half the app.
 *
 * A key is found as a string that starts with a group's section and a dot (`'devices.on'`,
 * `` `devices.status.${s}` ``); error codes and route names that look alike are not keys.
 * Chunks that a page loads later by itself (the card activation modal) are not checked.
 */
export function textGroupsCheckPlugin(): Plugin {
  let src = '';
  const groupOfSection = new Map<string, string>();
  const declared = new Map<string, Set<string>>();
  let calls = 0;
  const notKeys = new Set<string>([...errorCodes, ...routeNames]);

  /** Reads each group's sections (the top-level keys of its English file) and each page's groups. */
  function readDeclarations(root: string): void {
    src = resolve(root, 'src');
    const groupsDir = join(src, 'lib/i18n/locales/groups');
    for (const group of readdirSync(groupsDir)) {
      const english = readFileSync(join(groupsDir, group, 'en.ts'), 'utf8');
      for (const [, section] of english.matchAll(/^ {2}(\w+): \{/gm)) groupOfSection.set(section!, group);
    }
    const router = readFileSync(join(src, 'app/router.tsx'), 'utf8');
    // Two routes may draw one page (login by e-mail or phone): its modules are counted once.
    calls = new Set([...router.matchAll(/\bpage\(\(\) => import\('([^']+)'\)/g)].map((m) => m[1])).size;
    for (const [, module, groups] of router.matchAll(/\bpage\(\(\) => import\('([^']+)'\)(?:, \[([^\]]*)\])?(?:, \{[^}]*\})?\)/g)) {
      const path = resolve(src, 'app', `${module!}.tsx`);
      declared.set(path, new Set([...(declared.get(path) ?? []), ...[...(groups ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]!)]));
    }
  }

  /** The groups whose texts `code` names, each with one key as the example. */
  function groupsNamedIn(code: string): Map<string, string> {
    const found = new Map<string, string>();
    for (const [, section, rest] of code.matchAll(/["'`]([A-Za-z]+)\.([\w.${}-]*)/g)) {
      const group = groupOfSection.get(section!);
      const key = `${section!}.${rest!}`;
      if (group && !notKeys.has(key) && !found.has(group)) found.set(group, key);
    }
    return found;
  }

  return {
    name: 'portal-text-groups-check',
    apply: 'build',
    configResolved(config) {
      readDeclarations(config.root);
    },
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      // A page whose call this check cannot read would be passed over in silence.
      if (calls === 0 || calls !== declared.size) problems.push(`src/app/router.tsx loads ${calls} pages, this check read ${declared.size}: keep the form page(() => import('…'), ['group'], props)`);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const chunk of chunks.filter((part) => part.isEntry)) {
        for (const [group, key] of groupsNamedIn(chunk.code)) problems.push(`the entry (${chunk.fileName}) shows '${key}' of group ${group}: texts shown before any page belong in the core`);
      }
      for (const [module, groups] of declared) {
        const page = module.slice(src.length + 1);
        // Its own chunk, or the one of a page that imports it too (onboarding's code screen in /mfa's).
        const home = chunks.find((chunk) => chunk.moduleIds.includes(module));
        if (!home) {
          problems.push(`src/app/router.tsx loads ${page}, which no chunk holds`);
          continue;
        }
        // That chunk and every chunk it imports statically but the entry.
        const seen = new Set<string>();
        const queue = [home.fileName];
        for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
          const part = bundle[file];
          if (seen.has(file) || part?.type !== 'chunk' || part.isEntry) continue;
          seen.add(file);
          queue.push(...part.imports);
          for (const [group, key] of groupsNamedIn(part.code)) {
            if (!groups.has(group)) problems.push(`${page} shows '${key}' of group ${group}: name it in its page() in src/app/router.tsx`);
          }
        }
      }
      if (problems.length) this.error(`text groups:\n${[...new Set(problems)].join('\n')}`);
    },
  };
}
