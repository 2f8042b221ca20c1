import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { ensureLocation } from './lib/current-location.ts';
import { initI18n } from './lib/i18n.ts';
import './index.css';

ensureLocation();
// The chosen language is loaded before the first render, so the page never flashes English first.
void initI18n().then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
