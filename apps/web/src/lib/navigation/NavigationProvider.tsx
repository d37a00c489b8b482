import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { Navigation } from './navigation';

const NavigationContext = createContext<Navigation | null>(null);

interface Props {
  navigation: Navigation;
  /** Drawn until the first navigation is decided. */
  fallback: ReactNode;
  /** Drawn, in the router, when deciding on a navigation failed. */
  failure: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** React Router in declarative mode, drawing the locations that `navigation` let through. */
export function NavigationProvider({ navigation, fallback, failure, children }: Props) {
  const snapshot = useSyncExternalStore(navigation.subscribe, navigation.getSnapshot);
  const { location } = snapshot;
  if (!location) return fallback;
  return (
    <NavigationContext.Provider value={navigation}>
      <Router location={location} navigator={navigation.navigator}>
        {'error' in snapshot ? failure(snapshot.error) : children}
      </Router>
    </NavigationContext.Provider>
  );
}

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a NavigationProvider above it');
  return navigation;
}
