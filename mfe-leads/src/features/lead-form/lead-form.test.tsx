import { useToastStore } from '@termlens/shared-ui/stores/toast-store';
import { screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient, toasts } from '../../test/render-with-query-client';
import { LeadForm } from './lead-form';

function renderForm() {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/?utm_source=news']}>
      <LeadForm />
    </MemoryRouter>,
  );
}

async function fillStepOne(user: ReturnType<typeof userEvent.setup>, phone = '') {
  await user.type(screen.getByLabelText('First Name *'), 'Ada');
  await user.type(screen.getByLabelText('Last Name *'), 'Lovelace');
  await user.type(screen.getByLabelText('Email Address *'), 'ada@example.com');
  if (phone) await user.type(screen.getByLabelText('Phone Number (optional)'), phone);
  await user.type(
    screen.getByLabelText('Date of Birth *'),
    `${new Date().getUTCFullYear() - 40}-03-04`,
  );
}

describe('LeadForm', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));
  afterEach(() => vi.unstubAllGlobals());

  it('stays on step 1 and raises a Validation Error toast when it is empty', async () => {
    const user = renderForm();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Personal Information')).toBeInTheDocument();
    expect(toasts()).toMatchObject([
      { title: 'Validation Error', description: 'First name is required', variant: 'destructive' },
    ]);
  });

  it('moves through the steps, widening the progress bar, and back', async () => {
    const user = renderForm();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Coverage Details')).toBeInTheDocument();
    expect(screen.getByRole('progressbar').firstElementChild).toHaveStyle({
      width: `${(2 / 3) * 100}%`,
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(toasts()[0]?.description).toBe('Please enter a valid 5-digit ZIP code');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('First Name *')).toHaveValue('Ada');
  });

  it('shows the phone consent only with a phone and submits the lead', async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 1 }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = renderForm();
    await fillStepOne(user, '2125550142');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('ZIP Code *'), '10013');
    await user.selectOptions(screen.getByLabelText('Coverage Amount'), '2000000');
    expect(screen.getByRole('option', { name: '$2,000,000+' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const phoneConsent = screen.getByRole('checkbox', { name: /licensed insurance agents/ });
    expect(phoneConsent).not.toBeChecked();
    expect(screen.getByText(/not a condition of purchase/)).toBeInTheDocument();
    await user.click(phoneConsent);
    await user.click(screen.getByRole('button', { name: 'Get My Quotes' }));
    expect(await screen.findByText('Submit Another Application')).toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({
      zipCode: '10013',
      coverageAmount: 2000000,
      phoneContactConsent: true,
      marketingOptIn: false,
      utm_source: 'news',
      utm_campaign: 'lead_form',
    });
    await user.click(screen.getByRole('button', { name: 'Submit Another Application' }));
    expect(screen.getByLabelText('First Name *')).toHaveValue('');
  });

  it('keeps every value when the submit fails', async () => {
    vi.stubGlobal('fetch', async () => new Response('down', { status: 500 }));
    const user = renderForm();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('ZIP Code *'), '10013');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('checkbox', { name: /licensed insurance agents/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get My Quotes' }));
    expect(await screen.findByRole('button', { name: 'Get My Quotes' })).toBeEnabled();
    expect(toasts()[0]).toMatchObject({ title: 'Something went wrong', variant: 'destructive' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('ZIP Code *')).toHaveValue('10013');
  });

  it('shows each problem beside its field, and focuses the first field to fix', async () => {
    const user = renderForm();
    await user.type(screen.getByLabelText('Email Address *'), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const first = screen.getByLabelText('First Name *');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Email Address *')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(screen.getByLabelText('Phone Number (optional)')).not.toHaveAttribute('aria-invalid');
    expect(first).toHaveFocus();
    // A field's message goes once the visitor changes it; the others stay.
    await user.type(first, 'Ada');
    expect(first).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Last Name *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to the new step after Next and Previous, and to the thanks after sending', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ id: 1 }, { status: 201 }));
    const user = renderForm();
    await fillStepOne(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Coverage Details')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Personal Information')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('ZIP Code *'), '10013');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Preferences')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Get My Quotes' }));
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your interest!' }),
    ).toHaveFocus();
  });
});
