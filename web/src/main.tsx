import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './i18n.ts';
import { restoreLanguage } from './language.ts';
import { loadSensitiveWords } from './sensitive-words.ts';
import App from './App.tsx';
import './global.css';

/** The sensitive-word list is fetched once before routing starts (spec §2.5); a failure is tolerated. */
async function start() {
  await Promise.all([loadSensitiveWords(), restoreLanguage()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
