import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createNavigation, type Resolve } from './navigation';

/** A guard whose answers the test gives by hand, one navigation at a time. */
function heldGuard() {
  const asked: { path: string; answer: (target: string | null) => void; fail: (error: unknown) => void }[] = [];
  const resolve: Resolve = (url) =>
    new Promise((answer, fail) => asked.push({ path: url.pathname + url.search, answer, fail }));
  return { resolve, asked, last: () => asked[asked.length - 1]! };
}

function setUp(at = '/start') {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [at] });
  const guard = heldGuard();
  const navigation = createNavigation({ history, resolve: guard.resolve });
  const drawn = () => {
    const { location } = navigation.getSnapshot();
    return location && location.pathname + location.search;
  };
  return { history, guard, navigation, drawn };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('navigation with a guard in front', () => {
  it('draws nothing until the first address is decided', async () => {
    const { guard, navigation, drawn } = setUp();
    expect(drawn()).toBeNull();
    guard.last().answer(null);
    await navigation.ready;
    expect(drawn()).toBe('/start');
  });

  it('keeps the page drawn and the history as it is while the guard decides, then moves both', async () => {
    const { history, guard, navigation, drawn } = setUp();
    guard.last().answer(null);
    await navigation.ready;
    const done = navigation.navigate('/next?x=1', { state: { toast: 'saved' } });
    await tick();
    expect(guard.last().path).toBe('/next?x=1');
    expect(drawn()).toBe('/start');
    expect(history.index).toBe(0);
    guard.last().answer(null);
    await done;
    expect(drawn()).toBe('/next?x=1');
    expect(navigation.getSnapshot().location?.state).toEqual({ toast: 'saved' });
    expect(history.index).toBe(1);
  });

  it('leaves one history entry for a redirected navigation, at the address the guard chose', async () => {
    const { history, guard, navigation, drawn } = setUp();
    guard.last().answer(null);
    await navigation.ready;
    const done = navigation.navigate('/private');
    guard.last().answer('/login?redirect=%2Fprivate');
    await tick();
    expect(guard.last().path).toBe('/login?redirect=%2Fprivate');
    guard.last().answer(null);
    await done;
    expect(drawn()).toBe('/login?redirect=%2Fprivate');
    expect(history.index).toBe(1);
    history.go(-1);
    expect(history.location.pathname).toBe('/start');
  });

  it('drops the answer of a navigation overtaken by a later one', async () => {
    const { guard, navigation, drawn } = setUp();
    guard.last().answer(null);
    await navigation.ready;
    const first = navigation.navigate('/slow');
    const slow = guard.last();
    const second = navigation.navigate('/fast');
    guard.last().answer(null);
    await second;
    slow.answer(null);
    await first;
    expect(drawn()).toBe('/fast');
  });

  it('replaces the entry a redirected back or forward lands on', async () => {
    const { history, guard, navigation, drawn } = setUp();
    guard.last().answer(null);
    await navigation.ready;
    const done = navigation.navigate('/page');
    guard.last().answer(null);
    await done;
    history.go(-1);
    expect(guard.last().path).toBe('/start');
    guard.last().answer('/elsewhere');
    await tick();
    guard.last().answer(null);
    await tick();
    expect(drawn()).toBe('/elsewhere');
    expect(history.index).toBe(0);
    expect(history.location.pathname).toBe('/elsewhere');
  });

  it('shows a failed decision as a failure at that address, and the next navigation clears it', async () => {
    const { guard, navigation, drawn } = setUp();
    guard.last().fail(new Error('offline'));
    await navigation.ready;
    expect(navigation.getSnapshot()).toMatchObject({ error: new Error('offline') });
    expect(drawn()).toBe('/start');
    const done = navigation.navigate('/next');
    guard.last().answer(null);
    await done;
    expect('error' in navigation.getSnapshot()).toBe(false);
  });

  it('stops a redirect loop with a failure instead of hanging', async () => {
    const history = UNSAFE_createMemoryHistory({ initialEntries: ['/a'] });
    const navigation = createNavigation({ history, resolve: (url) => (url.pathname === '/a' ? '/b' : '/a') });
    await navigation.ready;
    expect(String(navigation.getSnapshot().error)).toContain('Too many redirects');
  });

  it('rechecks the drawn page without redrawing it, and moves it when the guard now says so', async () => {
    const { guard, navigation, drawn } = setUp();
    guard.last().answer(null);
    await navigation.ready;
    const listener = vi.fn();
    navigation.subscribe(listener);
    const same = navigation.revalidate();
    guard.last().answer(null);
    await same;
    expect(listener).not.toHaveBeenCalled();
    const moved = navigation.revalidate();
    guard.last().answer('/login');
    await tick();
    guard.last().answer(null);
    await moved;
    expect(drawn()).toBe('/login');
  });

  it('leaves a navigation under way alone when asked to recheck', async () => {
    const { guard, navigation, drawn } = setUp();
    guard.last().answer(null);
    await navigation.ready;
    const done = navigation.navigate('/next');
    const asked = guard.asked.length;
    await navigation.revalidate();
    expect(guard.asked.length).toBe(asked);
    guard.last().answer(null);
    await done;
    expect(drawn()).toBe('/next');
  });
});
