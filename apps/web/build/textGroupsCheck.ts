/// <reference types="node" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { errorCodes } from '@portal/contract/errors';
import { routeNames } from '../src/lib/routes/routes';

/**
 * Fails the build when a page shows texts of a group it does not load. Each screen names its text
 * groups in its feature's routes.ts (`screen(load, groups)`); a text of another group would show as
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
    // Two routes may draw one screen (login by e-mail or phone): its modules are counted once.
    const modules = new Set<string>();
    for (const feature of readdirSync(join(src, 'features'))) {
      const dir = join(src, 'features', feature);
      if (!existsSync(join(dir, 'routes.ts'))) continue;
      const routes = readFileSync(join(dir, 'routes.ts'), 'utf8');
      for (const [, module] of routes.matchAll(/\bscreen\(\(\) => import\('([^']+)'\)/g)) modules.add(resolve(dir, module!));
      for (const [, module, groups] of routes.matchAll(/\bscreen\(\(\) => import\('([^']+)'\)(?:, \[([^\]]*)\])?(?:, \{[^}]*\})?\)/g)) {
        const path = resolve(dir, `${module!}.tsx`);
        declared.set(path, new Set([...(declared.get(path) ?? []), ...[...(groups ?? '').matchAll(/'([\w-]+)'/g)].map((m) => m[1]!)]));
      }
    }
    calls = modules.size;
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
      if (calls === 0 || calls !== declared.size) problems.push(`the features' routes.ts files load ${calls} screens, this check read ${declared.size}: keep the form screen(() => import('…'), ['group'], props)`);
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      for (const chunk of chunks.filter((part) => part.isEntry)) {
        for (const [group, key] of groupsNamedIn(chunk.code)) problems.push(`the entry (${chunk.fileName}) shows '${key}' of group ${group}: texts shown before any page belong in the core`);
      }
      for (const [module, groups] of declared) {
        const page = module.slice(src.length + 1);
        // Its own chunk, or the one of a page that imports it too (onboarding's code screen in /mfa's).
        const home = chunks.find((chunk) => chunk.moduleIds.includes(module));
        if (!home) {
          problems.push(`a routes.ts loads ${page}, which no chunk holds`);
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
            if (!groups.has(group)) problems.push(`${page} shows '${key}' of group ${group}: name it in its screen() in its feature's routes.ts`);
          }
        }
      }
      if (problems.length) this.error(`text groups:\n${[...new Set(problems)].join('\n')}`);
    },
  };
}
