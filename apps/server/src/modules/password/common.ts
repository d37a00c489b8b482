import { createRequire } from 'node:module';

/**
 * The offline common-password check (zxcvbn-ts with its common dictionaries). The dictionaries are
 * a few MB of JSON: loaded once, on the first password that needs checking, not at start and not
 * per request. A score below 2 means fewer than a million guesses: a listed password, or one with
 * a predictable twist ("Password123!", "P@ssw0rd1234").
 */
type Checker = { check(password: string): { score: number } };
let checker: Checker | undefined;

function load(): Checker {
  // Both packages are CommonJS.
  const require = createRequire(import.meta.url);
  const core = require('@zxcvbn-ts/core') as { ZxcvbnFactory: new (options: object) => Checker };
  const common = require('@zxcvbn-ts/language-common') as { dictionary: object; adjacencyGraphs: object };
  return new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
}

export function isCommonPassword(normalized: string): boolean {
  checker ??= load();
  return checker.check(normalized).score < 2;
}
