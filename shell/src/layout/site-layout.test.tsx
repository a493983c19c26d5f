import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteLayout } from './site-layout';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<SiteLayout />}>
          <Route path="*" element={<h1>Page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );

describe('SiteLayout', () => {
  it('frames public pages with the site navigation, quote offers and footer', () => {
    renderAt('/blog');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Get Free Quote/ }).length).toBeGreaterThan(0);
  });

  it.each(['/admin', '/admin/leads'])(
    'gives %s the admin frame: its own header, no navigation, quote or footer',
    (path) => {
      renderAt(path);
      const banner = screen.getByRole('banner');
      expect(banner).toHaveTextContent('Admin');
      expect(banner.querySelector('#admin-session')).not.toBeNull();
      expect(screen.getByRole('main')).toHaveTextContent('Page');
      expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('button', { name: /Get Free Quote/ })).toBeNull();
    },
  );
});
