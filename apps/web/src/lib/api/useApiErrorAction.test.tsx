import type { QueryClient} from '@tanstack/react-query';
import { QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation, createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './ApiError';
import { userQueryKey } from '../../features/session';
import { createQueryClient } from '../../app/queryClient';
import { useApiErrorAction, type ErrorActionHandlers } from './useApiErrorAction';

/** Runs the hook on /security/mfa-edit and reports where the router went. */
function setUp(handlers?: ErrorActionHandlers) {
  let where = '';
  let act: ReturnType<typeof useApiErrorAction> | undefined;
  function Probe() {
    act = useApiErrorAction(handlers);
    const location = useLocation();
    where = location.pathname + location.search;
    return null;
  }
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/security/mfa-edit'] });
  render(<RouterProvider router={router} />);
  return { run: (error: unknown, overrides?: ErrorActionHandlers) => act!(error, overrides), where: () => where };
}

const stepUpRequired = new ApiError(403, 'mfa.step_up_required', null);

describe('useApiErrorAction', () => {
  it('opens the step-up check with the route to come back to and the action to resume', async () => {
    const { run, where } = setUp();
    let action;
    await act(async () => {
      action = run(stepUpRequired, { stepUp: { to: 'mfa-edit', resume: { action: 'delete', targetMfaId: '7' } } });
    });
    expect(action).toMatchObject({ kind: 'stepUp' });
    expect(where()).toBe('/mfa/methods?single=true&redirect=mfa-edit&action=delete&targetMfaId=7');
  });

  it('runs a restart for an expired flow, and stays put for an inline error', async () => {
    const restartFlow = vi.fn();
    const { run, where } = setUp({ restartFlow });
    await act(async () => {
      expect(run(new ApiError(400, 'mfa.flow_expired', null)).kind).toBe('restartFlow');
      expect(run(new ApiError(400, 'mfa.invalid_code', null))).toMatchObject({ kind: 'inline', field: true });
    });
    expect(restartFlow).toHaveBeenCalledTimes(1);
    expect(where()).toBe('/security/mfa-edit');
  });

  it('leaves a step-up with no handler where it is (the screen shows it)', async () => {
    const { run, where } = setUp();
    await act(async () => {
      run(stepUpRequired);
    });
    expect(where()).toBe('/security/mfa-edit');
  });
});

describe('the QueryClient', () => {
  const wrapper = (client: QueryClient) =>
    function Wrapper({ children }: { children: ReactNode }) {
      return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    };

  it('forgets the session when any call answers that it has expired, so the guard asks to sign in again', async () => {
    const client = createQueryClient();
    client.setQueryData(userQueryKey, { id: 1 } as never);
    const { result } = renderHook(
      () => useMutation({ mutationFn: () => Promise.reject(new ApiError(401, 'auth.unauthenticated', null)) }),
      { wrapper: wrapper(client) },
    );
    act(() => result.current.mutate());
    await waitFor(() => expect(client.getQueryData(userQueryKey)).toBeNull());
  });

  it('keeps the session for any other failure', async () => {
    const client = createQueryClient();
    client.setQueryData(userQueryKey, { id: 1 } as never);
    const { result } = renderHook(() => useMutation({ mutationFn: () => Promise.reject(stepUpRequired) }), { wrapper: wrapper(client) });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(userQueryKey)).toEqual({ id: 1 });
  });
});

