import vike from 'vike/plugin';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [vike()],
  // React's automatic JSX runtime through Vite's own transform (no Babel plugin needed).
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: { target: 'es2022' },
});
