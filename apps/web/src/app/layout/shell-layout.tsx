import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingScreen } from '@/components/loading-screen';
import { ModeBanner } from '@/features/session';
import { Island } from '@/lib/island';
import { MainMenu } from './main-menu';
import { SiteHeader } from './site-header';

/** Header, banner, menu and page; full-screen routes (spec §2) drop the menu. */
export function ShellLayout({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <>
      <a href="#contenido" className="skip-link">
        Saltar al contenido
      </a>
      <SiteHeader />
      <ModeBanner />
      <div className={fullScreen ? 'shell-body shell-body--full' : 'shell-body'}>
        {!fullScreen && (
          <Island name="main-menu">
            <MainMenu />
          </Island>
        )}
        <main id="contenido" className="shell-main" tabIndex={-1}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <footer className="site-footer">
        Portal de Prestadores · Mesa de ayuda de Prestadores: 0800-555-7738
      </footer>
    </>
  );
}
