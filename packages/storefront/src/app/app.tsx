import { AppProvider, type AppProviderProps } from './provider';
import { AppRouter } from './router';

/** The storefront: its providers around the route table. */
export function App(props: Omit<AppProviderProps, 'children'>) {
  return (
    <AppProvider {...props}>
      <AppRouter />
    </AppProvider>
  );
}
