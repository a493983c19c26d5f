import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteHeader } from './site-header';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );

describe('SiteHeader', () => {
  it('closes the mobile menu on Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    renderAt('/compare');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(menu).toBeVisible();
    await user.tab();
    expect(toggle).not.toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('offers a quote on public pages, in the bar and in the menu', async () => {
    renderAt('/blog');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getAllByRole('button', { name: 'Get Free Quote' })).toHaveLength(2);
  });
});
