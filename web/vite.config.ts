import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Pinned to this folder so the route tree is generated in web/src whichever directory vite runs from.
  root: import.meta.dirname,
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits each route's code.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
