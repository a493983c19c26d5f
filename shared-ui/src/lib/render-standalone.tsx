import '../styles/fonts.css';
import '../styles/tokens.css';
import '../styles/base.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Link, Route, Routes } from '@termlens/shared-ui/lib/router';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../components/toaster';
import { createQueryClient } from './query-client';

/**
 * A remote's own dev page: every exposed module at /<name>, so a remote can be worked on and
 * served alone. Production visitors always reach remotes through the shell.
 */
export function renderStandalone(
  title: string,
  exposed: readonly string[],
  load: (name: string) => Promise<{ default: ComponentType }>,
) {
  const root = document.getElementById('root');
  if (!root) return;
  const pages = exposed.map((name) => ({ name, Page: lazy(() => load(name)) }));
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={createQueryClient()}>
        <BrowserRouter>
          <Suspense fallback={<p className="container">Loading…</p>}>
            <Routes>
              <Route
                index
                element={
                  <nav className="container" aria-label={title}>
                    <h1>{title}</h1>
                    <ul>
                      {pages.map(({ name }) => (
                        <li key={name}>
                          <Link to={`/${name}`}>{name}</Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                }
              />
              {pages.map(({ name, Page }) => (
                <Route key={name} path={`/${name}/*`} element={<Page />} />
              ))}
            </Routes>
          </Suspense>
          <Toaster />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
