import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n/i18n';
import { NavigationProvider } from '../lib/navigation/NavigationProvider';
import type { Navigation } from '../lib/navigation/navigation';
import { FailurePage } from './layout/FailurePage';
import { Splash } from './layout/Splash';
import { queryClient } from './queryClient';
import { AppRoutes } from './router';

export function App({ navigation }: { navigation: Navigation }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NavigationProvider navigation={navigation} fallback={<Splash />} failure={(error) => <FailurePage error={error} />}>
          <AppRoutes />
        </NavigationProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
