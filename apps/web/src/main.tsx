// First: zod without eval (the CSP forbids it) and with Spanish messages, before any schema is built or parsed.
import '@dorsal/core/http/eval-free-validation';
import '@dorsal/core/validation/spanish-errors';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { Providers } from './app/Providers.tsx';
import { App } from './app/App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

createRoot(root).render(
  <StrictMode>
    <Providers>
      <App />
    </Providers>
  </StrictMode>,
);
