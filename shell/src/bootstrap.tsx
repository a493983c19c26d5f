import '@termlens/shared-ui/styles/tokens.css';
import '@termlens/shared-ui/styles/base.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@termlens/shared-ui/lib/query-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { WebVitalsGate } from './features/web-vitals/web-vitals-gate';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <App />
        <WebVitalsGate />
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
