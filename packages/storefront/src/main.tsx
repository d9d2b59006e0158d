import '@fontsource/dm-sans/latin-400.css';
import '@fontsource/dm-sans/latin-500.css';
import '@fontsource/dm-sans/latin-700.css';
import './styles/global.scss';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installChunkErrorReload } from './lib/chunk-reload';

installChunkErrorReload();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
