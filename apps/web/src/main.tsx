// First: no error stacks while the modules below initialise (lib/error-stacks-paused.ts).
import { resumeErrorStacks } from './lib/error-stacks-paused';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, readTheme } from './features/shell/lib/theme';
import { runStorageMaintenance } from './lib/storage-maintenance';
import { startVersionCheck } from './lib/version-check';
import './index.css';

resumeErrorStacks();

// Before the first render: clean local storage, then apply the remembered theme (no flash;
// the CSP forbids an inline script in index.html).
runStorageMaintenance(__BUILD_TIME__);
applyTheme(readTheme());
if (import.meta.env.PROD) startVersionCheck(__BUILD_TIME__);

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
