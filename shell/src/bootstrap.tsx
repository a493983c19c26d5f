import '@termlens/shared-ui/styles/tokens.css';
import '@termlens/shared-ui/styles/base.css';
import { BrowserRouter } from '@termlens/shared-ui/lib/router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { WebVitalsGate } from './features/web-vitals/web-vitals-gate';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// As a transition, the first render yields to the browser every few milliseconds instead of
// one long task (Lighthouse's total blocking time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
        <WebVitalsGate />
      </BrowserRouter>
    </StrictMode>,
  ),
);
