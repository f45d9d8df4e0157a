import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The router's code-split pieces of the sign-in page. */
const SIGN_IN_ROUTE = /[\\/]src[\\/]routes[\\/]auth\.tsx\?tsr-split=/;
/** The router's code-split pieces of the signed-in layout and of the dashboard every sign-in lands on. */
const LANDING_ROUTES = /[\\/]src[\\/]routes[\\/]_authenticated(\.tsx|[\\/]index\.tsx)\?tsr-split=/;

export default defineConfig({
  // Pinned to this folder so the route tree is generated in web/src whichever directory vite runs from.
  root: import.meta.dirname,
  plugins: [
    // Must come before the React plugin: it generates src/routeTree.gen.ts and splits each route's code.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
  ],
  build: {
    // The entry is one chunk by choice (about 590 KB, 185 KB gzipped: React, the router with every
    // route's loader, TanStack Query, zod and the contracts): one request instead of some 35.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        // Left to itself, Rolldown gave every component, icon and query shared by two routes a chunk
        // of its own: the dashboard's first paint fetched about 100 scripts in three waves. Three
        // chunks carry the landing path instead; a group's modules bring their own imports along
        // (Rolldown's default), so what a group shares with a later one stays in the earlier one.
        // Every other screen keeps its own chunks and still loads only when opened.
        codeSplitting: {
          groups: [
            // Everything main.tsx imports statically: the router with every route's loader, React,
            // TanStack Query and the shared queries, one file instead of some 35.
            { name: 'entry', tags: ['$initial'], priority: 3 },
            // The sign-in form and what it needs: it must stay light (bench budget 250 KB gzipped).
            { name: 'sign-in', test: SIGN_IN_ROUTE, priority: 2 },
            // The signed-in frame and the dashboard, fetched together as soon as the entry runs.
            { name: 'landing', test: LANDING_ROUTES, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:5000' },
  },
});
