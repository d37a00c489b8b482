import { describe, expect, it } from 'vitest';
import { isPageRoute, routeNames } from '../lib/routes/routes';
import { featureRoutes } from './router';
import { sharedAddresses } from './sharedAddresses';

describe('the route subtrees of the features', () => {
  const owners = new Map<string, string[]>();
  for (const [feature, owned] of Object.entries(featureRoutes)) {
    for (const name of Object.keys(owned)) owners.set(name, [...(owners.get(name) ?? []), feature]);
  }

  it('give each page of the route table one owner: a feature, or the addresses features share', () => {
    const shared = Object.keys(sharedAddresses);
    for (const name of routeNames.filter(isPageRoute)) {
      const ownedBy = [...(owners.get(name) ?? []), ...(shared.includes(name) ? ['shared'] : [])];
      expect({ name, ownedBy: ownedBy.length }).toEqual({ name, ownedBy: 1 });
    }
  });

  it('name only routes of the table', () => {
    expect([...owners.keys()].filter((name) => !routeNames.includes(name as never))).toEqual([]);
  });
});
