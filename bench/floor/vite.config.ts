// The floor page's build (bench/lib/floor.ts runs it): the console's own Vite and React plugin, nothing else.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  base: '/floor/',
  plugins: [react()],
  build: { target: 'es2022', modulePreload: { polyfill: false }, emptyOutDir: true },
});
