import { AppProviders, type AppProvidersProps } from './providers';
import { AppRoutes } from './router';

export type AppProps = Omit<AppProvidersProps, 'children'>;

/** The platform: the shell's providers around its routes. */
export function App(props: AppProps) {
  return (
    <AppProviders {...props}>
      <AppRoutes />
    </AppProviders>
  );
}
