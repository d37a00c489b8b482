/**
 * The ids of accounts merged away (docs/merge.md): a module of its own, beneath both the merge,
 * which adds them, and the OpenID provider, which answers partners' old `sub`s with them. Other
 * code uses it through this file only.
 */
export { addAlias, aliasesOf, resolveAlias } from './aliases';
