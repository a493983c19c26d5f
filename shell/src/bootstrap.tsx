import '@termlens/shared-ui/styles/tokens.css';
import '@termlens/shared-ui/styles/base.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { BrowserRouter } from '@termlens/shared-ui/lib/router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
