import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { brand } from '@contract/brand';
import { App } from './App';

// The brand is configuration (contract/brand.ts), so the tab title is set here rather than in index.html.
document.title = `${brand.name} Admin`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
