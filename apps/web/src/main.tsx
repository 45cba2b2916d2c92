import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
void bootstrap({
  render: (node) => root.render(<StrictMode>{node}</StrictMode>),
  unmount: () => root.unmount(),
});
