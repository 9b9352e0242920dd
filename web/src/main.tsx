import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { start } from './app/start';
import './styles.css';

await start();
const container = document.getElementById('root');
if (container)
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
