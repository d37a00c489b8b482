import { UNSAFE_createMemoryHistory, useRoutes, type InitialEntry, type RouteObject } from 'react-router';
import { createNavigation } from '../lib/navigation/navigation';
import { NavigationProvider } from '../lib/navigation/NavigationProvider';

/** The app's navigation over an in-memory history, with a guard that lets everything through. */
export function createTestRouter(routes: RouteObject[], { initialEntries }: { initialEntries: InitialEntry[] }) {
  const navigation = createNavigation({ history: UNSAFE_createMemoryHistory({ initialEntries }), resolve: () => null });
  return {
    navigation,
    routes,
    navigate: navigation.navigate,
    /** The drawn location. */
    get location() {
      const { location } = navigation.getSnapshot();
      if (!location) throw new Error('The first navigation has not been decided yet');
      return location;
    },
  };
}

function TestRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function TestRouter({ router }: { router: ReturnType<typeof createTestRouter> }) {
  return (
    <NavigationProvider navigation={router.navigation} fallback={null} failure={(error) => <p role="alert">{String(error)}</p>}>
      <TestRoutes routes={router.routes} />
    </NavigationProvider>
  );
}
