import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startTheme } from './features/profile/theme';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

// Apply the theme chosen in Profile settings before the first paint.
startTheme();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
