import '@fontsource/dm-sans/latin-400.css';
import '@fontsource/dm-sans/latin-500.css';
import '@fontsource/dm-sans/latin-700.css';
import './styles/global.scss';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { routeProgress } from './components/progress-bar/progress-store';
import { installChunkErrorReload } from './lib/chunk-reload';
import { isPrefetching } from './lib/prefetch';

// Preload errors of prefetches are ignored unless a navigation waits for a chunk too.
installChunkErrorReload(window, () => isPrefetching() && routeProgress.pending() === 0);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
