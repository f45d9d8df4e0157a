import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './app/router';
import { ToastProvider } from './components/ui/toast-provider';
import { TooltipProvider } from './components/ui/tooltip';
import { createQueryClient } from './lib/query-client';
import '@fontsource/noto-nastaliq-urdu/arabic-400.css';
// The emoji the spec uses as performance marks, for systems without an emoji font (see the font
// stack in styles.css): split by unicode-range, so a page downloads only the parts it shows.
import '@fontsource/noto-emoji/400.css';
import './styles.css';

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Outside the toasts: a toast's dismiss button has its tooltip too. */}
      <TooltipProvider>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </TooltipProvider>
    </QueryClientProvider>
  </StrictMode>,
);
