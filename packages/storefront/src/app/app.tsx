import { AppProvider, type AppRouterOptions } from './provider';
import { AppRouter } from './router';

export function App({ router }: { router?: AppRouterOptions }) {
  return (
    <AppProvider router={router}>
      <AppRouter />
    </AppProvider>
  );
}
