import { screen as on } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import '../i18n/i18n';
import { renderRoutes } from '../../test/renderRoutes';
import { page, pageByQuery, screen } from './page';

const Shown = ({ name }: { name: string }) => <p>{name} screen</p>;
const shown = (name: string) => screen(async () => ({ default: Shown }), [], { name });
const layout = (children: object[]) => [{ element: <main><nav>navigation</nav><Outlet /></main>, children }];

afterEach(() => vi.restoreAllMocks());

describe('a page', () => {
  it('draws its screen with its props once the bundle is loaded', async () => {
    renderRoutes(layout([{ path: '/a', ...page(shown('first')) }]), '/a');
    expect(await on.findByText('first screen')).toBeTruthy();
  });

  it('whose bundle fails to load shows the failure in the layout, which stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = screen<object>(() => Promise.reject(new Error('chunk gone')));
    renderRoutes(layout([{ path: '/a', ...page(broken) }]), '/a');
    expect(await on.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(on.getByText('navigation')).toBeTruthy();
    expect(on.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('an address that several flows share', () => {
  const route = (url: string) =>
    renderRoutes(layout([{ path: '/mfa', ...pageByQuery((query) => (query.get('single') === 'true' ? 'stepUp' : 'login'), { stepUp: shown('step-up'), login: shown('login') }) }]), url);

  it('draws the screen its query picks, and only that one', async () => {
    route('/mfa?single=true');
    expect(await on.findByText('step-up screen')).toBeTruthy();
    expect(on.queryByText('login screen')).toBeNull();
  });

  it('draws the other flow for another query', async () => {
    route('/mfa?isLogin=true');
    expect(await on.findByText('login screen')).toBeTruthy();
  });
});
